import type { Translate } from "~/shared/i18n/text";
import type { CatalogueServerMessages } from "~/features/catalogue/text/catalogue-server";
import { formatPrice } from "../../shared/lib/price";

/** "from 32.400.000 RWF", "32.400.000 to 41.000.000 RWF", one price, or "Price on request". */
export function priceRangeText(
  t: Translate<CatalogueServerMessages>,
  min: number | null,
  max: number | null,
  style: "from" | "range" = "range",
): string {
  if (!min) return t("price.onRequest");
  const low = formatPrice(min, { currency: true });
  if (style === "from") return t("price.from", { price: low });
  if (!max || max === min) return low;
  return t("price.range", {
    min: formatPrice(min),
    max: formatPrice(max, { currency: true }),
  });
}
