import { articleFormFields } from "~/features/admin/components/article-fields";
import type { FieldSpec } from "~/features/admin/components/control";
import type { Options } from "~/features/admin/kinds";
import type { NewsFormField } from "~/features/admin/news-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The news article form's fields, in the order the page shows them (drawn by ItemForm). */
export const newsFormFields = (
  t: Translate<AdminMessages>,
  categories: Options,
): FieldSpec<NewsFormField>[] => {
  const article = articleFormFields(t);
  const group = t("admin.article.group.text");
  return [
    { ...article.title, group },
    { ...article.slug, group },
    {
      name: "categoryId",
      label: t("admin.news.mainCategory"),
      hint: t("admin.news.mainCategoryHint"),
      options: categories,
      placeholder: t("admin.news.chooseCategory"),
      required: true,
      group,
    },
    {
      name: "alsoCategoryId",
      label: t("admin.news.alsoCategory"),
      hint: t("admin.news.alsoCategoryHint"),
      options: categories,
      placeholder: t("admin.news.noCategory"),
      group,
    },
    { name: "authorName", label: t("admin.article.author"), required: true, group },
    { ...article.excerpt, group },
    { ...article.bodyMarkdown, group },
    article.status,
    article.publishAt,
  ];
};
