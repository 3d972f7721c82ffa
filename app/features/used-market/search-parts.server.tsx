import { Link } from "react-router";
import { serverPart, type ServerParts } from "~/shared/http/server-part.server";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { USED_SEARCH_PATH } from "~/shared/lib/links";
import { ListingCard } from "./components/listing-card";
import { UsedFiltersForm, type UsedFilterChoices } from "./components/used-filters-form";
import { usedMarketText } from "./text/used-market";
import type { UsedFilters } from "./used-filters";
import type { ListingCardView } from "./view";

/*
 * The used search's parts sent once, as HTML (decision 0028); `parts` is the load context's. The page shows
 * them with `<ServerPart id="used-filters" | "used-results" html={…} />`, inside the page's code that makes
 * them live (LiveFilters, LiveHearts).
 */

/** The filters' form, its fields showing `filters`. */
export const usedFiltersPart = (
  parts: ServerParts,
  filters: UsedFilters,
  choices: UsedFilterChoices,
  locale: Locale,
) =>
  serverPart(
    parts,
    "used-filters",
    <UsedFiltersForm filters={filters} choices={choices} t={textFor(usedMarketText, locale)} />,
  );

/** Its results: the cards, or what to do when none matches. Without JavaScript each heart comes back to `here`. */
export function usedResultsPart(
  parts: ServerParts,
  listings: ListingCardView[],
  here: string,
  locale: Locale,
) {
  const t = textFor(usedMarketText, locale);
  return serverPart(
    parts,
    "used-results",
    listings.length ? (
      <ul className="grid gap-3 sm:grid-cols-2 sm:gap-4 xl:grid-cols-3">
        {listings.map((listing) => (
          <li key={listing.id}>
            <ListingCard listing={listing} headingLevel={2} here={here} />
          </li>
        ))}
      </ul>
    ) : (
      <div className="card p-8 text-center">
        <h2 className="text-xl font-bold">{t("used.noResults")}</h2>
        <p className="mt-2 text-muted">{t("used.noResultsText")}</p>
        <Link to={USED_SEARCH_PATH} className="btn-primary mt-5">
          {t("used.clear")}
        </Link>
      </div>
    ),
  );
}
