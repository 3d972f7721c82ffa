import { data, Form, Link } from "react-router";
import { usePending } from "~/shared/forms/use-pending";
import { Icon } from "~/shared/ui/icon";
import { SAVED_SEARCHES_PATH } from "~/shared/lib/links";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { savedSearchText } from "~/features/used-market/text/saved-searches";
import { findByUnsubscribeToken, unsubscribeSavedSearch } from "~/features/used-market/saved-searches.server";
import type { Route } from "./+types/saved-search-unsubscribe";

type State = "unknown" | "subscribed" | "done";

/** What the page says in each state, composed here so its JavaScript carries no dictionary. */
function view(locale: Locale, state: State, label = "") {
  const t = textFor(savedSearchText, locale);
  return {
    state,
    title: t(state === "unknown" ? "saved.unsubscribe.badLink" : "saved.unsubscribe.title"),
    text:
      state === "unknown"
        ? t("saved.unsubscribe.unknown")
        : t(state === "done" ? "saved.unsubscribe.done" : "saved.unsubscribe.text", { label }),
    button: t("saved.unsubscribe.button"),
    manage: t("saved.manage"),
  };
}

/**
 * The unsubscribe link of every alert mail (also its List-Unsubscribe header), usable without signing in.
 * Opening it only shows a button, because mail scanners open links; POST stops the alerts, including the
 * RFC 8058 one-click POST that mail providers send from their servers.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const search = await findByUnsubscribeToken(context.db, params.token);
  if (!search) return data(view(context.locale, "unknown"), { status: 404 });
  return view(context.locale, search.alerts ? "subscribed" : "done", search.label);
}

export async function action({ params, context }: Route.ActionArgs) {
  const search = await unsubscribeSavedSearch(context.db, params.token);
  if (!search) return data(view(context.locale, "unknown"), { status: 404 });
  context.log.info({ savedSearchId: search.id }, "saved-search alerts stopped from the mail");
  return view(context.locale, "done", search.label);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "" },
  { name: "robots", content: "noindex" },
];

export default function SavedSearchUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  const busy = usePending();
  const unknown = page.state === "unknown";
  return (
    <div className="container-page py-10 sm:py-14">
      <div className="card mx-auto flex max-w-xl gap-4 p-6 sm:p-8">
        <Icon
          name={unknown ? "circle-alert" : "bell-off"}
          className={`size-7 shrink-0 ${unknown ? "text-danger" : "text-muted"}`}
        />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold">{page.title}</h1>
          {page.state === "subscribed" ? (
            <Form method="post" className="mt-3">
              <p className="leading-7 break-words text-muted">{page.text}</p>
              <input type="hidden" name="List-Unsubscribe" value="One-Click" />
              <button type="submit" className="btn-primary mt-6" disabled={busy}>
                {page.button}
              </button>
            </Form>
          ) : (
            <>
              <p role={unknown ? undefined : "status"} className="mt-3 leading-7 break-words text-muted">
                {page.text}
              </p>
              <Link to={SAVED_SEARCHES_PATH} className="mt-6 inline-block font-semibold text-link underline">
                {page.manage}
              </Link>
            </>
          )}
        </div>
      </div>
    </div>
  );
}
