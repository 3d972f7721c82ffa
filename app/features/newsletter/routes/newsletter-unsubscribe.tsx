import { data, Form, Link } from "react-router";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import { maskEmail } from "~/features/newsletter/newsletter";
import { findByUnsubscribeToken, unsubscribe } from "~/features/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-unsubscribe";
import { newsletterText, type NewsletterMessages } from "~/features/newsletter/text/newsletter";
import { messagesFor, metaText } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";

/**
 * The unsubscribe link of every newsletter mail (also its List-Unsubscribe header). Opening it only shows a
 * button, because mail scanners open links; POST unsubscribes, including the RFC 8058 one-click POST
 * (`List-Unsubscribe=One-Click`) that mail providers send from their servers.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const text = messagesFor(context.locale, newsletterText);
  const subscriber = await findByUnsubscribeToken(context.db, params.token);
  if (!subscriber) return data({ state: "unknown" as const, text }, { status: 404 });
  return {
    state: subscriber.status === "unsubscribed" ? ("done" as const) : ("subscribed" as const),
    email: maskEmail(subscriber.email),
    text,
  };
}

export async function action({ params, context }: Route.ActionArgs) {
  const subscriber = await unsubscribe(context.db, params.token);
  if (!subscriber) return data({ state: "unknown" as const }, { status: 404 });
  context.log.info("newsletter unsubscribe");
  return { state: "done" as const, email: maskEmail(subscriber.email) };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText<NewsletterMessages>(matches)("newsletter.title") },
  { name: "robots", content: "noindex" },
];

export default function NewsletterUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const t = useText<NewsletterMessages>();
  const view = actionData ?? loaderData;
  const busy = usePending();
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="card mx-auto flex max-w-xl gap-4 p-6 sm:p-8">
        <Icon
          name={view.state === "unknown" ? "circle-alert" : "mail-x"}
          className={`size-7 shrink-0 ${view.state === "unknown" ? "text-danger" : "text-muted"}`}
        />
        <div>
          <h1 className="text-2xl font-bold">
            {view.state === "unknown" ? t("newsletter.badLink") : t("newsletter.unsubscribe")}
          </h1>
          {view.state === "unknown" ? (
            <p className="mt-3 leading-7 text-muted">{t("newsletter.unknown")}</p>
          ) : view.state === "done" ? (
            <p role="status" className="mt-3 leading-7 text-muted">
              {t("newsletter.unsubscribed", { email: view.email })}
            </p>
          ) : (
            <Form method="post" className="mt-3">
              <p className="leading-7 text-muted">{t("newsletter.unsubscribeText", { email: view.email })}</p>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit" className="btn-primary mt-6" disabled={busy}>
                {t("newsletter.unsubscribe")}
              </button>
            </Form>
          )}
          {view.state === "subscribed" ? null : (
            <Link to="/newsletter" className="mt-6 inline-block font-semibold text-link underline">
              {t("newsletter.again")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
