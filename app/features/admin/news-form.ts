import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { INTEGER_MAX } from "~/shared/lib/ids";
import { ARTICLE_LIMITS, articleFieldsSchema, withTiming } from "./article-form";
import type { AdminMessages } from "./text/admin";

/** The news article form's fields, in the order the page shows them. */
export const newsFields = [
  "title",
  "slug",
  "categoryId",
  "alsoCategoryId",
  "authorName",
  "excerpt",
  "bodyMarkdown",
  "status",
  "publishAt",
  "updatedAt",
] as const;
export type NewsField = (typeof newsFields)[number];

/** What the audit log records and a conflict compares: the form's fields, with `published` for the status. */
export const editableNewsFields = [
  "title",
  "slug",
  "categoryId",
  "alsoCategoryId",
  "authorName",
  "excerpt",
  "bodyMarkdown",
  "published",
  "publishAt",
] as const;
export type EditableNewsField = (typeof editableNewsFields)[number];
/** The fields the form draws (the status and time stand for `published`). */
export type NewsFormField = Exclude<NewsField, "updatedAt">;

const categoryId = (message: string) => z.coerce.number().int().positive(message).max(INTEGER_MAX, message);

/** The news form read through its rules at `now`: an empty slug is made from the title. */
export function newsSchema(t: Translate<AdminMessages>, now: Date = new Date()) {
  const tooLong = (max: number) => t("admin.brand.error.tooLong", { max });
  return z
    .object({
      ...articleFieldsSchema(t),
      categoryId: categoryId(t("admin.news.error.category")),
      alsoCategoryId: z.union(
        [z.literal("").transform(() => null), categoryId(t("admin.news.error.category"))],
        { error: t("admin.news.error.category") },
      ),
      authorName: z
        .string()
        .trim()
        .min(1, t("admin.article.error.author"))
        .max(ARTICLE_LIMITS.authorName, tooLong(ARTICLE_LIMITS.authorName)),
    })
    .refine((news) => news.alsoCategoryId !== news.categoryId, {
      path: ["alsoCategoryId"],
      message: t("admin.news.error.sameCategory"),
    })
    .transform((news, context) => withTiming(news, context, t, now));
}
export type NewsInput = Omit<z.output<ReturnType<typeof newsSchema>>, "updatedAt">;
