/**
 * How every public list reads a deal (the current-deals page, the guide home, model and version pages, dealer
 * pages, the JSON API): live on a day, the versions it is on, and its prices. A deal is on all versions of its
 * model or on the versions listed for it (`dealScope` in the schema); it is priced from the cheapest published
 * one of them.
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { DealView } from "~/features/catalogue/view";
import type { CatalogueServerMessages } from "~/features/catalogue/text/catalogue-server";
import type { Translate } from "~/shared/i18n/text";
import { formatDate } from "~/shared/lib/dates";
import { formatPrice } from "~/shared/lib/price";
import { dealers, dealScope, deals } from "~/shared/db/schema";
import { appliesTo } from "./deal-list";

const { version: on, from, covers } = dealScope;

/** A deal is live from its first to its last day, both included, in Kigali dates. */
export const live = (today: string) => and(lte(deals.validFrom, today), gte(deals.validTo, today))!;

/** The deal is on this version (published, of the deal's model, and on the deal's list or all versions). */
export const dealCoversVersion = (versionId: number) =>
  sql`exists (select 1 from ${from} where ${covers} and ${on.id} = ${versionId})`;

/** The price before the deal: the cheapest published version it is on. */
export const listPrice = sql<number | null>`(select min(${on.priceRwf}) from ${from} where ${covers})`;
/** A percent off, taken from the list price, to the franc. */
const percentPrice = sql`round(${listPrice}::numeric * (100 - ${deals.percentOff}) / 100)::integer`;
/** The price with the deal: its new price, the list price less the amount off, or less the percent off. */
export const dealPrice = sql<
  number | null
>`coalesce(${deals.newPriceRwf}, ${listPrice} - ${deals.discountRwf}, ${percentPrice})`;
/** What the buyer saves: the amount off, the list price less the new price, or the percent of the list price. */
export const saving = sql<
  number | null
>`coalesce(${deals.discountRwf}, case when ${deals.newPriceRwf} is not null then greatest(${listPrice} - ${deals.newPriceRwf}, 0) end, ${listPrice} - ${percentPrice})`;

/** The cheapest version the deal is on: what "Compare" adds. */
const cheapest = (column: typeof on.id | typeof on.name) =>
  sql`(select ${column} from ${from} where ${covers} order by ${on.priceRwf}, ${on.id} limit 1)`;

const num = (value: unknown) => (value === null ? null : Number(value));

/** What a deal card shows of a deal, as every list of deals reads it (with `dealers` left-joined). */
export const dealColumns = {
  id: deals.id,
  title: deals.title,
  description: deals.description,
  newPriceRwf: deals.newPriceRwf,
  discountRwf: deals.discountRwf,
  percentOff: deals.percentOff,
  validFrom: deals.validFrom,
  validTo: deals.validTo,
  allVersions: deals.allVersions,
  conditions: deals.conditions,
  dealer: dealers.name,
  /** The names of the published versions it is on, cheapest first. */
  versionNames: sql<
    string[] | null
  >`(select json_agg(${on.name} order by ${on.priceRwf}, ${on.id}) from ${from} where ${covers})`,
  listPrice: listPrice.mapWith(num),
  dealPrice: dealPrice.mapWith(num),
  saving: saving.mapWith(num),
  compareVersionId: cheapest(on.id).mapWith(num),
  compareVersionName: cheapest(on.name).mapWith((value: unknown) => (value === null ? null : String(value))),
};

/** The join that gives `dealColumns` the deal's dealer. */
export const dealDealer = eq(dealers.id, deals.dealerId);

export type DealRow = {
  id: number;
  title: string;
  description: string | null;
  newPriceRwf: number | null;
  discountRwf: number | null;
  percentOff: number | null;
  validTo: string;
  allVersions: boolean;
  conditions: string | null;
  dealer: string | null;
  versionNames: string[] | null;
  listPrice: number | null;
  dealPrice: number | null;
  saving: number | null;
};

const rwf = (amount: number) => formatPrice(amount, { currency: true });

/** A deal as a card shows it: its offer, the versions it is on, its dealer and conditions, its last day. */
export function dealView(t: Translate<CatalogueServerMessages>, deal: DealRow): DealView {
  const names = deal.versionNames ?? [];
  return {
    id: deal.id,
    title: deal.title,
    description: deal.description,
    offer:
      deal.percentOff !== null
        ? t("deal.percentOff", { percent: deal.percentOff })
        : deal.newPriceRwf !== null && deal.saving
          ? t("deal.save", { amount: rwf(deal.saving) })
          : deal.newPriceRwf !== null
            ? t("deal.newPrice", { price: rwf(deal.newPriceRwf) })
            : t("deal.save", { amount: rwf(deal.discountRwf ?? 0) }),
    appliesTo: appliesTo(deal.allVersions, names, {
      all: t("deal.allVersions"),
      several: (count, list) => t("deal.versions", { count, names: list }),
    }),
    dealer: deal.dealer === null ? null : t("deal.dealer", { dealer: deal.dealer }),
    conditions: deal.conditions === null ? null : t("deal.conditions", { conditions: deal.conditions }),
    until: t("deal.until", { date: formatDate(deal.validTo) }),
    oldPrice:
      names.length === 1 && deal.listPrice && deal.dealPrice !== null && deal.listPrice > deal.dealPrice
        ? rwf(deal.listPrice)
        : null,
  };
}
