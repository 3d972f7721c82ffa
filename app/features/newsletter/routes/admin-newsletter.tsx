import { data, Form, redirect } from "react-router";
import { Control, type FieldSpec } from "~/features/admin/components/control";
import { ItemHeader } from "~/features/admin/components/item-parts";
import { CellBadge } from "~/features/admin/components/status-badge";
import { kigaliTimeInput, parseKigaliTime } from "~/features/admin/form-rules";
import { requireEditor } from "~/features/admin/http.server";
import { adminPageMeta } from "~/features/admin/meta";
import {
  doneShare,
  issueFields,
  issueIntent,
  issueSchema,
  ISSUE_LIMITS,
  LATEST_NEWS,
  sendMoment,
  withLatestNews,
  type IssueField,
} from "~/features/newsletter/issue";
import { listNews } from "~/features/news/news.server";
import {
  createIssue,
  findIssue,
  issueState,
  saveIssue,
  subscriberCounts,
  unscheduleIssue,
  type FoundIssue,
} from "~/features/newsletter/issues.server";
import { issueBody, issueMail } from "~/features/newsletter/sending.server";
import {
  newsletterAdminText,
  type NewsletterAdminMessages,
} from "~/features/newsletter/text/newsletter-admin";
import { invalid, parseForm, readValues, type FormValues, type Invalid } from "~/shared/forms/form-data";
import { FormMessage, FormNotice } from "~/shared/forms/form-message";
import { usePending } from "~/shared/forms/use-pending";
import { notFound, numericParam } from "~/shared/http/route-params";
import { messagesFor, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { formatDateTime } from "~/shared/lib/dates";
import { formatNumber } from "~/shared/lib/price";
import { renderMailMarkdown } from "~/shared/server/markdown.server";
import type { Route } from "./+types/admin-newsletter";

/** What a newsletter's page says after a redirect (`?done=`). */
const DONE = ["created", "saved", "scheduled", "unscheduled"] as const;
type Done = (typeof DONE)[number];

/** The form sent back: refused, or shown again with a preview of its text or a note (a test went out). */
type Answer = Invalid<IssueField> & { preview?: string; notice?: string };

const issuePath = (id: number, done?: Done) => `/admin/newsletters/${id}${done ? `?done=${done}` : ""}`;

/** The newsletter as its page shows it: its words, where it stands and what its sending has done. */
function issueView(issue: FoundIssue, siteUrl: string) {
  const when = (moment: Date | null) => (moment ? formatDateTime(moment) : null);
  return {
    id: issue.id,
    subject: issue.subject,
    status: issue.status,
    sendAt: when(issue.sendAt),
    startedAt: when(issue.startedAt),
    finishedAt: when(issue.finishedAt),
    author: issue.author,
    scheduler: issue.scheduler,
    recipients: issue.recipients,
    counts: issue.counts,
    lastError: issue.lastError,
    // Once it is no longer a draft the text is shown as the mail has it, not as a form.
    html: issue.status === "draft" ? null : renderMailMarkdown(issue.bodyMarkdown, siteUrl),
  };
}

/**
 * /admin/newsletters/new and /admin/newsletters/:id: a draft's form (save, preview, send oneself a test, send
 * or schedule it), or a scheduled or sent newsletter with its progress.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const editor = await requireEditor(context, request);
  const { locale, db, env } = context;
  const id = params.id === undefined ? undefined : numericParam(params.id, request, locale);
  const issue = id === undefined ? undefined : await findIssue(db, id);
  if (id !== undefined && !issue) notFound(request, locale);
  const doneParam = new URL(request.url).searchParams.get("done");
  const values: FormValues<IssueField> = {
    subject: issue?.subject ?? "",
    bodyMarkdown: issue?.bodyMarkdown ?? "",
    sendAt: issue?.sendAt ? kigaliTimeInput(issue.sendAt) : "",
    updatedAt: issue?.updatedAt.toISOString() ?? "",
  };
  return {
    text: messagesFor(locale, newsletterAdminText),
    issue: issue ? issueView(issue, env.SITE_URL) : null,
    values,
    done: DONE.find((done) => done === doneParam) ?? null,
    subscribers: (await subscriberCounts(db)).confirmed,
    canSend: editor.role === "admin",
    siteUrl: env.SITE_URL,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const editor = await requireEditor(context, request);
  const { locale, db, env } = context;
  const t = textFor(newsletterAdminText, locale);
  const id = params.id === undefined ? undefined : numericParam(params.id, request, locale);
  const form = await request.formData();
  if (id !== undefined && !(await issueState(db, id))) notFound(request, locale);
  const intent = issueIntent(form.get("intent")) ?? "save";
  const values = readValues(form, issueFields);
  const refuse = (status: number, formError: string, errors: Answer["errors"] = {}) =>
    data<Answer>(invalid(values, errors, formError), status);

  if (intent === "unschedule") {
    if (id === undefined) notFound(request, locale);
    const result = await unscheduleIssue(db, id);
    if (result === "saved") throw redirect(issuePath(id, "unscheduled"));
    return refuse(409, t("newsletterAdmin.error.started"));
  }
  if (intent === "preview")
    return data<Answer>({
      ok: false,
      values,
      errors: {},
      preview: renderMailMarkdown(values.bodyMarkdown.slice(0, ISSUE_LIMITS.bodyMarkdown), env.SITE_URL),
    });

  if (intent === "latest") {
    const latest = await listNews(db, { limit: LATEST_NEWS });
    return data<Answer>({
      ok: false,
      values: {
        ...values,
        bodyMarkdown: withLatestNews(values.bodyMarkdown, t("newsletterAdmin.latestHeading"), latest),
      },
      errors: {},
      notice: t(latest.length ? "newsletterAdmin.latestAdded" : "newsletterAdmin.noNews", {
        count: latest.length,
      }),
    });
  }

  const parsed = parseForm(issueSchema(t), values, issueFields);
  if (!parsed.ok) return refuse(400, t("newsletterAdmin.error.fix"), parsed.errors);
  const { updatedAt, ...input } = parsed.data;

  if (intent === "test") {
    try {
      await context.mailer.send(
        issueMail({
          subject: input.subject,
          body: issueBody(input.bodyMarkdown, env.SITE_URL),
          to: editor.email,
          siteUrl: env.SITE_URL,
          siteName: env.SITE_NAME,
          unsubscribeToken: null,
          t,
        }),
      );
    } catch (error) {
      context.log.error({ err: error }, "newsletter test not sent");
      return refuse(503, t("newsletterAdmin.error.mail"));
    }
    return data<Answer>({
      ok: false,
      values,
      errors: {},
      notice: t("newsletterAdmin.tested", { email: editor.email }),
    });
  }

  let schedule: { at: Date; actorId: string } | undefined;
  if (intent === "schedule") {
    // Sending reaches every subscriber: administrators only, checked here whatever the page showed.
    if (editor.role !== "admin") return refuse(403, t("newsletterAdmin.error.adminOnly"));
    if ((await subscriberCounts(db)).confirmed === 0)
      return refuse(400, t("newsletterAdmin.error.noSubscribers"));
    const at = sendMoment(input.sendAt, new Date());
    if (!(at instanceof Date))
      return refuse(400, t("newsletterAdmin.error.fix"), { sendAt: t(`newsletterAdmin.error.${at.error}`) });
    schedule = { at, actorId: editor.id };
  }
  const sendAt = input.sendAt ? (parseKigaliTime(input.sendAt) ?? null) : null;
  if (id === undefined) {
    const created = await createIssue(db, input, editor.id, { sendAt, schedule });
    throw redirect(issuePath(created, schedule ? "scheduled" : "created"));
  }
  switch (await saveIssue(db, id, input, updatedAt, { sendAt, schedule })) {
    case "saved":
      throw redirect(issuePath(id, schedule ? "scheduled" : "saved"));
    case "conflict": {
      const latest = await issueState(db, id);
      return data<Answer>(
        invalid(
          { ...values, updatedAt: latest?.updatedAt.toISOString() ?? values.updatedAt },
          {},
          t("newsletterAdmin.error.conflict"),
        ),
        409,
      );
    }
    case "locked":
      return refuse(409, t("newsletterAdmin.error.locked"));
    case "gone":
      return notFound(request, locale);
  }
}

export const meta: Route.MetaFunction = ({ data, matches }) =>
  adminPageMeta<NewsletterAdminMessages>(
    matches,
    data,
    data?.issue ? `/admin/newsletters/${data.issue.id}` : "/admin/newsletters/new",
    (t) => ({
      title: data?.issue
        ? t("newsletterAdmin.editTitle", { id: data.issue.id })
        : t("newsletterAdmin.newTitle"),
      description: t("newsletterAdmin.description"),
    }),
  );

type LoaderData = Route.ComponentProps["loaderData"];

/** A draft's form: its fields, and the buttons to save, preview, test and send it. */
function DraftForm({
  values,
  answer,
  subscribers,
  canSend,
}: {
  values: FormValues<IssueField>;
  answer: Answer | undefined;
  subscribers: number;
  canSend: boolean;
}) {
  const t = useText<NewsletterAdminMessages>();
  const pending = usePending();
  const shown = answer?.values ?? values;
  const errors = answer?.errors ?? {};
  const fields: (FieldSpec<Exclude<IssueField, "updatedAt">> & { narrow?: true })[] = [
    {
      name: "subject",
      label: t("newsletterAdmin.subject"),
      hint: t("newsletterAdmin.subjectHint"),
      required: true,
    },
    {
      name: "bodyMarkdown",
      label: t("newsletterAdmin.body"),
      hint: t("newsletterAdmin.bodyHint"),
      type: "textarea",
      rows: 14,
      required: true,
    },
    {
      name: "sendAt",
      label: t("newsletterAdmin.sendAt"),
      hint: t("newsletterAdmin.sendAtHint"),
      type: "datetime-local",
      narrow: true,
    },
  ];
  return (
    <Form method="post" noValidate className="card space-y-5 p-4 sm:p-6">
      {answer?.formError ? <FormMessage>{answer.formError}</FormMessage> : null}
      {answer?.notice ? <FormNotice>{answer.notice}</FormNotice> : null}
      <input type="hidden" name="updatedAt" value={shown.updatedAt} />
      {fields.map(({ narrow, ...field }) => {
        const control = (
          <Control
            key={field.name}
            form="newsletter"
            field={field}
            value={shown[field.name]}
            error={errors[field.name]}
          />
        );
        return narrow ? (
          <div key={field.name} className="sm:max-w-xs">
            {control}
          </div>
        ) : (
          control
        );
      })}
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" className="btn-primary" disabled={pending}>
          {pending ? t("newsletterAdmin.saving") : t("newsletterAdmin.save")}
        </button>
        <button type="submit" name="intent" value="preview" className="btn-ghost" disabled={pending}>
          {t("newsletterAdmin.preview")}
        </button>
        <button type="submit" name="intent" value="latest" className="btn-ghost" disabled={pending}>
          {t("newsletterAdmin.latest")}
        </button>
        <button type="submit" name="intent" value="test" className="btn-ghost" disabled={pending}>
          {t("newsletterAdmin.test")}
        </button>
      </div>
      <div className="border-t border-line pt-5">
        <p className="mb-3 text-sm text-muted">
          {t("newsletterAdmin.sendNote", { count: formatNumber(subscribers) })}
        </p>
        {canSend ? (
          <button type="submit" name="intent" value="schedule" className="btn-primary" disabled={pending}>
            {t("newsletterAdmin.send")}
          </button>
        ) : null}
      </div>
    </Form>
  );
}

/** A scheduled, sending or sent newsletter: when, by whom, how far, and its text as the mail shows it. */
function IssueStatus({
  issue,
  answer,
}: {
  issue: NonNullable<LoaderData["issue"]>;
  answer: Answer | undefined;
}) {
  const t = useText<NewsletterAdminMessages>();
  const pending = usePending();
  const { counts } = issue;
  const someone = t("newsletterAdmin.someone");
  const figures = [
    { label: t("newsletterAdmin.recipients"), value: issue.recipients },
    { label: t("newsletterAdmin.delivered"), value: counts.sent },
    { label: t("newsletterAdmin.waiting"), value: counts.pending + counts.sending },
    { label: t("newsletterAdmin.failed"), value: counts.failed },
    { label: t("newsletterAdmin.skipped"), value: counts.skipped },
  ];
  return (
    <div className="space-y-6">
      {answer?.formError ? <FormMessage>{answer.formError}</FormMessage> : null}
      <section className="card space-y-4 p-4 sm:p-6" aria-labelledby="newsletter-progress">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="newsletter-progress" className="text-xl font-bold">
            {t("newsletterAdmin.progress")}
          </h2>
          <CellBadge
            words="newsletterAdmin.status"
            status={issue.status}
            label={t(`newsletterAdmin.status.${issue.status}`)}
          />
        </div>
        <p>
          {issue.status === "scheduled"
            ? t("newsletterAdmin.scheduledFor", {
                when: issue.sendAt ?? "",
                name: issue.scheduler ?? someone,
              })
            : issue.status === "sending"
              ? t("newsletterAdmin.sendingSince", { when: issue.startedAt ?? "" })
              : t("newsletterAdmin.sentAt", { when: issue.finishedAt ?? "" })}
        </p>
        {issue.status === "scheduled" ? (
          <Form method="post">
            <button type="submit" name="intent" value="unschedule" className="btn-ghost" disabled={pending}>
              {t("newsletterAdmin.unschedule")}
            </button>
          </Form>
        ) : (
          <>
            <div>
              <div className="mb-1 flex justify-between text-sm font-semibold">
                <span>{t("newsletterAdmin.progressDone", { share: doneShare(counts) })}</span>
              </div>
              <div className="h-2 overflow-hidden rounded-full bg-raised">
                <div
                  className="h-full rounded-full bg-accent-600"
                  style={{ width: `${doneShare(counts)}%` }}
                />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
              {figures.map((figure) => (
                <div key={figure.label} className="rounded-xl bg-raised p-3">
                  <dt className="text-xs font-semibold text-muted">{figure.label}</dt>
                  <dd className="text-2xl font-extrabold tabular-nums">{formatNumber(figure.value ?? 0)}</dd>
                </div>
              ))}
            </dl>
            {issue.lastError ? (
              <p className="text-sm text-danger">
                {t("newsletterAdmin.lastError", { error: issue.lastError })}
              </p>
            ) : null}
          </>
        )}
      </section>
      <section className="card p-4 sm:p-6" aria-labelledby="newsletter-content">
        <h2 id="newsletter-content" className="text-xl font-bold">
          {t("newsletterAdmin.content")}
        </h2>
        <p className="mb-4 text-sm text-muted">
          {t("newsletterAdmin.writtenBy", { name: issue.author ?? someone })}
        </p>
        <p className="mb-4 text-lg font-bold">{issue.subject}</p>
        <div className="prose-page" dangerouslySetInnerHTML={{ __html: issue.html ?? "" }} />
      </section>
    </div>
  );
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<NewsletterAdminMessages>();
  const { issue, values, done, subscribers, canSend } = loaderData;
  const answer = actionData as Answer | undefined;
  return (
    <>
      <ItemHeader
        back={{ to: "/admin/newsletters", label: t("newsletterAdmin.back") }}
        title={issue ? t("newsletterAdmin.editTitle", { id: issue.id }) : t("newsletterAdmin.newTitle")}
      />
      {done && !answer ? (
        <div className="mb-4">
          <FormNotice>
            {t(
              done === "scheduled"
                ? "newsletterAdmin.scheduledDone"
                : done === "unscheduled"
                  ? "newsletterAdmin.unscheduled"
                  : "newsletterAdmin.saved",
            )}
          </FormNotice>
        </div>
      ) : null}
      {issue && issue.status !== "draft" ? (
        <IssueStatus issue={issue} answer={answer} />
      ) : (
        <>
          <DraftForm
            // Drawn again when the server hands back other text than typed ("Add the latest news").
            key={`${values.updatedAt}\n${answer?.values.bodyMarkdown ?? ""}`}
            values={values}
            answer={answer}
            subscribers={subscribers}
            canSend={canSend}
          />
          {answer?.preview !== undefined ? (
            <section aria-labelledby="newsletter-preview" className="card mt-6 p-4 sm:p-6">
              <h2 id="newsletter-preview" className="text-xl font-bold">
                {t("newsletterAdmin.previewTitle")}
              </h2>
              <p className="mb-4 text-sm text-muted">{t("newsletterAdmin.previewNote")}</p>
              <div className="prose-page" dangerouslySetInnerHTML={{ __html: answer.preview }} />
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
