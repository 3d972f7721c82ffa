import { useEffect, useRef } from "react";
import { data, Form } from "react-router";
import { NewsletterFields, NewsletterSent } from "~/features/newsletter/components/newsletter-fields";
import { pageMeta } from "~/shared/lib/meta";
import { newsletterFields, newsletterForm, type NewsletterResult } from "~/features/newsletter/newsletter";
import { parseForm, readValues } from "~/shared/forms/form-data";
import { guardForm, isHoneypotFilled } from "~/shared/forms/guard.server";
import { usePending } from "~/shared/forms/use-pending";
import { confirmationMail, requestSubscription } from "~/features/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter";
import { newsletterText, type NewsletterMessages } from "~/features/newsletter/text/newsletter";
import { messagesFor, metaText, textFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";

export function loader({ context }: Route.LoaderArgs) {
  return { siteUrl: context.env.SITE_URL, text: messagesFor(context.locale, newsletterText) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaText<NewsletterMessages>(matches);
  return pageMeta({
    title: t("newsletter.title"),
    description: t("newsletter.intro"),
    siteUrl: data?.siteUrl,
    path: "/newsletter",
  });
};

/**
 * Newsletter sign-up, for this page (without JavaScript) and the top bar's dialog (fetcher). The answer
 * never tells whether the address was already known; see docs/decisions/0004-newsletter-double-opt-in.md.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = textFor(newsletterText, context.locale);
  const form = await request.formData();
  const values = readValues(form, newsletterFields);
  const sent = (email: string) => data<NewsletterResult>({ status: "sent", email });

  if (isHoneypotFilled(form)) {
    context.log.warn({ ip: context.clientIp }, "newsletter honeypot filled; sign-up dropped");
    return sent(values.email.trim().toLowerCase());
  }
  const parsed = parseForm(newsletterForm(t), values, newsletterFields);
  if (!parsed.ok)
    return data<NewsletterResult>({ status: "invalid", values, errors: parsed.errors }, { status: 400 });

  // The honeypot is checked above, before the address: only a valid sign-up counts against the limit.
  const guard = await guardForm({
    form,
    honeypot: false,
    limiter: context.limits.newsletter,
    key: context.clientIp,
    message: (minutes) => t("newsletter.error.rateLimited", { minutes }),
  });
  if (!guard.ok && guard.reason === "rate-limited")
    return data<NewsletterResult>(
      { status: "invalid", values, errors: {}, formError: guard.formError },
      { status: 429, headers: guard.headers },
    );
  const { email } = parsed.data;

  const subscription = await requestSubscription(context.db, {
    email,
    ipAddress: context.clientIp,
  });
  if (!subscription) {
    context.log.info("newsletter sign-up for a confirmed address: nothing to send");
    return sent(email);
  }
  try {
    await context.mailer.send(
      confirmationMail({
        siteUrl: context.env.SITE_URL,
        siteName: context.env.SITE_NAME,
        subscription,
        t,
      }),
    );
  } catch (error) {
    context.log.error({ err: error, subscriberId: subscription.id }, "newsletter confirmation mail not sent");
    return data<NewsletterResult>(
      { status: "invalid", values, errors: {}, formError: t("newsletter.error.mail") },
      { status: 503 },
    );
  }
  context.log.info({ subscriberId: subscription.id }, "newsletter confirmation sent");
  return sent(email);
}

/** The page behind the top bar's Subscribe link: the same form, working without JavaScript. */
export default function Newsletter({ actionData }: Route.ComponentProps) {
  const t = useText<NewsletterMessages>();
  const busy = usePending("/newsletter");
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (actionData?.status === "invalid") form.current?.querySelector("input")?.focus();
  }, [actionData]);

  return (
    <div className="container-page py-10 sm:py-14">
      <div className="mx-auto max-w-xl">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("newsletter.title")}</h1>
        <p className="mt-4 text-lg leading-8 text-muted">{t("newsletter.intro")}</p>
        <div className="card mt-8 p-5 sm:p-8">
          {actionData?.status === "sent" ? (
            <NewsletterSent email={actionData.email} t={t} />
          ) : (
            <Form ref={form} method="post" noValidate className="space-y-5">
              <NewsletterFields id="newsletter" result={actionData} busy={busy} t={t} />
            </Form>
          )}
        </div>
      </div>
    </div>
  );
}
