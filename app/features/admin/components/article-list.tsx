/** A list of news or guide articles: search, category or section, status, order; a row per article. */
import { ArticleStatusBadge } from "~/features/admin/components/article-status";
import { statusOptions } from "~/features/admin/components/article-fields";
import type { Options } from "~/features/admin/kinds";
import { EditLink, ItemTable, ListFilters, ListPage } from "~/features/admin/components/list-page";
import type { AdminMessages } from "~/features/admin/text/admin";
import type { ArticleRowView } from "~/features/admin/view";
import type { FormValues } from "~/shared/forms/form-data";
import { useText } from "~/shared/i18n/use-text";
import type { PageNav } from "~/shared/lib/pagination";

export function ArticleList({
  kind,
  words,
  groups,
  filters,
  articles,
  nav,
}: {
  /** Where the kind's pages are: /admin/news or /admin/guides. */
  kind: "news" | "guides";
  words: { title: string; create: string; group: string; allGroups: string; count: string; empty: string };
  groups: Options;
  filters: FormValues<"q" | "group" | "status" | "sort">;
  articles: ArticleRowView[];
  nav: PageNav | null;
}) {
  const t = useText<AdminMessages>();
  return (
    <ListPage
      title={words.title}
      create={{ to: `/admin/${kind}/new`, label: words.create }}
      filters={
        <ListFilters
          form={kind}
          fields={[
            { name: "q", label: t("admin.article.search"), type: "search" },
            { name: "group", label: words.group, options: groups, placeholder: words.allGroups },
            {
              name: "status",
              label: t("admin.article.status"),
              options: statusOptions(t),
              placeholder: t("admin.article.allStatuses"),
            },
            {
              name: "sort",
              label: t("admin.brands.sort"),
              options: [
                { value: "newest", label: t("admin.article.sort.newest") },
                { value: "title", label: t("admin.article.sort.title") },
                { value: "changed", label: t("admin.article.sort.changed") },
              ],
            },
          ]}
          values={filters}
          columns="sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_9rem_12rem_auto]"
        />
      }
      count={words.count}
      empty={words.empty}
      nav={nav}
    >
      {articles.length ? (
        <ItemTable
          rows={articles}
          columns={[
            {
              header: t("admin.article.titleLabel"),
              cell: (article) => (
                <EditLink
                  to={`/admin/${kind}/${article.id}`}
                  label={t("admin.brands.edit", { name: article.title })}
                >
                  {article.title}
                </EditLink>
              ),
            },
            { header: words.group, cell: (article) => article.group, hide: "sm", muted: true },
            {
              header: t("admin.article.status"),
              cell: (article) => <ArticleStatusBadge status={article.status} />,
            },
            {
              header: t("admin.article.published"),
              cell: (article) => article.when,
              hide: "md",
              muted: true,
            },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
