/**
 * What a deal card offers the buyer besides "Compare": its dealer (page and phone) and "Get a price from
 * a dealer" about its car, with the monthly payment at the deal's price.
 */
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { dealerPath } from "~/features/dealers/dealers";
import { getPriceView } from "~/features/leads/get-price";
import { leadText } from "~/features/leads/text/leads";
import type { DealListView } from "./view";

export interface DealContactRow {
  brand: { id: number; name: string };
  model: { id: number; name: string };
  /** The names of the versions it is on; one: the deal is about that version. */
  versionNames: string[] | null;
  compareVersionId: number | null;
  dealPrice: number | null;
  /** The deal's dealer (left-joined: null when it is no one dealer's). */
  dealerContact: { id: number | null; slug: string | null; name: string | null; phone: string | null } | null;
}

/** The deal's dealer and its "Get a price" action; `page`: the page the deal is listed on. */
export function dealContact(
  deal: DealContactRow,
  page: string,
  locale: Locale,
): Pick<DealListView, "dealerContact" | "lead"> {
  const t = textFor(leadText, locale);
  const names = deal.versionNames ?? [];
  const version = names.length === 1 && deal.compareVersionId !== null ? deal.compareVersionId : null;
  const dealer = deal.dealerContact;
  const model = `${deal.brand.name} ${deal.model.name}`;
  return {
    dealerContact:
      dealer?.id != null && dealer.slug && dealer.name
        ? {
            name: dealer.name,
            href: dealerPath({ id: dealer.id, slug: dealer.slug }),
            tel: dealer.phone ? `tel:${dealer.phone.replace(/[^\d+]/g, "")}` : null,
            call: t("lead.cta.call"),
            callLabel: t("lead.cta.callDealer", { dealer: dealer.name }),
          }
        : null,
    lead: getPriceView(
      t,
      {
        name: version === null ? model : `${model} ${names[0]}`,
        brandId: deal.brand.id,
        brand: deal.brand.name,
        modelId: deal.model.id,
        versionId: version,
        page,
      },
      deal.dealPrice,
      names.length !== 1,
      true,
    ),
  };
}
