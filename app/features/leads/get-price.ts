/**
 * "Get a price from a dealer" on a car's page and on a deal: the monthly payment next to the price, on the
 * practical guide's loan terms (loan.ts, stated beside the figure as Carwow and CarDekho do), and a link
 * that opens the request popup about that car (LeadButton reads its `data-lead`), or without JavaScript the
 * /find-my-car page about it.
 */
import type { Translate } from "~/shared/i18n/text";
import type { LeadMessages } from "~/features/leads/text/leads";
import { formatPrice } from "~/shared/lib/price";
import { loanDefaults, monthlyPayment } from "~/features/practical-guide/loan";
import { LEAD_CAR_FIELDS, type LeadCar } from "./leads";

/** What GetPrice shows, every text formatted by the loader. */
export interface GetPriceView {
  label: string;
  /** /find-my-car about the car: the link without JavaScript. */
  href: string;
  /** The car as JSON, for the popup (`data-lead`). */
  car: string;
  /** "from 312.000 RWF/month", when the car has a price. */
  monthly: string | null;
  /** "with 30 % down, 15 % a year over 5 years": the terms the figure assumes. */
  terms: string | null;
  /** The loan calculator with this price, to change the terms. */
  termsHref: string | null;
}

/** The monthly instalment of a car at `price` on the guide's default loan terms, whole RWF. */
export const monthlyFrom = (price: number) => monthlyPayment(price, loanDefaults);

/**
 * The view of the action for `car` at `price` (null: no price on sale). `from`: the price is the cheapest of
 * several (a model), so the monthly figure reads "from …"; `short`: the button's short label, for a card.
 */
export function getPriceView(
  t: Translate<LeadMessages>,
  car: LeadCar,
  price: number | null,
  from = false,
  short = false,
): GetPriceView {
  const params = new URLSearchParams({ [LEAD_CAR_FIELDS.model]: String(car.modelId) });
  if (car.versionId !== null) params.set(LEAD_CAR_FIELDS.version, String(car.versionId));
  params.set(LEAD_CAR_FIELDS.page, car.page);
  const amount = price !== null && price > 0 ? formatPrice(monthlyFrom(price)) : null;
  return {
    label: t(short ? "lead.cta.buttonShort" : "lead.cta.button"),
    href: `/find-my-car?${params}`,
    car: JSON.stringify(car),
    monthly: amount === null ? null : t(from ? "lead.cta.monthlyFrom" : "lead.cta.monthly", { amount }),
    terms: amount === null ? null : t("lead.cta.terms", { ...loanDefaults }),
    termsHref: amount === null ? null : `/practical-guide/vehicle-financing?price=${price}`,
  };
}
