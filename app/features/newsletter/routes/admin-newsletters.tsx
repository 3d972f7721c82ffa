import { EditLink, ItemTable, ListPage } from "~/features/admin/components/list-page";
import { CellBadge } from "~/features/admin/components/status-badge";
import { requireEditor } from "~/features/admin/http.server";
import { listNav } from "~/features/admin/list-nav";
import { adminPageMeta } from "~/features/admin/meta";
import { issuePage, subscriberCounts } from "~/features/newsletter/issues.server";
import {
  newsletterAdminText,
  type NewsletterAdminMessages,
} from "~/features/newsletter/text/newsletter-admin";
import { messagesFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { formatDateTime } from "~/shared/lib/dates";
import { pageParam } from "~/shared/lib/pagination";
import { formatNumber } from "~/shared/lib/price";
import type { Route } from "./+types/admin-newsletters";

/** /admin/newsletters: the subscribers counted, and the newsletters, newest first (`?page=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireEditor(context, request);
  const { searchParams } = new URL(request.url);
  const { page, rows } = await issuePage(context.db, pageParam(searchParams.get("page")));
  return {
    text: messagesFor(context.locale, newsletterAdminText),
    subscribers: await subscriberCounts(context.db),
    total: page.total,
    issues: rows.map((row) => {
      const moment = row.status === "sent" ? row.finishedAt : row.status === "draft" ? null : row.sendAt;
      return {
        id: row.id,
        subject: row.subject,
        status: row.status,
        when: formatDateTime(moment ?? row.updatedAt),
        recipients:
          row.recipients === null ? "—" : `${formatNumber(row.sent)} / ${formatNumber(row.recipients)}`,
      };
    }),
    nav: listNav(page, searchParams, context.locale),
    siteUrl: context.env.SITE_URL,
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta<NewsletterAdminMessages>(matches, data, "/admin/newsletters", (t) => ({
    title: t("newsletterAdmin.title"),
    description: t("newsletterAdmin.description"),
  }));

export default function AdminNewsletters({ loaderData }: Route.ComponentProps) {
  const t = useText<NewsletterAdminMessages>();
  const { subscribers, total, issues, nav } = loaderData;
  const figures = [
    { label: t("newsletterAdmin.subscribers"), value: subscribers.confirmed },
    { label: t("newsletterAdmin.pendingSubscribers"), value: subscribers.pending },
    { label: t("newsletterAdmin.unsubscribed"), value: subscribers.unsubscribed },
  ];
  return (
    <ListPage
      title={t("newsletterAdmin.title")}
      intro={t("newsletterAdmin.description")}
      create={{ to: "/admin/newsletters/new", label: t("newsletterAdmin.new") }}
      filters={
        <dl className="mt-6 grid grid-cols-3 gap-3">
          {figures.map((figure) => (
            <div key={figure.label} className="card p-3 sm:p-4">
              <dt className="text-xs font-semibold text-muted sm:text-sm">{figure.label}</dt>
              <dd className="text-2xl font-extrabold tabular-nums">{formatNumber(figure.value)}</dd>
            </div>
          ))}
        </dl>
      }
      count={t("newsletterAdmin.count", { count: total })}
      empty={t("newsletterAdmin.empty")}
      nav={nav}
    >
      {issues.length ? (
        <ItemTable
          rows={issues}
          columns={[
            {
              header: t("newsletterAdmin.subject"),
              cell: (issue) => (
                <EditLink
                  to={`/admin/newsletters/${issue.id}`}
                  label={t("newsletterAdmin.edit", { subject: issue.subject })}
                >
                  {issue.subject}
                </EditLink>
              ),
            },
            {
              header: t("newsletterAdmin.status"),
              cell: (issue) => (
                <CellBadge
                  words="newsletterAdmin.status"
                  status={issue.status}
                  label={t(`newsletterAdmin.status.${issue.status}`)}
                />
              ),
            },
            { header: t("newsletterAdmin.when"), cell: (issue) => issue.when, hide: "sm", muted: true },
            { header: t("newsletterAdmin.recipients"), cell: (issue) => issue.recipients, hide: "sm" },
          ]}
        />
      ) : null}
    </ListPage>
  );
}
