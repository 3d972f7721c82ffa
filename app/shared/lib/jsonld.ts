import type { Trail } from "./breadcrumbs";

export interface AggregateOffer {
  "@type": "AggregateOffer";
  lowPrice: number;
  highPrice: number;
  priceCurrency: "RWF";
  url?: string;
}

export interface Offer {
  "@type": "Offer";
  price: number;
  priceCurrency: "RWF";
  availability: "https://schema.org/InStock";
  itemCondition: "https://schema.org/NewCondition";
  url?: string;
}

function isPrice(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value) && value > 0;
}

/**
 * schema.org offers for a new car: none without a price, an AggregateOffer
 * for a min and a different max, otherwise a single Offer.
 */
export function offersFor(
  price: { min?: number | null; max?: number | null } | null | undefined,
  url?: string,
): AggregateOffer | Offer | undefined {
  const prices = [price?.min, price?.max].filter(isPrice);
  const [first, second] = prices;
  if (first === undefined) return undefined;
  const link = url ? { url } : {};
  if (second !== undefined && second !== first) {
    return {
      "@type": "AggregateOffer",
      lowPrice: Math.min(first, second),
      highPrice: Math.max(first, second),
      priceCurrency: "RWF",
      ...link,
    };
  }
  return {
    "@type": "Offer",
    price: first,
    priceCurrency: "RWF",
    availability: "https://schema.org/InStock",
    itemCondition: "https://schema.org/NewCondition",
    ...link,
  };
}

/** schema.org BreadcrumbList of a page's trail. */
export function breadcrumbList(siteUrl: string, items: Trail) {
  return {
    "@type": "BreadcrumbList",
    itemListElement: items.map(([name, path], index) => ({
      "@type": "ListItem",
      position: index + 1,
      name,
      item: `${siteUrl}${path}`,
    })),
  };
}

/**
 * schema.org data as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` and the two line
 * separators are written as \u escapes, so no value can close the element or start markup.
 */
export const scriptJson = (data: object): string =>
  JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
