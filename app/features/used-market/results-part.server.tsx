import { Link } from "react-router";
import { serverPart, type ServerParts } from "~/shared/http/server-part.server";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { USED_SEARCH_PATH } from "~/shared/lib/links";
import { ListingCard } from "./components/listing-card";
import { usedMarketText } from "./text/used-market";
import type { ListingCardView } from "./view";

/**
 * The used search's results, sent once as HTML (decision 0028): its cards, or what to do when none matches. The
 * page shows them with `<LiveHearts><ServerPart id="used-results" html={…} /></LiveHearts>`; each heart comes
 * back to `here`, the search's address, without JavaScript.
 */
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
