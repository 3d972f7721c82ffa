import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { guideArticles, guideSections } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { practicalGuidePath } from "~/shared/lib/links";
import { readingMinutes, renderArticle } from "~/shared/server/markdown.server";
import { articleStatus, kigaliTimeInput } from "./article-form";
import { articleOrder, articleRow, statusCondition, type ArticleListFilters } from "./articles.server";
import { countedPage, exists, likePattern, slugTaken } from "./lists.server";
import { editableGuideFields, sourcesText, type GuideInput } from "./guide-form";
import { auditedSaves, savedRows, type SaveResult } from "./saves.server";
import { adminText } from "./text/admin";

/** The guide's sections in menu order: the choices of the form and the list's filter. */
export async function guideSectionChoices(db: Db) {
  const rows = await db
    .select({ id: guideSections.id, label: guideSections.title })
    .from(guideSections)
    .orderBy(asc(guideSections.position));
  return rows.map(({ id, label }) => ({ value: String(id), label }));
}

/** A page of guide articles of every status: part of the title, a section (`groupId`), a status, in an order. */
export async function guideAdminPage(db: Db, filters: ArticleListFilters) {
  const where = and(
    filters.q ? sql`lower(${guideArticles.title}) like lower(${likePattern(filters.q)})` : undefined,
    filters.groupId === undefined ? undefined : eq(guideArticles.sectionId, filters.groupId),
    filters.status ? statusCondition(guideArticles, filters.status) : undefined,
  );
  const { page, rows } = await countedPage(
    db,
    guideArticles,
    where,
    filters.page,
    db
      .select({
        id: guideArticles.id,
        title: guideArticles.title,
        section: guideSections.title,
        published: guideArticles.published,
        publishedAt: guideArticles.publishedAt,
      })
      .from(guideArticles)
      .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
      .where(where)
      .orderBy(...articleOrder(guideArticles, filters.sort)),
  );
  const now = new Date();
  return { page, rows: rows.map((row) => articleRow(row, row.section, now)) };
}

const editColumns = {
  id: guideArticles.id,
  title: guideArticles.title,
  slug: guideArticles.slug,
  sectionId: guideArticles.sectionId,
  excerpt: guideArticles.excerpt,
  bodyMarkdown: guideArticles.bodyMarkdown,
  sources: guideArticles.sources,
  recordedOn: guideArticles.recordedOn,
  published: guideArticles.published,
  publishedAt: guideArticles.publishedAt,
  updatedAt: guideArticles.updatedAt,
};
const rows = savedRows(guideArticles, editColumns);
type EditRow = { [K in keyof typeof editColumns]: (typeof editColumns)[K]["_"]["data"] };

/** An article as its form and the log read it: its sources one a line, its status now, its time in Kigali. */
const asEdited = (row: EditRow | undefined) =>
  row && {
    ...row,
    sources: sourcesText(row.sources),
    status: articleStatus(row.published, row.publishedAt, new Date()),
    publishAt: kigaliTimeInput(row.publishedAt),
  };

/** A guide article as the edit form shows it, with its section's slug for the public page, or undefined. */
export async function guideForEdit(db: Db, id: number) {
  const [row] = await db
    .select({ ...editColumns, section: guideSections.slug })
    .from(guideArticles)
    .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
    .where(eq(guideArticles.id, id));
  if (!row) return undefined;
  const { section, ...article } = row;
  return { ...asEdited(article)!, path: practicalGuidePath(section, article.slug) };
}

export type GuideSaveResult = SaveResult<"slug" | "sectionId">;

/** An unknown section, or another article of the section with this slug (guide_articles_section_slug_key). */
async function taken(db: Db, input: GuideInput, locale: Locale, exceptId?: number) {
  const t = textFor(adminText, locale);
  if (!(await exists(db, guideSections, input.sectionId)))
    return { status: "taken", field: "sectionId", message: t("admin.guide.error.section") } as const;
  if (await slugTaken(db, guideArticles, input.slug, exceptId, eq(guideArticles.sectionId, input.sectionId)))
    return { status: "taken", field: "slug", message: t("admin.guide.error.slugTaken") } as const;
  return undefined;
}

/** The columns a save writes: the typed fields, and the page's HTML and reading time made from the Markdown. */
const written = (input: GuideInput) => ({
  ...input,
  bodyHtml: renderArticle(input.bodyMarkdown),
  readingMinutes: readingMinutes(input.bodyMarkdown),
});

/** Creates a guide article, or saves an edit of one, each with its audit entry (see `auditedSaves`). */
export const { create: createGuide, update: updateGuide } = auditedSaves({
  entityType: "guide",
  fields: editableGuideFields,
  taken,
  insert: async (tx, input: GuideInput) => asEdited(await rows.insert(tx, written(input)))!,
  lock: async (tx, id) => asEdited(await rows.lock(tx, id)),
  write: async (tx, id, seenAt, input) => asEdited(await rows.write(tx, id, seenAt, written(input))),
});
