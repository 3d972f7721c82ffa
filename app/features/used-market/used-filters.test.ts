import { describe, expect, it } from "vitest";
import { activeUsedFilterCount, parseUsedFilters, usedFiltersQuery, type UsedFilters } from "./used-filters";

const parse = (query: string) => parseUsedFilters(new URLSearchParams(query), 2026);

describe("parseUsedFilters", () => {
  it("reads nothing as newest first with no filter", () => {
    expect(parse("")).toEqual({ makes: [], sort: "newest" });
  });

  it("reads every filter", () => {
    expect(
      parse(
        "make=toyota&make=nissan&price_min=5000000&price_max=20000000&year_min=2012&year_max=2018" +
          "&mileage_max=150000&energy=diesel&gearbox=automatic&body=suv&district=Gasabo&seller=dealer&sort=price-asc",
      ),
    ).toEqual({
      makes: ["nissan", "toyota"],
      priceMin: 5_000_000,
      priceMax: 20_000_000,
      yearMin: 2012,
      yearMax: 2018,
      mileageMax: 150_000,
      energy: "diesel",
      gearbox: "automatic",
      body: "suv",
      district: "Gasabo",
      seller: "dealer",
      sort: "price-asc",
    });
  });

  it("keeps a model only with exactly one make", () => {
    expect(parse("make=toyota&model=rav4").model).toBe("rav4");
    expect(parse("model=rav4").model).toBeUndefined();
    expect(parse("make=toyota&make=nissan&model=rav4").model).toBeUndefined();
  });

  it("drops what is not a valid value instead of failing", () => {
    expect(
      parse(
        "make=Toyota!&make=&make=" +
          "a".repeat(41) +
          "&model=rav 4&price_min=-5&price_max=12abc&year_min=1900" +
          "&year_max=2100&mileage_max=1e6&energy=steam&gearbox=cvt&body=tank&district=<b>&seller=broker&sort=cheapest",
      ),
    ).toEqual({ makes: [], sort: "newest" });
  });

  it("lower-cases and de-duplicates makes, at most ten", () => {
    expect(parse("make=TOYOTA&make=toyota&make=land-rover").makes).toEqual(["land-rover", "toyota"]);
    const many = Array.from({ length: 12 }, (_, i) => `make=m${String(i).padStart(2, "0")}`).join("&");
    expect(parse(many).makes).toHaveLength(10);
  });

  it("drops prices beyond the largest a listing can have (the price column's), so no query overflows it", () => {
    expect(parse("price_min=2000000000&price_max=2000000000")).toMatchObject({
      priceMin: 2_000_000_000,
      priceMax: 2_000_000_000,
    });
    const beyond = parse("price_min=2147483648&price_max=99999999999999999999999");
    expect(beyond.priceMin).toBeUndefined();
    expect(beyond.priceMax).toBeUndefined();
  });

  it("puts a reversed range back in order", () => {
    expect(parse("price_min=20000000&price_max=5000000")).toMatchObject({
      priceMin: 5_000_000,
      priceMax: 20_000_000,
    });
    expect(parse("year_min=2020&year_max=2010")).toMatchObject({ yearMin: 2010, yearMax: 2020 });
  });

  it("accepts next year's models but nothing later", () => {
    expect(parse("year_max=2027").yearMax).toBe(2027);
    expect(parse("year_max=2028").yearMax).toBeUndefined();
  });
});

describe("usedFiltersQuery", () => {
  const filters: UsedFilters = {
    makes: ["toyota"],
    model: "rav4",
    priceMax: 30_000_000,
    body: "suv",
    district: "Gasabo",
    sort: "price-asc",
  };

  it("writes the filters in a fixed order, the default sort left out", () => {
    expect(usedFiltersQuery(filters)).toBe(
      "?make=toyota&model=rav4&price_max=30000000&body=suv&district=Gasabo&sort=price-asc",
    );
    expect(usedFiltersQuery({ makes: [], sort: "newest" })).toBe("");
  });

  it("reads back what it wrote", () => {
    expect(parseUsedFilters(new URLSearchParams(usedFiltersQuery(filters)), 2026)).toEqual(filters);
  });

  it("leaves one filter out for its remove link", () => {
    expect(usedFiltersQuery(filters, { key: "body" })).toBe(
      "?make=toyota&model=rav4&price_max=30000000&district=Gasabo&sort=price-asc",
    );
    expect(usedFiltersQuery(filters, { key: "sort" })).toBe(
      "?make=toyota&model=rav4&price_max=30000000&body=suv&district=Gasabo",
    );
  });

  it("drops the model with its make, and keeps other makes when one is removed", () => {
    expect(usedFiltersQuery(filters, { key: "makes", make: "toyota" })).toBe(
      "?price_max=30000000&body=suv&district=Gasabo&sort=price-asc",
    );
    expect(
      usedFiltersQuery({ makes: ["nissan", "toyota"], sort: "newest" }, { key: "makes", make: "toyota" }),
    ).toBe("?make=nissan");
  });
});

describe("activeUsedFilterCount", () => {
  it("counts each make and each other filter, not the sort", () => {
    expect(activeUsedFilterCount({ makes: [], sort: "price-desc" })).toBe(0);
    expect(
      activeUsedFilterCount({
        makes: ["nissan", "toyota"],
        priceMin: 1,
        yearMax: 2020,
        seller: "private",
        sort: "newest",
      }),
    ).toBe(5);
  });
});
