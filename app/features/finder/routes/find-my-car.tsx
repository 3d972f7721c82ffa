import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { LeadStepFields } from "~/features/leads/components/lead-fields";
import { Icon } from "~/shared/ui/icon";
import { validateLead } from "~/features/leads/lead-form";
import {
  LEAD_CAR_FIELDS,
  LEAD_VISITOR_FIELD,
  leadProgress,
  leadQuestionSteps,
  leadValues,
  sitePath,
  type LeadResult,
} from "~/features/leads/leads";
import { pageMeta } from "~/shared/lib/meta";
import { currentUser } from "~/shared/auth/auth.server";
import {
  brandDealerAddresses,
  brandNames,
  leadCar,
  leadMail,
  leadOptions,
  saveLead,
} from "~/features/leads/leads.server";
import { leadText, type LeadMessages } from "~/features/leads/text/leads";
import { leadServerText } from "~/features/leads/text/lead-server";
import { messagesFor, metaText, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { guardForm, isHoneypotFilled } from "~/shared/forms/guard.server";
import type { Route } from "./+types/find-my-car";

/** A positive whole id as a URL or form field carries it, or null. */
const idField = (value: unknown) =>
  typeof value === "string" && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/**
 * The car a request is about: `model`, `version` and `page` from a "Get a price" link (this page's URL
 * without JavaScript) or from the popup's hidden fields; null for a request about no car in particular.
 */
function carOf(context: Route.LoaderArgs["context"], get: (field: string) => unknown) {
  const modelId = idField(get(LEAD_CAR_FIELDS.model));
  const versionId = idField(get(LEAD_CAR_FIELDS.version));
  if (modelId === null && versionId === null) return null;
  return leadCar(context.db, { modelId, versionId }, sitePath(get(LEAD_CAR_FIELDS.page)) ?? "/find-my-car");
}

/**
 * The form's choices, for this page and for the popup, which loads them when it opens; with a car in the
 * URL (a "Get a price" link followed without JavaScript), that car.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  return {
    siteUrl: context.env.SITE_URL,
    options: await leadOptions(context.db),
    car: await carOf(context, (field) => params.get(field)),
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
  const car = await carOf(context, (field) => form.get(field));
  // A request about a car is about its brand, whatever else was ticked.
  if (car && !values.brands.includes(String(car.brandId))) values.brands.push(String(car.brandId));
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
  const id = await saveLead(
    context.db,
    lead,
    {
      cookieUserId: typeof visitor === "string" && VISITOR_ID.test(visitor) ? visitor.toLowerCase() : null,
      userId: user?.id ?? null,
    },
    car,
  );
  context.log.info(
    { leadId: id, modelId: car?.modelId, versionId: car?.versionId },
    "vehicle request stored",
  );
  const mail = {
    siteName: context.env.SITE_NAME,
    siteUrl: context.env.SITE_URL,
    id,
    lead,
    brands: await brandNames(context.db, lead.brandIds),
    memberEmail: user?.email ?? null,
    car,
    locale: context.locale,
  };
  // The sales team, then (a request about a car) each of its brand's dealers with an e-mail address.
  const recipients = [
    { to: context.env.SALES_EMAIL, dealer: false },
    ...(car ? await brandDealerAddresses(context.db, car.brandId) : []).map((to) => ({ to, dealer: true })),
  ];
  for (const recipient of recipients)
    try {
      await context.mailer.send(leadMail({ ...mail, ...recipient }));
    } catch (error) {
      // The request is stored: the sales team finds it in the database even when a mail fails.
      context.log.error({ err: error, leadId: id }, "vehicle request mail not sent");
    }
  return data<LeadResult>({ status: "sent", name: lead.name });
}

/** A section's counter: "Step 2 of 3" on SPEC's steps, "All 3 steps done…" on the contact details. */
function progressText(index: number, t: ReturnType<typeof useText<LeadMessages>>) {
  const progress = leadProgress(index);
  return progress === "done" ? t("lead.progressDone") : progress ? t("lead.progress", progress) : null;
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
                <p className="text-sm font-semibold text-muted">{progressText(index, t)}</p>
                <h2 id={`find-${step}`} className="mb-4 mt-1 text-xl font-extrabold tracking-wide">
                  {t(`lead.step.${step}`)}
                </h2>
                <LeadStepFields
                  step={index}
                  id="find"
                  shown={{ values: invalid?.values, errors: invalid?.errors ?? {} }}
                  options={loaderData.options}
                  car={loaderData.car}
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
