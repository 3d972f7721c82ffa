import { ArticleList } from "~/features/admin/components/article-list";
import { articleListQuery } from "~/features/admin/articles.server";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { newsAdminPage, newsCategoryChoices } from "~/features/admin/news.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-news";

/** /admin/news: every news article; `?q=` part of the title, `?group=<category id>`, `?status=`, `?sort=`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const groups = await newsCategoryChoices(context.db);
  const { query, filters } = articleListQuery(searchParams, groups);
  const { page, articles } = await newsAdminPage(context.db, { ...query, categoryId: query.groupId });
  return {
    filters,
    groups,
    total: page.total,
    articles,
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/news", (t) => ({
    title: t("admin.news.title"),
    description: t("admin.news.description"),
  }));

export default function AdminNews({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ArticleList
      kind="news"
      words={{
        title: t("admin.news.title"),
        create: t("admin.news.new"),
        group: t("admin.news.category"),
        allGroups: t("admin.news.allCategories"),
        count: t("admin.news.count", { count: loaderData.total }),
        empty: t("admin.news.empty"),
      }}
      {...loaderData}
    />
  );
}
