import { describe, it, expect } from "vitest";
import { offersFor, scriptJson } from "./jsonld";

const url = "https://imodoka.rw/auto-guide/new-cars/make/toyota/model/12-rav4";

describe("offersFor", () => {
  it.each([
    ["null", null],
    ["undefined", undefined],
    ["an empty object", {}],
    ["null min and max", { min: null, max: null }],
    ["zero min and max", { min: 0, max: 0 }],
    ["zero min, no max", { min: 0 }],
    ["negative prices", { min: -5, max: -10 }],
    ["NaN prices", { min: NaN, max: NaN }],
  ])("gives no offer for %s", (_label, price) => {
    expect(offersFor(price)).toBeUndefined();
    expect(offersFor(price, url)).toBeUndefined();
  });

  it("gives an aggregate offer for a min and a different max", () => {
    expect(offersFor({ min: 15000000, max: 20000000 })).toStrictEqual({
      "@type": "AggregateOffer",
      lowPrice: 15000000,
      highPrice: 20000000,
      priceCurrency: "RWF",
    });
  });

  it("orders low and high price when min is above max", () => {
    expect(offersFor({ min: 20000000, max: 15000000 })).toMatchObject({
      "@type": "AggregateOffer",
      lowPrice: 15000000,
      highPrice: 20000000,
    });
  });

  it("adds the url to an aggregate offer", () => {
    expect(offersFor({ min: 1, max: 2 }, url)).toStrictEqual({
      "@type": "AggregateOffer",
      lowPrice: 1,
      highPrice: 2,
      priceCurrency: "RWF",
      url,
    });
  });

  it.each([
    ["min only", { min: 12500000 }],
    ["min with null max", { min: 12500000, max: null }],
    ["min with zero max", { min: 12500000, max: 0 }],
    ["max only", { max: 12500000 }],
    ["max with null min", { min: null, max: 12500000 }],
    ["max with zero min", { min: 0, max: 12500000 }],
    ["min equal to max", { min: 12500000, max: 12500000 }],
  ])("gives a single offer for %s", (_label, price) => {
    expect(offersFor(price)).toStrictEqual({
      "@type": "Offer",
      price: 12500000,
      priceCurrency: "RWF",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
    });
  });

  it("adds the url to a single offer", () => {
    expect(offersFor({ min: 12500000 }, url)).toStrictEqual({
      "@type": "Offer",
      price: 12500000,
      priceCurrency: "RWF",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url,
    });
  });

  it("leaves out an empty url", () => {
    expect(offersFor({ min: 1 }, "")).not.toHaveProperty("url");
    expect(offersFor({ min: 1, max: 2 }, "")).not.toHaveProperty("url");
  });
});

describe("scriptJson", () => {
  it("reads back as the same data", () => {
    const data = { name: "Toyota RAV4", offers: { lowPrice: 48_000_000 }, text: "a & b <c> \u2028 \u2029 é" };
    expect(JSON.parse(scriptJson(data))).toEqual(data);
  });

  it("can never close its script element or open markup", () => {
    const text = scriptJson({ description: "</script><script>alert(1)</script><!-- & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain("\\u003c/script\\u003e");
  });
});
