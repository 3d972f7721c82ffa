import type { ReactNode } from "react";
import { data, Form, Link, redirect } from "react-router";
import { fieldName } from "~/features/admin/audit.server";
import { canApply } from "~/features/admin/catalogue-csv";
import { applyImport, IMPORT_APPLY_HOURS, importForView } from "~/features/admin/catalogue-csv.server";
import { ItemHeader } from "~/features/admin/components/item-parts";
import { requireEditor } from "~/features/admin/http.server";
import { adminCsvText, type AdminCsvMessages } from "~/features/admin/text/csv";
import { loadedPageMeta } from "~/features/admin/loaded-meta";
import { FormError, FormNotice } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { notFound } from "~/shared/http/route-params";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { formatDateTime } from "~/shared/lib/dates";
import { formatNumber } from "~/shared/lib/price";
import { Icon } from "~/shared/ui/icon";
import type { Route } from "./+types/admin-versions-import-check";

/** Rows listed per kind on the page (every count is given). */
const SHOWN = 500;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const checkPath = (id: string) => `/admin/versions/import/${id}`;

/** The editor and their dry run named by the address, or a 404 (someone else's, unknown, malformed). */
async function staffImport(context: Route.LoaderArgs["context"], request: Request, id: string | undefined) {
  const editor = await requireEditor(context, request);
  const found = id && UUID.test(id) ? await importForView(context.db, id, editor.id) : undefined;
  if (!found) notFound(request, context.locale);
  return { editor, found };
}

/**
 * /admin/versions/import/:id: a file's dry run, as kept when it was checked: counts, the versions to add and
 * to change (field by field, old → new), those unchanged, every error with its line and column; Apply
 * when there is no error and something to do; once applied, when and what.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { found } = await staffImport(context, request, params.id);
  const { locale } = context;
  const t = textFor(adminCsvText, locale);
  const { plan } = found;
  const more = (count: number) => (count > SHOWN ? t("admin.csv.more", { count: count - SHOWN }) : null);
  return {
    id: found.id,
    title: t("admin.csv.dryTitle", { file: found.fileName }),
    description: t("admin.csv.dryDescription"),
    checked: t("admin.csv.checked", {
      rows: formatNumber(plan.rows),
      at: formatDateTime(found.createdAt),
    }),
    counts: (
      [
        ["added", plan.added.length],
        ["changed", plan.changed.length],
        ["unchanged", plan.unchanged.length],
        ["errors", plan.errorCount],
      ] as const
    ).map(([kind, count]) => ({
      kind,
      count,
      label: t(`admin.csv.count.${kind}`, { count: formatNumber(count) }),
    })),
    errors: plan.errors,
    moreErrors:
      plan.errorCount > plan.errors.length
        ? t("admin.csv.more", { count: plan.errorCount - plan.errors.length })
        : null,
    added: plan.added.slice(0, SHOWN).map(({ line, label }) => ({ line, label })),
    moreAdded: more(plan.added.length),
    changed: plan.changed.slice(0, SHOWN).map(({ line, id, label, changes }) => ({
      line,
      id,
      label,
      changes: changes.map((change) => ({ ...change, field: fieldName(change.field, locale) })),
    })),
    moreChanged: more(plan.changed.length),
    unchanged: plan.unchanged.slice(0, SHOWN),
    moreUnchanged: more(plan.unchanged.length),
    apply:
      canApply(plan) && !found.appliedAt
        ? t("admin.csv.apply", { count: formatNumber(plan.added.length + plan.changed.length) })
        : null,
    notice: found.appliedAt
      ? t("admin.csv.applied", {
          at: formatDateTime(found.appliedAt),
          added: formatNumber(plan.added.length),
          changed: formatNumber(plan.changed.length),
        })
      : plan.errorCount
        ? null
        : canApply(plan)
          ? null
          : t("admin.csv.noChange"),
    blocked: plan.errorCount && !found.appliedAt ? t("admin.csv.hasErrors") : null,
    text: messagesFor(locale, adminCsvText),
    siteUrl: context.env.SITE_URL,
  };
}

/** Applies the dry run (see `applyImport`): its page again once done, or why not (409 when the catalogue moved). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { editor, found } = await staffImport(context, request, params.id);
  await request.formData();
  const t = textFor(adminCsvText, context.locale);
  const result = await applyImport(context.db, found.id, editor.id);
  switch (result.status) {
    case "applied":
    case "alreadyApplied":
      throw redirect(checkPath(found.id));
    case "gone":
      return notFound(request, context.locale);
    case "stale":
      return data({ error: t("admin.csv.stale", { count: result.count }) }, 409);
    case "expired":
      return data({ error: t("admin.csv.expired", { hours: IMPORT_APPLY_HOURS }) }, 410);
    case "notApplicable":
      return data({ error: t(found.plan.errorCount ? "admin.csv.hasErrors" : "admin.csv.noChange") }, 400);
  }
}

export const meta: Route.MetaFunction = ({ data }) => loadedPageMeta(data, (page) => checkPath(page.id));

/** One part of the result: a heading and its list (or table), with "and N more" under it. */
function Part({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {title}
      </h2>
      {children}
      {more ? <p className="mt-2 text-sm text-muted">{more}</p> : null}
    </section>
  );
}

const countTone: Record<string, string> = {
  added: "text-ok",
  changed: "text-link",
  unchanged: "text-muted",
  errors: "text-danger",
};

export default function AdminVersionsImportCheck({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<AdminCsvMessages>();
  const pending = usePending();
  const page = loaderData;
  return (
    <>
      <ItemHeader
        back={{ to: "/admin/versions/import", label: t("admin.csv.again") }}
        title={page.title}
        links={[{ to: "/admin/versions", label: t("admin.csv.back") }]}
      />
      <div className="grid gap-8">
        <div className="grid gap-4">
          <p className="text-muted">{page.checked}</p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={page.description}>
            {page.counts.map((count) => (
              <li
                key={count.kind}
                className={`card p-4 text-lg font-bold ${count.count ? countTone[count.kind] : "text-muted"}`}
              >
                {count.label}
              </li>
            ))}
          </ul>
          {page.notice ? <FormNotice>{page.notice}</FormNotice> : null}
          {page.blocked ? <FormError message={page.blocked} /> : null}
          <FormError message={actionData?.error} />
          {page.apply ? (
            <Form method="post" className="card grid gap-3 p-4 sm:p-6">
              <p className="text-sm text-muted">{t("admin.csv.applyHint")}</p>
              <div>
                <button type="submit" className="btn-primary" disabled={pending}>
                  <Icon name="check" className="size-4" />
                  {page.apply}
                </button>
              </div>
            </Form>
          ) : null}
        </div>

        {page.errors.length ? (
          <Part id="import-errors" title={t("admin.csv.errors")} more={page.moreErrors}>
            <div className="card overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-line text-muted">
                  <tr>
                    {(["lineHeader", "column", "message"] as const).map((header) => (
                      <th key={header} scope="col" className="px-4 py-3 font-semibold">
                        {t(`admin.csv.${header}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {page.errors.map((error, index) => (
                    <tr key={index} className="border-b border-line last:border-0">
                      <td className="px-4 py-3 tabular-nums">{error.line}</td>
                      <td className="px-4 py-3 font-mono text-xs break-all">{error.column}</td>
                      <td className="px-4 py-3">{error.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Part>
        ) : null}

        {page.changed.length ? (
          <Part id="import-changed" title={t("admin.csv.changed")} more={page.moreChanged}>
            <ul className="grid gap-3">
              {page.changed.map((row) => (
                <li key={row.id} className="card p-4">
                  <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
                    <Link
                      to={`/admin/versions/${row.id}`}
                      className="font-semibold text-link underline-offset-2 hover:underline"
                    >
                      {row.label}
                    </Link>
                    <span className="text-sm text-muted">{t("admin.csv.line", { line: row.line })}</span>
                  </p>
                  <dl className="mt-2 grid gap-1 text-sm">
                    {row.changes.map((change) => (
                      <div key={change.field} className="flex flex-wrap gap-x-2">
                        <dt className="font-medium">{change.field}:</dt>
                        <dd className="break-all">
                          <del className="text-muted">{change.before || "—"}</del> →{" "}
                          <ins className="font-semibold no-underline">{change.after || "—"}</ins>
                        </dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          </Part>
        ) : null}

        {page.added.length ? (
          <Part id="import-added" title={t("admin.csv.added")} more={page.moreAdded}>
            <ul className="card divide-y divide-line text-sm">
              {page.added.map((row) => (
                <li key={row.line} className="flex flex-wrap justify-between gap-x-3 px-4 py-3">
                  <span className="font-semibold">{row.label}</span>
                  <span className="text-muted">{t("admin.csv.line", { line: row.line })}</span>
                </li>
              ))}
            </ul>
          </Part>
        ) : null}

        {page.unchanged.length ? (
          <Part id="import-unchanged" title={t("admin.csv.unchanged")} more={page.moreUnchanged}>
            <details className="card p-4 text-sm">
              <summary className="cursor-pointer font-semibold">
                {page.counts.find((count) => count.kind === "unchanged")?.label}
              </summary>
              <ul className="mt-3 grid gap-1 sm:grid-cols-2">
                {page.unchanged.map((row) => (
                  <li key={row.id}>
                    {row.label}{" "}
                    <span className="text-muted">({t("admin.csv.line", { line: row.line })})</span>
                  </li>
                ))}
              </ul>
            </details>
          </Part>
        ) : null}
      </div>
    </>
  );
}
