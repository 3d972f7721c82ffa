/**
 * /account/saved-searches as its loader and action see it: the list with its labels composed, and the
 * forms that save a search (from the search page), turn its alerts on or off, and delete it.
 */
import { data, redirect, type AppLoadContext } from "react-router";
import { z } from "zod";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { loginPath, safeRedirect, SAVED_SEARCHES_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { MAX_SAVED_SEARCHES, savedSearchQuery } from "~/features/used-market/saved-search";
import { savedSearchMessages, tSaved } from "~/features/used-market/text/en/saved-searches";
import { currentUser, requireUser } from "../../shared/auth/auth.server";
import { isScriptRequest } from "../../shared/http/same-origin";
import { deleteSavedSearch, listSavedSearches, saveSearch, setAlerts } from "./saved-searches.server";
import { resolveFilters, searchLabel } from "./used-pages.server";
import { INTEGER_MAX } from "~/shared/lib/ids";

/** The results page of a saved query. */
export const resultsPath = (query: string) => `${USED_SEARCH_PATH}${query ? `?${query}` : ""}`;

export async function savedSearchesPage(request: Request, context: AppLoadContext) {
  const user = await requireUser(context.auth, request);
  const searches = await listSavedSearches(context.db, user.id);
  const justSaved = Number(new URL(request.url).searchParams.get("saved"));
  const saved = searches.find((search) => search.id === justSaved);
  return {
    siteUrl: context.env.SITE_URL,
    text: savedSearchMessages,
    // After saving without JavaScript the search page sends the member here, to this sentence.
    notice: saved ? tSaved("saved.done.saved", { label: saved.label }) : null,
    searches: searches.map((search) => ({
      id: search.id,
      label: search.label,
      href: resultsPath(search.query),
      alerts: search.alerts,
      savedOn: tSaved("saved.savedOn", { date: formatDate(kigaliDate(search.createdAt)) }),
      toggleLabel: tSaved(search.alerts ? "saved.turnOffLabel" : "saved.turnOnLabel", {
        label: search.label,
      }),
      deleteLabel: tSaved("saved.deleteLabel", { label: search.label }),
    })),
  };
}

export type SavedSearchResult = {
  intent: "save" | "alerts" | "delete";
  status: "done" | "refused";
  message: string;
};

const forms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), query: z.string().max(2000) }),
  z.object({
    intent: z.literal("alerts"),
    id: z.coerce.number().int().positive().max(INTEGER_MAX),
    alerts: z.enum(["on", "off"]),
  }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive().max(INTEGER_MAX) }),
]);

/**
 * Saves the search a query names (its canonical form and label; the same search twice is one), or
 * changes one of the member's saved searches. Saving from the search page without JavaScript comes
 * here to see the search in the list; signed out, the visitor signs in first and goes back to the search.
 */
export async function savedSearchAction(request: Request, context: AppLoadContext) {
  const form = await request.formData();
  const parsed = forms.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw data("Unknown form", { status: 400 });
  const answer = (result: SavedSearchResult, status = 200) => data<SavedSearchResult>(result, { status });

  if (parsed.data.intent === "save") {
    const query = parsed.data.query.replace(/^\?/, "");
    const user = await currentUser(context.auth, request);
    if (!user) throw redirect(loginPath(safeRedirect(resultsPath(query))));
    const { filters, facets } = await resolveFilters(context.db, new URLSearchParams(query));
    const saved = await saveSearch(context.db, {
      userId: user.id,
      query: savedSearchQuery(filters),
      label: searchLabel(filters, facets),
    });
    if (saved.status === "full") {
      const message = tSaved("saved.tooMany", { max: MAX_SAVED_SEARCHES });
      if (!isScriptRequest(request)) throw redirect(SAVED_SEARCHES_PATH, 303);
      return answer({ intent: "save", status: "refused", message }, 409);
    }
    context.log.info({ savedSearchId: saved.search.id }, "search saved");
    if (!isScriptRequest(request)) throw redirect(`${SAVED_SEARCHES_PATH}?saved=${saved.search.id}`, 303);
    return answer({
      intent: "save",
      status: "done",
      message: tSaved("saved.done.saved", { label: saved.search.label }),
    });
  }

  const user = await requireUser(context.auth, request);
  if (parsed.data.intent === "alerts") {
    const alerts = parsed.data.alerts === "on";
    const search = await setAlerts(context.db, { userId: user.id, id: parsed.data.id, alerts });
    if (!search) return answer({ intent: "alerts", status: "refused", message: tSaved("saved.gone") }, 404);
    return answer({
      intent: "alerts",
      status: "done",
      message: tSaved(alerts ? "saved.done.alertsOn" : "saved.done.alertsOff", { label: search.label }),
    });
  }
  const deleted = await deleteSavedSearch(context.db, { userId: user.id, id: parsed.data.id });
  if (!deleted) return answer({ intent: "delete", status: "refused", message: tSaved("saved.gone") }, 404);
  return answer({
    intent: "delete",
    status: "done",
    message: tSaved("saved.done.deleted", { label: deleted.label }),
  });
}
