/** View-model types of the catalogue, built by its server modules and shown by its components (no values here). */
import type { CompareTarget } from "~/features/comparator/view";
import type { CarFilters, CarSort } from "~/features/catalogue/car-filters";
import type { Picture } from "~/shared/lib/images";
import type { PageNav } from "~/shared/lib/pagination";
import type { BodyType, Energy } from "~/shared/lib/vehicle";

/** A deal as shown, its texts formatted by the loader (see dealView). */
export interface DealView {
  id: number;
  title: string;
  description: string | null;
  /** "Save 1.500.000 RWF" or "Now 45.600.000 RWF". */
  offer: string;
  /** The versions it is on: "All versions", "2.0 GX CVT" or "2 versions: 2.0 GX CVT, 2.5 Hybrid VX AWD". */
  appliesTo: string;
  /** "Offered by Toyota Rwanda" when the deal is one dealer's. */
  dealer: string | null;
  /** "Conditions: …" when the deal has some. */
  conditions: string | null;
  /** "Until 12 March 2026". */
  until: string;
  /** The list price struck through, when the deal is on one version and lowers its price. */
  oldPrice: string | null;
}

export interface ModelCardData {
  id: number;
  name: string;
  slug: string;
  body: BodyType;
  energy: Energy;
  bodyLabel: string;
  energyLabel: string;
  /** Its first photo, else its drawing. */
  picture: Picture;
  /** "from 20.900.000 RWF", formatted by the loader. */
  priceText: string;
  brand: { name: string; slug: string };
  /** Short figures under the price, e.g. "3 of 5 versions match", "up to 204 hp". */
  facts?: string[];
  /** The version "Compare" adds (the cheapest that matches), on lists that offer it. */
  compare?: CompareTarget;
}

export type FilterField = "q" | "budget" | SelectField;

export type SelectField = "brand" | "body" | "energy" | "transmission" | "drive" | "seats";

/** A select of the filter form, its label and choices built by the loader. */
export interface FilterSelect {
  name: SelectField;
  label: string;
  value: string;
  options: { value: string; label: string }[];
}

/** Everything the list frame shows, built by the loader (loadCarList); its text is the lists area (ListsMessages). */
export interface CarListData {
  fields: readonly FilterField[];
  sorts: readonly CarSort[];
  /** The list without any filter. */
  clearHref: string;
  filters: CarFilters;
  errors: { budget?: "invalid" };
  selects: FilterSelect[];
  chips: { label: string; href: string }[];
  budgetPresets: { label: string; href: string; active: boolean }[];
  /** Whether the filter form carries the sort (left out when it is the page's default). */
  keepSort: boolean;
  page: { page: number; pages: number; total: number };
  pageNav: PageNav | null;
}

export interface BrandWithModels {
  id: number;
  name: string;
  slug: string;
  colour: string;
  logoUrl: string | null;
  models: { id: number; name: string; slug: string }[];
}
