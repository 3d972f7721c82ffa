import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { ARTICLE_LIMITS, articleFieldsSchema, editableArticleFields, withTiming } from "./article-form";
import { adminRules } from "./form-rules";
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
export const editableNewsFields = editableArticleFields(newsFields);
export type EditableNewsField = (typeof editableNewsFields)[number];
/** The fields the form draws (the status and time stand for `published`). */
export type NewsFormField = Exclude<NewsField, "updatedAt">;

/** The news form read through its rules at `now`: an empty slug is made from the title. */
export function newsSchema(t: Translate<AdminMessages>, now: Date = new Date()) {
  const { storedId, text } = adminRules(t);
  const category = t("admin.news.error.category");
  return z
    .object({
      ...articleFieldsSchema(t),
      categoryId: storedId(category),
      alsoCategoryId: z.union([z.literal("").transform(() => null), storedId(category)], { error: category }),
      authorName: text(ARTICLE_LIMITS.authorName, t("admin.article.error.author")),
    })
    .refine((news) => news.alsoCategoryId !== news.categoryId, {
      path: ["alsoCategoryId"],
      message: t("admin.news.error.sameCategory"),
    })
    .transform((news, context) => withTiming(news, context, t, now));
}
export type NewsInput = Omit<z.output<ReturnType<typeof newsSchema>>, "updatedAt">;
