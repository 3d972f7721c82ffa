import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { priceRangeText } from "./price-range";
import { catalogueServerText } from "./text/catalogue-server";

const t = textFor(catalogueServerText, "en");

describe("priceRangeText", () => {
  it("shows a range with one currency", () => {
    expect(priceRangeText(t, 32_400_000, 41_000_000)).toBe("32.400.000 to 41.000.000 RWF");
  });
  it("shows one price when min and max agree or max is missing", () => {
    expect(priceRangeText(t, 32_400_000, 32_400_000)).toBe("32.400.000 RWF");
    expect(priceRangeText(t, 32_400_000, null)).toBe("32.400.000 RWF");
  });
  it("shows 'from' the entry price", () => {
    expect(priceRangeText(t, 20_900_000, 30_000_000, "from")).toBe("from 20.900.000 RWF");
  });
  it("says price on request without a price", () => {
    expect(priceRangeText(t, null, null)).toBe("Price on request");
    expect(priceRangeText(t, 0, 5, "from")).toBe("Price on request");
  });
});
