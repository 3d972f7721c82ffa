import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { LeadStepFields } from "~/features/leads/components/lead-fields";
import { Icon } from "~/shared/ui/icon";
import { validateLead } from "~/features/leads/lead-form";
import { LEAD_VISITOR_FIELD, leadQuestionSteps, leadValues, type LeadResult } from "~/features/leads/leads";
import { pageMeta } from "~/shared/lib/meta";
import { currentUser } from "~/shared/auth/auth.server";
import { brandNames, leadMail, leadOptions, saveLead } from "~/features/leads/leads.server";
import { leadText, type LeadMessages } from "~/features/leads/text/leads";
import { leadServerText } from "~/features/leads/text/lead-server";
import { messagesFor, metaText, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { guardForm, isHoneypotFilled } from "~/shared/forms/guard.server";
import type { Route } from "./+types/find-my-car";

/** The form's choices, for this page and for the popup, which loads them when it opens. */
export async function loader({ context }: Route.LoaderArgs) {
  return {
    siteUrl: context.env.SITE_URL,
    options: await leadOptions(context.db),
    text: messagesFor(context.locale, leadText),
  };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<LeadMessages>(matches);
  return pageMeta({
    title: t("lead.title"),
    description: t("lead.intro"),
    siteUrl: data?.siteUrl,
    path: "/find-my-car",
  });
};

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A buying request, from this page (without JavaScript) or the popup (fetcher): checked, limited per
 * address, stored with the visitor's id and account, and mailed to the sales team.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const values = leadValues(form);
  if (isHoneypotFilled(form)) {
    context.log.warn({ ip: context.clientIp }, "vehicle request honeypot filled; request dropped");
    return data<LeadResult>({ status: "sent", name: values.name.trim() });
  }

  const options = await leadOptions(context.db);
  const validation = validateLead(
    values,
    { brandIds: new Set(options.brands.map((brand) => brand.id)), districts: options.districts },
    context.locale,
  );
  if (!validation.ok)
    return data<LeadResult>({ status: "invalid", values, errors: validation.errors }, { status: 400 });

  // The honeypot is checked above, before the form is: only a valid request counts against the limit.
  const guard = await guardForm({
    form,
    honeypot: false,
    limiter: context.limits.lead,
    key: context.clientIp,
    message: (minutes) => textFor(leadServerText, context.locale)("lead.error.rateLimited", { minutes }),
  });
  if (!guard.ok && guard.reason === "rate-limited")
    return data<LeadResult>(
      { status: "invalid", values, errors: {}, formError: guard.formError },
      { status: 429, headers: guard.headers },
    );

  const visitor = form.get(LEAD_VISITOR_FIELD);
  const user = await currentUser(context.auth, request);
  const lead = validation.data;
  const id = await saveLead(context.db, lead, {
    cookieUserId: typeof visitor === "string" && VISITOR_ID.test(visitor) ? visitor.toLowerCase() : null,
    userId: user?.id ?? null,
  });
  context.log.info({ leadId: id }, "vehicle request stored");
  try {
    await context.mailer.send(
      leadMail({
        to: context.env.SALES_EMAIL,
        siteName: context.env.SITE_NAME,
        id,
        lead,
        brands: await brandNames(context.db, lead.brandIds),
        memberEmail: user?.email ?? null,
        locale: context.locale,
      }),
    );
  } catch (error) {
    // The request is stored: the sales team finds it in the database even when the mail fails.
    context.log.error({ err: error, leadId: id }, "vehicle request mail not sent");
  }
  return data<LeadResult>({ status: "sent", name: lead.name });
}

/** The popup's steps on one page, for visitors without JavaScript (and for links to the form). */
export default function FindMyCar({ loaderData, actionData }: Route.ComponentProps) {
  // Inline rather than usePending/FormSummary: their shared chunks would take this page over the JS budget.
  const t = useText<LeadMessages>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === "/find-my-car";
  const summary = useRef<HTMLDivElement>(null);
  const invalid = actionData?.status === "invalid" ? actionData : undefined;
  useEffect(() => {
    if (actionData?.status === "invalid") summary.current?.focus();
  }, [actionData]);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700 dark:bg-accent-900/40 dark:text-accent-200">
          <Icon name="car-front" className="size-4" />
          {t("lead.badge")}
        </p>
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{t("lead.title")}</h1>
        <p className="mt-4 text-lg leading-8 text-muted">{t("lead.intro")}</p>

        {actionData?.status === "sent" ? (
          <div role="status" className="card mt-8 flex gap-4 p-6">
            <Icon name="circle-check" className="size-7 shrink-0 text-ok" />
            <div>
              <p className="text-lg font-bold">{t("lead.thanks.title", { name: actionData.name })}</p>
              <p className="mt-2 leading-7 text-muted">{t("lead.thanks.text")}</p>
              <Link to="/find-my-car" className="mt-3 inline-block font-semibold text-link underline">
                {t("lead.thanks.again")}
              </Link>
            </div>
          </div>
        ) : (
          <Form method="post" noValidate className="mt-8 space-y-6">
            {invalid ? (
              <div
                ref={summary}
                tabIndex={-1}
                role="alert"
                className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-semibold text-danger"
              >
                {invalid.formError ?? t("lead.error.summary")}
              </div>
            ) : null}
            {leadQuestionSteps.map((step, index) => (
              <section key={step} aria-labelledby={`find-${step}`} className="card p-5 sm:p-7">
                <p className="text-sm font-semibold text-muted">
                  {t("lead.progress", { step: index + 1, total: leadQuestionSteps.length })}
                </p>
                <h2 id={`find-${step}`} className="mb-4 mt-1 text-xl font-extrabold tracking-wide">
                  {t(`lead.step.${step}`)}
                </h2>
                <LeadStepFields
                  step={index}
                  id="find"
                  shown={{ values: invalid?.values, errors: invalid?.errors ?? {} }}
                  options={loaderData.options}
                  t={t}
                />
              </section>
            ))}
            <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
              {busy ? t("lead.sending") : t("lead.submit")}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}
