import { auditActors, auditEntityTypes, auditPage } from "~/features/admin/audit.server";
import { AuditEntries } from "~/features/admin/components/audit-entries";
import { ListFilters, ListPage } from "~/features/admin/components/list-page";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { adminText, type AdminMessages } from "~/features/admin/text/admin";
import { textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { pageParam } from "~/shared/lib/pagination";
import type { Route } from "./+types/admin-audit";

/** /admin/audit: the whole log, newest first; `?entity=brand`, `?actor=<user id>`, `?page=`. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const t = textFor(adminText, context.locale);
  const entityType = auditEntityTypes.find((type) => type === searchParams.get("entity"));
  const actors = await auditActors(context.db);
  const actorId = actors.find((actor) => actor.id === searchParams.get("actor"))?.id;
  const { page, entries } = await auditPage(
    context.db,
    { entityType, actorId, page: pageParam(searchParams.get("page")) },
    context.locale,
  );
  return {
    filters: { entity: entityType ?? "", actor: actorId ?? "" },
    entityTypes: auditEntityTypes.map((type) => ({ value: type, label: t(`admin.entity.${type}`) })),
    actors: actors.map((actor) => ({ value: actor.id, label: actor.name })),
    total: page.total,
    entries,
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta(matches, data, "/admin/audit", (t) => ({
    title: t("admin.audit.title"),
    description: t("admin.audit.description"),
  }));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const t = useText<AdminMessages>();
  const { filters, entityTypes, actors, total, entries, nav } = loaderData;
  return (
    <ListPage
      title={t("admin.audit.title")}
      intro={t("admin.audit.description")}
      filters={
        <ListFilters
          form="audit"
          fields={[
            {
              name: "entity",
              label: t("admin.audit.entity"),
              options: entityTypes,
              placeholder: t("admin.audit.all"),
            },
            {
              name: "actor",
              label: t("admin.audit.actor"),
              options: actors,
              placeholder: t("admin.audit.all"),
            },
          ]}
          values={filters}
          columns="sm:grid-cols-[1fr_1fr_auto]"
        />
      }
      count={t("admin.audit.count", { count: total })}
      empty={t("admin.audit.empty")}
      nav={nav}
    >
      {entries.length ? <AuditEntries entries={entries} showItem /> : null}
    </ListPage>
  );
}
