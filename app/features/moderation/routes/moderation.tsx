import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { ReviewQueueList } from "~/features/reviews/components/islands";
import { moderateReview } from "~/features/reviews/review-pages.server";
import { requireStaff } from "~/shared/auth/auth.server";
import { MODERATOR_ROLES } from "~/shared/auth/roles";
import { Field } from "~/shared/forms/fields";
import { readValues } from "~/shared/forms/form-data";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import { IconTitle } from "~/shared/ui/icon-title";
import { Pagination } from "~/shared/ui/pagination";
import { pageMeta } from "~/shared/lib/meta";
import { pageParam } from "~/shared/lib/pagination";
import type { ModerationMessages } from "~/features/moderation/text/moderation";
import { metaText, type Translate } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import {
  decideListing,
  decisionFields,
  decisionSchema,
  isReviewIntent,
  moderationTab,
  moderationView,
  type ModerationPageData,
  type ModerationResult,
} from "~/features/moderation/moderation-page.server";
import type { Route } from "./+types/moderation";

/** The queue page: the tab asked for (`?tab=reports` or `?tab=reviews`, else pending listings), one page of it. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context.auth, request, context.locale, MODERATOR_ROLES);
  const { searchParams } = new URL(request.url);
  return moderationView(context.db, {
    tab: moderationTab(searchParams.get("tab")),
    page: pageParam(searchParams.get("page")),
    siteUrl: context.env.SITE_URL,
    locale: context.locale,
  });
}

/** Approve, decline (with a reason), dismiss a report, take a reported listing down, or decide on a review. */
export async function action({ request, context }: Route.ActionArgs) {
  const moderator = await requireStaff(context.auth, request, context.locale, MODERATOR_ROLES);
  const form = await request.formData();
  const parsed = decisionSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) throw data("Unknown form", { status: 400 });
  const { intent, id } = parsed.data;
  const typed = readValues(form, decisionFields);
  const result: ModerationResult = isReviewIntent(intent)
    ? await moderateReview(context, moderator.id, { intent, id, reason: typed.reason }, context.locale)
    : await decideListing(
        { db: context.db, mailer: context.mailer, env: context.env, log: context.log },
        { intent, id, moderatorId: moderator.id, typed, locale: context.locale },
      );
  return data<ModerationResult>(result, { status: result.status === "invalid" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ data, matches }) => [
  ...(data
    ? pageMeta({
        title: metaText<ModerationMessages>(matches)("moderation.title"),
        description: metaText<ModerationMessages>(matches)("moderation.description"),
        siteUrl: data.siteUrl,
        path: "/moderation",
      })
    : []),
  { name: "robots", content: "noindex" },
];

type T = Translate<ModerationMessages>;
type Invalid = Extract<ModerationResult, { status: "invalid" }>;

/** The intent and id of the decision being sent right now, if any. */
function useBusy(): string | undefined {
  const navigation = useNavigation();
  const form = usePending() ? navigation.formData : undefined;
  return form ? `${String(form.get("intent"))}-${String(form.get("id"))}` : undefined;
}

/** Decline (a pending listing) or take down (a reported one): a reason from the list and words to the seller. */
function ReasonForm({
  t,
  formId,
  intent,
  id,
  reasons,
  summary,
  submit,
  invalid,
  busy,
}: {
  t: T;
  formId: string;
  intent: "decline" | "take-down";
  id: number;
  reasons: ModerationPageData["reasons"];
  summary: string;
  submit: string;
  invalid: Invalid | undefined;
  busy: boolean;
}) {
  const mine = invalid?.form === formId ? invalid : undefined;
  return (
    <details open={mine !== undefined} className="group rounded-xl border border-line bg-surface">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold hover:bg-raised [&::-webkit-details-marker]:hidden">
        {summary}
        <Icon name="chevron-down" className="size-4 transition group-open:rotate-180" />
      </summary>
      <Form method="post" noValidate className="space-y-4 border-t border-line p-4">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="id" value={id} />
        <input type="hidden" name="form" value={formId} />
        <Field id={`${formId}-reason`} label={t("moderation.reason")} error={mine?.errors.reason}>
          {(aria) => (
            <select
              id={`${formId}-reason`}
              name="reason"
              required
              defaultValue={mine?.values.reason ?? ""}
              className="field-input py-2.5"
              {...aria}
            >
              <option value="">{t("moderation.chooseReason")}</option>
              {reasons.map((reason) => (
                <option key={reason.value} value={reason.value}>
                  {reason.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${formId}-note`}
          label={t("moderation.note")}
          hint={t("moderation.noteHint")}
          error={mine?.errors.note}
        >
          {(aria) => (
            <textarea
              id={`${formId}-note`}
              name="note"
              rows={3}
              maxLength={500}
              defaultValue={mine?.values.note}
              className="field-input resize-y"
              {...aria}
            />
          )}
        </Field>
        <button type="submit" className="btn-danger w-full" disabled={busy}>
          {busy ? t("moderation.working") : submit}
        </button>
      </Form>
    </details>
  );
}

/** What an item of either queue needs besides itself: the reasons to choose from, the last invalid answer, the busy form. */
type QueueProps = {
  t: T;
  reasons: ModerationPageData["reasons"];
  invalid: Invalid | undefined;
  busy: string | undefined;
};

/** A one-click decision on an item (approve, dismiss): a form of its own, its button busy while it is sent. */
function DecisionButton({
  t,
  intent,
  id,
  label,
  icon,
  busy,
  className,
}: {
  t: T;
  intent: "approve" | "dismiss";
  id: number;
  label: string;
  icon?: IconName;
  busy: boolean;
  className: string;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" className={className} disabled={busy}>
        {icon ? <Icon name={icon} className="size-4" /> : null}
        {busy ? t("moderation.working") : label}
      </button>
    </Form>
  );
}

function PendingItem({
  t,
  listing,
  reasons,
  invalid,
  busy,
}: QueueProps & { listing: ModerationPageData["pending"][number] }) {
  const heading = `pending-${listing.id}`;
  return (
    <article aria-labelledby={heading} className="card overflow-hidden">
      <div className="grid lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 p-4 sm:p-6">
          {listing.photos.length ? (
            <ul className="-mx-1 flex snap-x gap-2 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]">
              {listing.photos.map((photo) => (
                <li key={photo.src + photo.alt} className="w-64 max-w-[80%] shrink-0 snap-start">
                  {/* Each photo opens on its own, large: a moderator checks the details (and the strip
                      scrolls by keyboard from link to link). */}
                  <a href={photo.src} target="_blank" rel="noopener" className="block rounded-xl">
                    <img
                      src={photo.src}
                      alt={photo.alt}
                      width={photo.width}
                      height={photo.height}
                      loading="lazy"
                      className="aspect-[16/9] w-full rounded-xl bg-gradient-to-b from-raised to-surface object-contain"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span className="inline-flex items-center gap-1">
              <Icon name="clock" className="size-4" />
              {listing.submitted}
            </span>
            <span className="inline-flex items-center gap-1">
              <Icon name="camera" className="size-4" />
              {listing.photoCount}
            </span>
          </p>
          <h2 id={heading} className="mt-2 text-2xl font-extrabold tracking-tight">
            {listing.car}
          </h2>
          <p className="text-muted">{listing.title}</p>
          <p className="mt-2 flex flex-wrap items-baseline gap-x-2 text-2xl font-extrabold text-accent-700 dark:text-accent-300">
            {listing.priceText}
            {listing.negotiable ? (
              <span className="text-sm font-semibold text-muted">{listing.negotiable}</span>
            ) : null}
          </p>
          <dl className="mt-4 grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-3">
            {listing.facts.map((fact) => (
              <div key={fact.label} className="min-w-0">
                <dt className="text-sm text-muted">{fact.label}</dt>
                <dd className="font-semibold break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 leading-7 break-words whitespace-pre-line">{listing.description}</p>
        </div>
        <div className="space-y-4 border-t border-line bg-raised/60 p-4 sm:p-6 lg:border-t-0 lg:border-l">
          <div className="text-sm">
            <p className="text-base font-bold">{listing.seller.name}</p>
            <p className="text-muted">{listing.seller.type}</p>
            <p className="mt-2">
              <a
                href={`tel:${listing.seller.phone}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-link"
              >
                <Icon name="phone" className="size-4" />
                {listing.seller.phone}
              </a>
            </p>
            <p className="text-muted">{listing.seller.whatsapp}</p>
            <p className="mt-2 break-words text-muted">{listing.account}</p>
          </div>
          <DecisionButton
            t={t}
            intent="approve"
            id={listing.id}
            label={t("moderation.approve")}
            icon="check"
            busy={busy === `approve-${listing.id}`}
            className="btn-primary w-full"
          />
          <ReasonForm
            t={t}
            formId={`decline-${listing.id}`}
            intent="decline"
            id={listing.id}
            reasons={reasons}
            summary={t("moderation.declineOpen")}
            submit={t("moderation.decline")}
            invalid={invalid}
            busy={busy === `decline-${listing.id}`}
          />
        </div>
      </div>
    </article>
  );
}

function ReportItem({
  t,
  report,
  reasons,
  invalid,
  busy,
}: QueueProps & { report: ModerationPageData["reports"][number] }) {
  const heading = `report-${report.id}`;
  return (
    <article aria-labelledby={heading} className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-danger/10 px-3 py-1 text-sm font-bold text-danger">
            <Icon name="triangle-alert" className="size-4" />
            {report.reason}
          </p>
          <h2 id={heading} className="mt-2 text-xl font-bold">
            {report.path ? (
              <Link to={report.path} className="text-link underline-offset-2 hover:underline">
                {report.car}
              </Link>
            ) : (
              report.car
            )}
          </h2>
          <p className="text-sm text-muted">{report.title}</p>
        </div>
        <p className="rounded-full bg-raised px-3 py-1 text-sm font-semibold">{report.count}</p>
      </div>
      <blockquote className="mt-4 rounded-xl border-l-4 border-accent-500 bg-raised/60 px-4 py-3 leading-7 break-words whitespace-pre-line">
        {report.details}
      </blockquote>
      <p className="mt-3 text-sm text-muted">
        {[report.reported, report.reporter, report.status].join(" · ")}
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-[auto_1fr] sm:items-start">
        <DecisionButton
          t={t}
          intent="dismiss"
          id={report.id}
          label={t("moderation.dismiss")}
          busy={busy === `dismiss-${report.id}`}
          className="btn-ghost w-full sm:w-auto"
        />
        <ReasonForm
          t={t}
          formId={`take-down-${report.id}`}
          intent="take-down"
          id={report.listingId}
          reasons={reasons}
          summary={t("moderation.takeDownOpen")}
          submit={t("moderation.takeDown")}
          invalid={invalid}
          busy={busy === `take-down-${report.listingId}`}
        />
      </div>
    </article>
  );
}

/** /moderation (editors and administrators): listings waiting for a check, open reports, driver reviews. */
export default function Moderation({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<ModerationMessages>();
  const busy = useBusy();
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (actionData) notice.current?.focus();
  }, [actionData]);
  const empty = page.tab === "pending" ? page.pending.length === 0 : page.reports.length === 0;
  return (
    <div className="container-page py-8 sm:py-12">
      <header className="max-w-3xl">
        <IconTitle icon="shield-check" title={t("moderation.title")} intro={t("moderation.intro")} />
      </header>

      <nav aria-label={t("moderation.sections")} className="mt-6 border-b border-line">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {page.tabs.map((tab) => (
            <li key={tab.id} className="shrink-0">
              <Link
                to={tab.href}
                aria-current={tab.current ? "page" : undefined}
                className={`inline-flex min-h-12 items-center gap-2 border-b-2 px-2.5 text-sm font-semibold sm:px-4 sm:text-base ${
                  tab.current ? "border-accent-600 text-ink" : "border-transparent text-muted hover:text-ink"
                }`}
              >
                {tab.label}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                    tab.current ? "bg-accent-600 text-white" : "bg-raised text-ink"
                  }`}
                >
                  {tab.count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {actionData ? (
        <div
          ref={notice}
          tabIndex={-1}
          role={actionData.status === "invalid" ? "alert" : "status"}
          className={`mt-6 flex gap-3 rounded-xl px-4 py-3 font-medium ${
            actionData.status === "done"
              ? "bg-ok/10"
              : actionData.status === "invalid"
                ? "bg-danger/10 text-danger"
                : "bg-sun/15"
          }`}
        >
          <Icon
            name={actionData.status === "done" ? "circle-check" : "circle-alert"}
            className={`mt-0.5 size-5 shrink-0 ${actionData.status === "done" ? "text-ok" : ""}`}
          />
          {actionData.message}
        </div>
      ) : null}

      {page.reviewQueue ? (
        <ReviewQueueList
          queue={page.reviewQueue}
          invalid={invalid}
          busy={busy}
          working={t("moderation.working")}
          emptyText={t("moderation.emptyText")}
        />
      ) : empty ? (
        <div className="card mt-6 p-8 text-center">
          <Icon name="circle-check" className="mx-auto size-10 text-ok" />
          <h2 className="mt-3 text-xl font-bold">
            {t(page.tab === "pending" ? "moderation.emptyPending" : "moderation.emptyReports")}
          </h2>
          <p className="mt-1 text-muted">{t("moderation.emptyText")}</p>
        </div>
      ) : (
        <div className="mt-6 space-y-6">
          {page.pending.map((listing) => (
            <PendingItem
              key={listing.id}
              t={t}
              listing={listing}
              reasons={page.reasons}
              invalid={invalid}
              busy={busy}
            />
          ))}
          {page.reports.map((report) => (
            <ReportItem
              key={report.id}
              t={t}
              report={report}
              reasons={page.reasons}
              invalid={invalid}
              busy={busy}
            />
          ))}
        </div>
      )}
      <Pagination nav={page.pagination} />
    </div>
  );
}
