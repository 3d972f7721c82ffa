import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { articleFieldsSchema, editableArticleFields, withTiming } from "./article-form";
import { adminRules, isDay } from "./form-rules";
import type { AdminMessages } from "./text/admin";

/** The practical-guide article form's fields, in the order the page shows them. */
export const guideFields = [
  "title",
  "slug",
  "sectionId",
  "excerpt",
  "bodyMarkdown",
  "sources",
  "recordedOn",
  "status",
  "publishAt",
  "updatedAt",
] as const;
export type GuideField = (typeof guideFields)[number];

/** What the audit log records and a conflict compares: the form's fields, with `published` for the status. */
export const editableGuideFields = editableArticleFields(guideFields);
export type EditableGuideField = (typeof editableGuideFields)[number];
export type GuideFormField = Exclude<GuideField, "updatedAt">;

export interface GuideSource {
  name: string;
  url?: string;
}

export const SOURCES_MAX = 12;
const SOURCE_NAME_MAX = 160;
const SOURCE_URL_MAX = 500;

/** A guide's sources as the form shows them: one a line, "Name | https://address" or the name alone. */
export function sourcesText(sources: readonly GuideSource[]): string {
  return sources.map((source) => (source.url ? `${source.name} | ${source.url}` : source.name)).join("\n");
}

const isWebAddress = (value: string) => {
  if (value.length > SOURCE_URL_MAX) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The sources typed one a line; undefined when a line has no name, a bad address, or there are too many. */
export function parseSources(text: string): GuideSource[] | undefined {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > SOURCES_MAX) return undefined;
  const sources: GuideSource[] = [];
  for (const line of lines) {
    const bar = line.lastIndexOf("|");
    const name = (bar === -1 ? line : line.slice(0, bar)).trim();
    const url = bar === -1 ? "" : line.slice(bar + 1).trim();
    if (!name || name.length > SOURCE_NAME_MAX || (url && !isWebAddress(url))) return undefined;
    sources.push(url ? { name, url } : { name });
  }
  return sources;
}

/** The guide form read through its rules at `now`: an empty slug is made from the title. */
export function guideSchema(t: Translate<AdminMessages>, now: Date = new Date()) {
  const { storedId } = adminRules(t);
  return z
    .object({
      ...articleFieldsSchema(t),
      sectionId: storedId(t("admin.guide.error.section")),
      sources: z.string().transform((text, context) => {
        const sources = parseSources(text);
        if (!sources?.length) {
          context.addIssue({ code: "custom", message: t("admin.guide.error.sources", { max: SOURCES_MAX }) });
          return z.NEVER;
        }
        return sources;
      }),
      recordedOn: z.string().trim().refine(isDay, t("admin.guide.error.recordedOn")),
    })
    .transform((guide, context) => withTiming(guide, context, t, now));
}
export type GuideInput = Omit<z.output<ReturnType<typeof guideSchema>>, "updatedAt">;
