import type { FieldSpec } from "~/features/admin/components/control";
import { articleStatuses } from "~/features/admin/article-form";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { Translate } from "~/shared/i18n/text";

/** The status choices of an article, as the form and the list's filter offer them. */
export const statusOptions = (t: Translate<AdminMessages>) =>
  articleStatuses.map((value) => ({ value, label: t(`admin.article.status.${value}`) }));

type ArticleField = "title" | "slug" | "excerpt" | "bodyMarkdown" | "status" | "publishAt";

/** The fields every article has: its title and address first, its text, then when the public sees it. */
const articleFormFields = (t: Translate<AdminMessages>) =>
  ({
    title: { name: "title", label: t("admin.article.titleLabel"), required: true },
    slug: { name: "slug", label: t("admin.brand.slug"), hint: t("admin.article.slugHint"), code: true },
    excerpt: {
      name: "excerpt",
      label: t("admin.article.excerpt"),
      hint: t("admin.article.excerptHint"),
      type: "textarea",
      rows: 3,
      required: true,
    },
    bodyMarkdown: {
      name: "bodyMarkdown",
      label: t("admin.article.body"),
      hint: t("admin.article.bodyHint"),
      type: "textarea",
      rows: 18,
      code: true,
      required: true,
    },
    status: {
      name: "status",
      label: t("admin.article.status"),
      hint: t("admin.article.statusHint"),
      options: statusOptions(t),
      required: true,
      group: t("admin.article.group.publishing"),
    },
    publishAt: {
      name: "publishAt",
      label: t("admin.article.publishAt"),
      hint: t("admin.article.publishAtHint"),
      type: "datetime-local",
      group: t("admin.article.group.publishing"),
    },
  }) satisfies Record<string, FieldSpec<ArticleField>>;

/**
 * An article form's fields in the order the page shows them: under "Text", the title and address, then `filing`
 * (where the article is filed), the excerpt and body, then `afterBody`; under "Publishing", the status and time.
 */
export function articleFields<F extends string>(
  t: Translate<AdminMessages>,
  filing: FieldSpec<F>[],
  afterBody: FieldSpec<F>[] = [],
): FieldSpec<F | ArticleField>[] {
  const article = articleFormFields(t);
  const group = t("admin.article.group.text");
  const text: FieldSpec<F | ArticleField>[] = [
    article.title,
    article.slug,
    ...filing,
    article.excerpt,
    article.bodyMarkdown,
    ...afterBody,
  ];
  return [...text.map((field) => ({ ...field, group })), article.status, article.publishAt];
}
