/**
 * Saved used-car searches and their alerts: what is stored for a search, how it is named, and what one
 * alert mail holds. The matching itself is the search's own (used-market.server.ts), so an alert finds
 * exactly the cars the search page would show.
 */
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { savedSearchText } from "./text/saved-searches";
import { usedMarketText } from "./text/used-market";
import { bodyLabels, energyLabels, transmissionLabels } from "../../shared/lib/labels";
import { formatNumber, formatPrice } from "../../shared/lib/price";
import { usedFiltersQuery, type UsedFilters } from "./used-filters";

/** At most this many cars are listed in one alert mail; a "see all" link leads to the rest. */
export const ALERT_MAX_CARS = 10;

/** A member keeps at most this many saved searches. */
export const MAX_SAVED_SEARCHES = 50;

/** A label longer than this is cut (a search with ten makes). */
const LABEL_MAX = 200;

/**
 * What is stored for a search: its canonical query string without the "?". The sort order is left out:
 * it does not change which cars match, so the same filters in another order are the same saved search.
 */
export function savedSearchQuery(filters: UsedFilters): string {
  return usedFiltersQuery({ ...filters, sort: "newest" }).replace(/^\?/, "");
}

/** Display names of the keys in the filters, as the market writes them ("land-rover" → "Land Rover"). */
export interface SavedSearchNames {
  makes: Readonly<Record<string, string>>;
  model?: string;
}

/** A low/high pair as words: "5–10", "from 5", "up to 10", or one value when both are the same. */
function range(
  min: number | undefined,
  max: number | undefined,
  show: (value: number) => string,
  words: {
    both: (min: string, max: string) => string;
    from: (min: string) => string;
    upTo: (max: string) => string;
  },
): string | undefined {
  if (min !== undefined && max !== undefined)
    return min === max ? show(min) : words.both(show(min), show(max));
  if (min !== undefined) return words.from(show(min));
  if (max !== undefined) return words.upTo(show(max));
  return undefined;
}

/**
 * A readable name for a search, its filters in the order of the form: "Toyota · Automatic · up to
 * 15.000.000 RWF · Gasabo", in `locale`. A search without filters is "All used cars".
 */
export function savedSearchLabel(filters: UsedFilters, names: SavedSearchNames, locale: Locale): string {
  const t = textFor(savedSearchText, locale);
  const tMarket = textFor(usedMarketText, locale);
  const makes = filters.makes.map((make) => names.makes[make] ?? make);
  const price = range(filters.priceMin, filters.priceMax, (value) => formatPrice(value), {
    both: (min, max) => t("saved.label.priceRange", { min, max }),
    from: (price) => t("saved.label.priceFrom", { price }),
    upTo: (price) => t("saved.label.priceUpTo", { price }),
  });
  const year = range(filters.yearMin, filters.yearMax, String, {
    both: (min, max) => t("saved.label.yearRange", { min, max }),
    from: (year) => t("saved.label.yearFrom", { year }),
    upTo: (year) => t("saved.label.yearUpTo", { year }),
  });
  const parts = [
    names.model && makes.length === 1 ? `${makes[0]} ${names.model}` : makes.join(", "),
    filters.energy && energyLabels[filters.energy],
    filters.gearbox && transmissionLabels[filters.gearbox],
    filters.body && bodyLabels[filters.body],
    // The currency once, at the end: "5.000.000 – 15.000.000 RWF".
    price && `${price} RWF`,
    year,
    filters.mileageMax !== undefined && t("saved.label.mileage", { km: formatNumber(filters.mileageMax) }),
    filters.district,
    filters.seller && tMarket(`seller.${filters.seller}`),
  ].filter((part): part is string => typeof part === "string" && part !== "");
  const label = parts.join(" · ") || t("saved.label.all");
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX - 1)}…` : label;
}

/** What one run of the alert job does for one saved search. */
export interface AlertPlan<T> {
  /** False when no new car matches: no mail. */
  send: boolean;
  /** The cars the mail lists, newest first, at most ALERT_MAX_CARS. */
  cars: T[];
  /** Matching cars the mail does not list ("…and 3 more"). */
  more: number;
  /** The search's new `last_alert_at`: the end of the window just looked at, never earlier than before. */
  nextAlertAt: Date;
}

/**
 * The alert for a search whose matches in the window (`lastAlertAt`, `now`] are `newest` (newest first,
 * possibly cut) out of `total`. Cars published after `now` wait for the next run, so none is mailed twice
 * and none is missed.
 */
export function planAlert<T>({
  lastAlertAt,
  now,
  newest,
  total,
}: {
  lastAlertAt: Date;
  now: Date;
  newest: readonly T[];
  total: number;
}): AlertPlan<T> {
  const cars = newest.slice(0, ALERT_MAX_CARS);
  return {
    send: total > 0 && cars.length > 0,
    cars,
    more: Math.max(total - cars.length, 0),
    nextAlertAt: now > lastAlertAt ? now : lastAlertAt,
  };
}
