import { data, Link } from "react-router";
import { Icon } from "~/shared/ui/icon";
import { CONFIRM_LINK_DAYS } from "~/features/newsletter/newsletter";
import { confirmSubscription } from "~/features/newsletter/newsletter.server";
import type { Route } from "./+types/newsletter-confirm";
import { newsletterText, type NewsletterMessages } from "~/features/newsletter/text/newsletter";
import { messagesFor, metaText } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";

/** The link in the confirmation mail. Opening it confirms the subscription; opening it again is harmless. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await confirmSubscription(context.db, params.token);
  if (outcome === "confirmed") context.log.info("newsletter subscription confirmed");
  const status = outcome === "unknown" ? 404 : outcome === "expired" ? 410 : 200;
  return data(
    { outcome, days: CONFIRM_LINK_DAYS, text: messagesFor(context.locale, newsletterText) },
    { status },
  );
}

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: metaText<NewsletterMessages>(matches)("newsletter.title") },
  { name: "robots", content: "noindex" },
];

export default function NewsletterConfirm({ loaderData }: Route.ComponentProps) {
  const t = useText<NewsletterMessages>();
  const { outcome, days } = loaderData;
  const ok = outcome === "confirmed" || outcome === "already-confirmed";
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="card mx-auto flex max-w-xl gap-4 p-6 sm:p-8">
        <Icon
          name={ok ? "circle-check" : "circle-alert"}
          className={`size-7 shrink-0 ${ok ? "text-ok" : "text-danger"}`}
        />
        <div>
          <h1 className="text-2xl font-bold">{ok ? t("newsletter.confirmed") : t("newsletter.badLink")}</h1>
          <p className="mt-3 leading-7 text-muted">
            {ok
              ? t("newsletter.confirmedText")
              : outcome === "expired"
                ? t("newsletter.expired", { days })
                : t("newsletter.unknown")}
          </p>
          {ok ? null : (
            <Link to="/newsletter" className="btn-primary mt-6">
              {t("newsletter.again")}
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
