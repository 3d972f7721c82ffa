/** View-model types of the deals, built by server modules and shown by components (no values here). */
import type { DealView } from "~/features/catalogue/view";
import type { CompareTarget } from "~/features/comparator/view";
import type { Picture } from "~/shared/lib/images";
import type { GetPriceView } from "~/features/leads/get-price";

/** A deal in a list of deals from any car: DealView plus the car it is for, every text formatted by the loader. */
export interface DealListView extends DealView {
  /** "Toyota Corolla Cross". */
  car: string;
  /** The model page. */
  href: string;
  /** The model's photo or drawing. */
  picture: Picture;
  /** The price with the deal ("43.100.000 RWF", "from …" for a whole-model deal), when known. */
  price: string | null;
  /** "Ends in 3 days" in the deal's last week, else null. */
  endsSoon: string | null;
  /** The version "Compare" adds: the deal's, or the model's cheapest. */
  compare: CompareTarget | null;
  /** The dealer that makes the offer: its page and phone ("tel:…"), when the deal is one dealer's. */
  dealerContact: { name: string; href: string; tel: string | null; call: string; callLabel: string } | null;
  /** "Get a price from a dealer" about the deal's car, with the monthly payment at the deal's price. */
  lead: GetPriceView;
}
