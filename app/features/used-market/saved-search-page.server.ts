/**
 * /account/saved-searches as its loader and action see it: the list with its labels composed, and the
 * forms that save a search (from the search page), turn its alerts on or off, and delete it.
 */
import { z } from "zod";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { USED_SEARCH_PATH } from "~/shared/lib/links";
import { MAX_SAVED_SEARCHES, savedSearchQuery } from "~/features/used-market/saved-search";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { savedSearchText } from "./text/saved-searches";
import type { Db } from "../../shared/db/client";
import { deleteSavedSearch, listSavedSearches, saveSearch, setAlerts } from "./saved-searches.server";
import { resolveFilters, searchLabel } from "./used-pages.server";
import { INTEGER_MAX } from "~/shared/lib/ids";

/** The results page of a saved query. */
export const resultsPath = (query: string) => `${USED_SEARCH_PATH}${query ? `?${query}` : ""}`;

/** The member's saved searches, each with its labels; `justSaved` is the id of one saved a moment ago. */
export async function savedSearchesView(
  db: Db,
  userId: string,
  justSaved: number,
  siteUrl: string,
  locale: Locale,
) {
  const t = textFor(savedSearchText, locale);
  const searches = await listSavedSearches(db, userId);
  const saved = searches.find((search) => search.id === justSaved);
  return {
    siteUrl,
    // After saving without JavaScript the search page sends the member here, to this sentence.
    notice: saved ? t("saved.done.saved", { label: saved.label }) : null,
    searches: searches.map((search) => ({
      id: search.id,
      label: search.label,
      href: resultsPath(search.query),
      alerts: search.alerts,
      savedOn: t("saved.savedOn", { date: formatDate(kigaliDate(search.createdAt)) }),
      toggleLabel: t(search.alerts ? "saved.turnOffLabel" : "saved.turnOnLabel", {
        label: search.label,
      }),
      deleteLabel: t("saved.deleteLabel", { label: search.label }),
    })),
  };
}

export type SavedSearchResult = {
  intent: "save" | "alerts" | "delete";
  status: "done" | "refused";
  message: string;
};

/** The page's forms (and the search page's "Save this search"), told apart by `intent`. */
export const savedSearchForms = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), query: z.string().max(2000) }),
  z.object({
    intent: z.literal("alerts"),
    id: z.coerce.number().int().positive().max(INTEGER_MAX),
    alerts: z.enum(["on", "off"]),
  }),
  z.object({ intent: z.literal("delete"), id: z.coerce.number().int().positive().max(INTEGER_MAX) }),
]);

/**
 * Saves the search a query names (its canonical form and label; the same search twice is one): the
 * saved search's id, or null when the member has MAX_SAVED_SEARCHES already.
 */
export async function saveSearchOf(
  db: Db,
  userId: string,
  query: string,
  locale: Locale,
): Promise<{ id: number | null; result: SavedSearchResult }> {
  const t = textFor(savedSearchText, locale);
  const { filters, facets } = await resolveFilters(db, new URLSearchParams(query));
  const saved = await saveSearch(db, {
    userId,
    query: savedSearchQuery(filters),
    label: searchLabel(filters, facets, locale),
  });
  if (saved.status === "full") {
    const message = t("saved.tooMany", { max: MAX_SAVED_SEARCHES });
    return { id: null, result: { intent: "save", status: "refused", message } };
  }
  return {
    id: saved.search.id,
    result: {
      intent: "save",
      status: "done",
      message: t("saved.done.saved", { label: saved.search.label }),
    },
  };
}

/** Turns a saved search's alerts on or off; refused when the member has no search with that id. */
export async function switchAlerts(
  db: Db,
  { userId, id, alerts }: { userId: string; id: number; alerts: boolean },
  locale: Locale,
): Promise<SavedSearchResult> {
  const t = textFor(savedSearchText, locale);
  const search = await setAlerts(db, { userId, id, alerts });
  if (!search) return { intent: "alerts", status: "refused", message: t("saved.gone") };
  return {
    intent: "alerts",
    status: "done",
    message: t(alerts ? "saved.done.alertsOn" : "saved.done.alertsOff", { label: search.label }),
  };
}

/** Deletes one of the member's saved searches; refused when they have none with that id. */
export async function removeSavedSearch(
  db: Db,
  { userId, id }: { userId: string; id: number },
  locale: Locale,
): Promise<SavedSearchResult> {
  const t = textFor(savedSearchText, locale);
  const deleted = await deleteSavedSearch(db, { userId, id });
  if (!deleted) return { intent: "delete", status: "refused", message: t("saved.gone") };
  return {
    intent: "delete",
    status: "done",
    message: t("saved.done.deleted", { label: deleted.label }),
  };
}
