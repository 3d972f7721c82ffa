import { articleFields } from "~/features/admin/components/article-fields";
import type { FieldSpec } from "~/features/admin/components/control";
import type { Options } from "~/features/admin/kinds";
import type { NewsFormField } from "~/features/admin/news-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The news article form's fields, in the order the page shows them (drawn by ItemForm). */
export const newsFormFields = (
  t: Translate<AdminMessages>,
  categories: Options,
): FieldSpec<NewsFormField>[] =>
  articleFields(t, [
    {
      name: "categoryId",
      label: t("admin.news.mainCategory"),
      hint: t("admin.news.mainCategoryHint"),
      options: categories,
      placeholder: t("admin.news.chooseCategory"),
      required: true,
    },
    {
      name: "alsoCategoryId",
      label: t("admin.news.alsoCategory"),
      hint: t("admin.news.alsoCategoryHint"),
      options: categories,
      placeholder: t("admin.news.noCategory"),
    },
    { name: "authorName", label: t("admin.article.author"), required: true },
  ]);
