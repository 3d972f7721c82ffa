import { island } from "~/shared/ui/island";

/**
 * The used-car market's interactive parts, hydrated after the page (see island()): cards and their
 * hearts are links and POST forms until then.
 */
const card = () => import("./listing-card").then((module) => module.ListingCard);
const heart = () => import("./favourite-button").then((module) => module.FavouriteButton);
const report = () => import("./report-form").then((module) => module.ReportForm);
const save = () => import("./save-search").then((module) => module.SaveSearch);

/** A result card with its heart. */
export const ListingCard = island(card, import.meta.env.SSR ? await card() : undefined);
/** The heart on a listing's own page. */
export const FavouriteButton = island(heart, import.meta.env.SSR ? await heart() : undefined);
/** "Report this listing", folded away under the seller's card. */
export const ReportForm = island(report, import.meta.env.SSR ? await report() : undefined);
/** "Save this search" on the search page. */
export const SaveSearch = island(save, import.meta.env.SSR ? await save() : undefined);
