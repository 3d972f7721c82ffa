import { data, Form, Link, redirect } from "react-router";
import { EmptyState } from "~/shared/ui/empty-state";
import { Icon } from "~/shared/ui/icon";
import { IconTitle } from "~/shared/ui/icon-title";
import { currentUser, requireUser } from "~/shared/auth/auth.server";
import { usePendingForm } from "~/shared/forms/use-pending";
import { messagesFor } from "~/shared/i18n/text";
import { useText } from "~/shared/i18n/use-text";
import { savedSearchText, type SavedSearchMessages } from "~/features/used-market/text/saved-searches";
import {
  FAVOURITES_PATH,
  loginPath,
  safeRedirect,
  SAVED_SEARCHES_PATH,
  USED_SEARCH_PATH,
} from "~/shared/lib/links";
import { memberPageMeta } from "~/shared/lib/member-page-meta";
import { isScriptRequest } from "~/shared/http/same-origin";
import {
  removeSavedSearch,
  resultsPath,
  saveSearchOf,
  savedSearchesView,
  savedSearchForms,
  switchAlerts,
  type SavedSearchResult,
} from "~/features/used-market/saved-search-page.server";
import type { Route } from "./+types/account-saved-searches";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context.auth, request);
  const justSaved = Number(new URL(request.url).searchParams.get("saved"));
  const page = await savedSearchesView(context.db, user.id, justSaved, context.env.SITE_URL, context.locale);
  return { ...page, text: messagesFor(context.locale, savedSearchText) };
}

const answer = (result: SavedSearchResult, status = 200) => data<SavedSearchResult>(result, { status });

/**
 * Saves the search a query names, or changes one of the member's saved searches. Saving from the search
 * page without JavaScript comes here to see the search in the list; signed out, the visitor signs in
 * first and goes back to the search.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const parsed = savedSearchForms.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data("Unknown form", { status: 400 });
  const form = parsed.data;
  if (form.intent === "save") {
    const query = form.query.replace(/^\?/, "");
    const user = await currentUser(context.auth, request);
    if (!user) throw redirect(loginPath(safeRedirect(resultsPath(query))));
    const saved = await saveSearchOf(context.db, user.id, query, context.locale);
    if (saved.id === null) {
      if (!isScriptRequest(request)) throw redirect(SAVED_SEARCHES_PATH, 303);
      return answer(saved.result, 409);
    }
    context.log.info({ savedSearchId: saved.id }, "search saved");
    if (!isScriptRequest(request)) throw redirect(`${SAVED_SEARCHES_PATH}?saved=${saved.id}`, 303);
    return answer(saved.result);
  }
  const user = await requireUser(context.auth, request);
  const result =
    form.intent === "alerts"
      ? await switchAlerts(
          context.db,
          { userId: user.id, id: form.id, alerts: form.alerts === "on" },
          context.locale,
        )
      : await removeSavedSearch(context.db, { userId: user.id, id: form.id }, context.locale);
  return answer(result, result.status === "refused" ? 404 : 200);
}

export const meta: Route.MetaFunction = memberPageMeta<SavedSearchMessages>(
  "saved.title",
  "saved.description",
  SAVED_SEARCHES_PATH,
);

/** /account/saved-searches: each search with its results link, its alerts switch and Delete. */
export default function SavedSearches({ loaderData: page, actionData }: Route.ComponentProps) {
  const t = useText<SavedSearchMessages>();
  const sending = usePendingForm();
  const busy = sending ? `${String(sending.get("intent"))}-${String(sending.get("id"))}` : undefined;
  const notice = actionData?.message ?? page.notice;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <header className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <IconTitle icon="bell" title={t("saved.title")} intro={t("saved.intro")} />
          </div>
          <Link to={FAVOURITES_PATH} className="btn-ghost">
            <Icon name="heart" className="size-4" />
            {t("saved.favourites")}
          </Link>
        </header>

        {notice ? (
          <p
            role="status"
            className={`mt-6 flex gap-2 rounded-xl px-4 py-3 font-medium ${
              actionData?.status === "refused"
                ? "bg-danger/10 text-danger"
                : "bg-accent-50 dark:bg-accent-900/40"
            }`}
          >
            <Icon
              name={actionData?.status === "refused" ? "circle-alert" : "circle-check"}
              className="mt-0.5 size-5 shrink-0"
            />
            {notice}
          </p>
        ) : null}

        {page.searches.length ? (
          <ul className="mt-6 space-y-4">
            {page.searches.map((search) => (
              <li key={search.id} className="card p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <h2 className="text-lg font-bold break-words">
                      <Link to={search.href} className="hover:text-link hover:underline">
                        {search.label}
                      </Link>
                    </h2>
                    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
                      <span>{search.savedOn}</span>
                      <span
                        className={`inline-flex items-center gap-1 font-semibold ${search.alerts ? "text-ok" : ""}`}
                      >
                        <Icon name={search.alerts ? "bell" : "bell-off"} className="size-4" />
                        {t(search.alerts ? "saved.alertsOn" : "saved.alertsOff")}
                      </span>
                    </p>
                  </div>
                  <Link to={search.href} className="btn-primary max-sm:w-full">
                    <Icon name="search" className="size-4" />
                    {t("saved.results")}
                  </Link>
                </div>
                <div className="mt-4 flex flex-wrap gap-2 border-t border-line pt-4">
                  <Form method="post" preventScrollReset className="flex-1 sm:flex-none">
                    <input type="hidden" name="intent" value="alerts" />
                    <input type="hidden" name="id" value={search.id} />
                    <input type="hidden" name="alerts" value={search.alerts ? "off" : "on"} />
                    <button
                      type="submit"
                      className="btn-ghost w-full px-4 whitespace-nowrap"
                      aria-label={search.toggleLabel}
                      disabled={busy === `alerts-${search.id}`}
                    >
                      <Icon name={search.alerts ? "bell-off" : "bell-plus"} className="size-4" />
                      {t(search.alerts ? "saved.turnOff" : "saved.turnOn")}
                    </button>
                  </Form>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={search.id} />
                    <button
                      type="submit"
                      className="btn-ghost px-4 text-danger"
                      aria-label={search.deleteLabel}
                      disabled={busy === `delete-${search.id}`}
                    >
                      <Icon name="trash-2" className="size-4" />
                      {t("saved.delete")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon="bell" title={t("saved.empty")} text={t("saved.emptyText")}>
            <Link to={USED_SEARCH_PATH} className="btn-primary mt-5">
              {t("saved.search")}
            </Link>
          </EmptyState>
        )}
      </div>
    </div>
  );
}
