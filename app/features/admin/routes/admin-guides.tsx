import { ArticleList } from "~/features/admin/components/article-list";
import { articleListQuery } from "~/features/admin/articles.server";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { guideAdminPage, guideSectionChoices } from "~/features/admin/guides.server";
import type { AdminMessages } from "~/features/admin/text/admin";
import { useText } from "~/shared/i18n/use-text";
import type { Route } from "./+types/admin-guides";

/** /admin/guides: every practical-guide article; `?q=` part of the title, `?group=<section id>`, `?status=`, `?sort=`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const groups = await guideSectionChoices(context.db);
  const { query, filters } = articleListQuery(searchParams, groups);
  const { page, articles } = await guideAdminPage(context.db, { ...query, sectionId: query.groupId });
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
  adminPageMeta(matches, data, "/admin/guides", (t) => ({
    title: t("admin.guides.title"),
    description: t("admin.guides.description"),
  }));

export default function AdminGuides({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  return (
    <ArticleList
      kind="guides"
      words={{
        title: t("admin.guides.title"),
        create: t("admin.guides.new"),
        group: t("admin.guides.section"),
        allGroups: t("admin.guides.allSections"),
        count: t("admin.guides.count", { count: loaderData.total }),
        empty: t("admin.guides.empty"),
      }}
      {...loaderData}
    />
  );
}
