import { and, count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { practicalGuidePath, practicalGuideSections } from "~/shared/lib/links";
import type { Db } from "../../../shared/db/client";
import { guideArticles, guideSections, publicGuide } from "../../../shared/db/schema";
import { absoluteUrl, itemEndpoint, listEndpoint, pageOf, pageQuery } from "../endpoint";
import { enumQuery } from "./places";

const guideFields = {
  id: z.int().meta({ example: 7 }),
  section: z.enum(practicalGuideSections).meta({ description: "The practical guide's section." }),
  section_title: z.string().meta({ example: "Road tax" }),
  slug: z.string().meta({ example: "how-much-is-road-tax" }),
  title: z.string(),
  summary: z.string().meta({ description: "A sentence or two on what the article answers." }),
  reading_minutes: z.int().meta({ example: 3 }),
  published_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  url: z.url().meta({ description: "The article's page on the site." }),
};

export const guideSchema = z.object(guideFields).meta({ id: "GuideArticle" });

export const guideDetailSchema = z
  .object({
    ...guideFields,
    content_html: z
      .string()
      .meta({ description: "The article's body as sanitised HTML, as the site shows it." }),
    sources: z
      .array(z.object({ name: z.string(), url: z.url().nullable() }).meta({ id: "GuideSource" }))
      .meta({ description: "Where the facts come from." }),
    recorded_on: z.iso
      .date()
      .meta({ description: "The day the facts were recorded from the sources (YYYY-MM-DD)." }),
  })
  .meta({ id: "GuideArticleDetail" });

const guideColumns = {
  id: guideArticles.id,
  section: guideSections.slug,
  sectionTitle: guideSections.title,
  slug: guideArticles.slug,
  title: guideArticles.title,
  excerpt: guideArticles.excerpt,
  readingMinutes: guideArticles.readingMinutes,
  publishedAt: guideArticles.publishedAt,
  updatedAt: guideArticles.updatedAt,
};

const selectGuides = (db: Db) =>
  db
    .select(guideColumns)
    .from(guideArticles)
    .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId));

type GuideRow = Awaited<ReturnType<typeof selectGuides>>[number];

const toGuide = (site: string, row: GuideRow): z.input<typeof guideSchema> => ({
  id: row.id,
  section: row.section,
  section_title: row.sectionTitle,
  slug: row.slug,
  title: row.title,
  summary: row.excerpt,
  reading_minutes: row.readingMinutes,
  published_at: row.publishedAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  url: absoluteUrl(site, practicalGuidePath(row.section, row.slug)),
});

export const guideEndpoints = [
  listEndpoint({
    path: "/guides",
    operationId: "listGuides",
    tag: "Practical guide",
    summary: "Practical guide articles",
    description:
      "Articles of the practical guide (road tax, driving licence, financing, insurance, inspection, registration), newest first; all of them or those of one section.",
    query: pageQuery(20).extend({
      section: enumQuery(practicalGuideSections, "Only the articles of this section."),
    }),
    item: guideSchema,
    maxAge: 300,
    list({ query, db, env }) {
      const where = and(publicGuide, query.section ? eq(guideSections.slug, query.section) : undefined);
      return pageOf(
        query,
        selectGuides(db).where(where).orderBy(desc(guideArticles.publishedAt), desc(guideArticles.id)),
        db
          .select({ value: count() })
          .from(guideArticles)
          .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
          .where(where),
        (row) => toGuide(env.SITE_URL, row),
      );
    },
  }),
  itemEndpoint({
    path: "/guides/{id}",
    operationId: "getGuide",
    tag: "Practical guide",
    summary: "A practical guide article",
    description: "One article of the practical guide with its body as sanitised HTML and its sources.",
    item: guideDetailSchema,
    maxAge: 300,
    notFound: "No practical guide article has this id.",
    async find({ id, db, env }) {
      const [row] = await db
        .select({
          ...guideColumns,
          bodyHtml: guideArticles.bodyHtml,
          sources: guideArticles.sources,
          recordedOn: guideArticles.recordedOn,
        })
        .from(guideArticles)
        .innerJoin(guideSections, eq(guideSections.id, guideArticles.sectionId))
        .where(and(eq(guideArticles.id, id), publicGuide));
      if (!row) return null;
      return {
        ...toGuide(env.SITE_URL, row),
        content_html: row.bodyHtml,
        sources: row.sources.map((source) => ({ name: source.name, url: source.url ?? null })),
        recorded_on: row.recordedOn,
      };
    },
  }),
];
