import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { loanTotals } from "~/features/practical-guide/loan";
import { getPriceView, monthlyFrom } from "./get-price";
import { leadText } from "./text/leads";
import { readLeadCar, type LeadCar } from "./leads";

const t = textFor(leadText, "en");
const rav4: LeadCar = {
  name: "Toyota RAV4 2.0 GX CVT",
  brandId: 3,
  brand: "Toyota",
  modelId: 21,
  versionId: 140,
  page: "/auto-guide/new-cars/make/toyota/model/21-rav4/140-2-0-gx-cvt",
};

describe("monthlyFrom", () => {
  it("is the guide calculator's instalment with 30 % down, 15 % a year over 5 years", () => {
    // 45.000.000 less 30 % = 31.500.000 borrowed over 60 months at 1,25 % a month: 749.382,7… rounded up.
    expect(monthlyFrom(45_000_000)).toBe(749_383);
    expect(monthlyFrom(45_000_000)).toBe(loanTotals(45_000_000, { down: 30, rate: 15, years: 5 }).monthly);
  });
});

describe("getPriceView", () => {
  it("shows the monthly figure with the terms it assumes, and links the calculator at that price", () => {
    const view = getPriceView(t, rav4, 45_000_000);
    expect(view.label).toBe("Get a price from a dealer");
    expect(view.monthly).toBe("749.383 RWF/month");
    expect(view.terms).toBe("with 30\u00a0% down, 15\u00a0% a year over 5\u00a0years");
    expect(view.termsHref).toBe("/practical-guide/vehicle-financing?price=45000000");
  });
  it("reads “from” for a model's cheapest price", () => {
    expect(getPriceView(t, { ...rav4, versionId: null }, 45_000_000, true).monthly).toBe(
      "from 749.383 RWF/month",
    );
  });
  it("has a short label for cards", () => {
    expect(getPriceView(t, rav4, 1, false, true).label).toBe("Get a price");
  });
  it("has no monthly figure without a price", () => {
    const view = getPriceView(t, rav4, null);
    expect([view.monthly, view.terms, view.termsHref]).toEqual([null, null, null]);
  });
  it("links /find-my-car about the car without JavaScript and carries it for the popup", () => {
    const view = getPriceView(t, rav4, 45_000_000);
    const url = new URL(view.href, "https://imodoka.rw");
    expect(url.pathname).toBe("/find-my-car");
    expect(Object.fromEntries(url.searchParams)).toEqual({ model: "21", version: "140", page: rav4.page });
    expect(readLeadCar(view.car)).toEqual(rav4);
    expect(
      new URL(getPriceView(t, { ...rav4, versionId: null }, 1).href, "https://x").searchParams.has("version"),
    ).toBe(false);
  });
});
