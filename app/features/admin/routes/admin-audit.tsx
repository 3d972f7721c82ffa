import { Form } from "react-router";
import { auditActors, auditEntityTypes, auditPage } from "~/features/admin/audit.server";
import { AuditEntries } from "~/features/admin/components/item-parts";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { adminText, type AdminMessages } from "~/features/admin/text/admin";
import { SelectField } from "~/shared/forms/controls";
import { textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { pageParam } from "~/shared/lib/pagination";
import { Icon } from "~/shared/ui/icon";
import { Pagination } from "~/shared/ui/pagination";
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
    <>
      <h1 className="text-3xl font-extrabold tracking-tight">{t("admin.audit.title")}</h1>
      <p className="mt-2 text-muted">{t("admin.audit.description")}</p>
      <Form method="get" className="card mt-6 grid items-end gap-4 p-4 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          id="audit-entity"
          name="entity"
          label={t("admin.audit.entity")}
          defaultValue={filters.entity}
          placeholder={t("admin.audit.all")}
          options={entityTypes}
        />
        <SelectField
          id="audit-actor"
          name="actor"
          label={t("admin.audit.actor")}
          defaultValue={filters.actor}
          placeholder={t("admin.audit.all")}
          options={actors}
        />
        <button type="submit" className="btn-ghost">
          <Icon name="sliders-horizontal" className="size-4" />
          {t("admin.audit.apply")}
        </button>
      </Form>
      <p className="mt-6 mb-3 text-sm font-semibold text-muted" role="status">
        {t("admin.audit.count", { count: total })}
      </p>
      {entries.length ? (
        <AuditEntries entries={entries} showItem />
      ) : (
        <p className="card p-6 text-muted">{t("admin.audit.empty")}</p>
      )}
      <Pagination nav={nav} />
    </>
  );
}
