import { describe, expect, it } from "vitest";
import { activeFilterCount, carFiltersQuery, carSorts, parseCarFilters } from "./car-filters";

const options = { sorts: carSorts, defaultSort: "price-asc" as const };
const parse = (query: string) => parseCarFilters(new URLSearchParams(query), options);

describe("parseCarFilters", () => {
  it("reads every filter", () => {
    const { filters, errors } = parse(
      "q=%20rav4%20&budget=15.000.000+-+30.000.000&brand=toyota&body=suv&energy=hybrid&transmission=cvt&drive=awd&seats=5&sort=power",
    );
    expect(errors).toEqual({});
    expect(filters).toEqual({
      q: "rav4",
      budget: "15.000.000 - 30.000.000",
      minPrice: 15_000_000,
      maxPrice: 30_000_000,
      brand: "toyota",
      body: "suv",
      energy: "hybrid",
      transmission: "cvt",
      drive: "awd",
      seats: 5,
      sort: "power",
    });
  });

  it("has no filter and the default sort for an empty query", () => {
    expect(parse("").filters).toEqual({ q: "", budget: "", sort: "price-asc" });
  });

  it.each([
    ["budget=20000000", 20_000_000, undefined],
    ["budget=20.000.000+RWF", 20_000_000, undefined],
    ["budget=RWF+10000000-20000000", 10_000_000, 20_000_000],
    ["budget=30.000.000+-+15.000.000", 15_000_000, 30_000_000],
    ["budget=0+-+25.000.000", undefined, 25_000_000],
    ["budget=about+20+million", 20, undefined],
    ["budget=99999999999999999999999", 2_147_483_647, undefined],
    ["budget=1-99999999999999999999999", 1, 2_147_483_647],
    ["budget=3000000000+-+4000000000", 2_147_483_647, 2_147_483_647],
  ])("budget %s", (query, min, max) => {
    const { filters, errors } = parse(query);
    expect(errors).toEqual({});
    expect(filters.minPrice).toBe(min);
    expect(filters.maxPrice).toBe(max);
  });

  it("reports a budget without any figure and keeps the text", () => {
    const { filters, errors } = parse("budget=cheap&body=suv");
    expect(errors).toEqual({ budget: "invalid" });
    expect(filters.budget).toBe("cheap");
    expect(filters.minPrice).toBeUndefined();
    expect(filters.body).toBe("suv");
  });

  it("ignores unknown values instead of failing", () => {
    const { filters, errors } = parse(
      "body=tank&energy=steam&transmission=x&drive=6wd&seats=3&sort=cheapest&brand=Toy%20ota",
    );
    expect(errors).toEqual({});
    expect(filters).toEqual({ q: "", budget: "", sort: "price-asc" });
  });

  it("caps the text search at 100 characters", () => {
    expect(parse(`q=${"a".repeat(300)}`).filters.q).toHaveLength(100);
  });

  it("only sorts by relevance when there is a text to be relevant to", () => {
    const relevance = { sorts: carSorts, defaultSort: "relevance" as const };
    expect(parseCarFilters(new URLSearchParams("q=polo"), relevance).filters.sort).toBe("relevance");
    expect(parseCarFilters(new URLSearchParams(""), relevance).filters.sort).toBe("price-asc");
  });

  it("accepts only the sorts a page offers", () => {
    const sorts = ["newest", "price-asc"] as const;
    expect(
      parseCarFilters(new URLSearchParams("sort=range"), { sorts, defaultSort: "newest" }).filters.sort,
    ).toBe("newest");
  });
});

describe("carFiltersQuery", () => {
  const { filters } = parse("sort=power&seats=7&body=suv&q=land&budget=50000000");
  it("writes filters in a fixed order and leaves the default sort out", () => {
    expect(carFiltersQuery(filters, { sorts: carSorts, defaultSort: "price-asc" })).toBe(
      "?q=land&budget=50000000&body=suv&seats=7&sort=power",
    );
    expect(
      carFiltersQuery({ ...filters, sort: "price-asc" }, { sorts: carSorts, defaultSort: "price-asc" }),
    ).toBe("?q=land&budget=50000000&body=suv&seats=7");
  });
  it("drops one filter for its remove link", () => {
    expect(carFiltersQuery(filters, { sorts: carSorts, defaultSort: "price-asc", without: "body" })).toBe(
      "?q=land&budget=50000000&seats=7&sort=power",
    );
  });
  it("leaves out the sort a page falls back to when relevance has no text", () => {
    const relevance = { sorts: carSorts, defaultSort: "relevance" as const };
    const noText = parseCarFilters(new URLSearchParams("body=suv"), relevance).filters;
    expect(noText.sort).toBe("price-asc");
    expect(carFiltersQuery(noText, relevance)).toBe("?body=suv");
    const withText = parseCarFilters(new URLSearchParams("q=polo&sort=power"), relevance).filters;
    expect(carFiltersQuery(withText, relevance)).toBe("?q=polo&sort=power");
    const relevant = parseCarFilters(new URLSearchParams("q=polo"), relevance).filters;
    expect(carFiltersQuery(relevant, { ...relevance, without: "q" })).toBe("");
  });
  it("is empty with nothing set", () => {
    expect(carFiltersQuery(parse("").filters, { sorts: carSorts, defaultSort: "price-asc" })).toBe("");
  });
});

describe("activeFilterCount", () => {
  it("counts narrowing filters, not the text or the sort", () => {
    expect(activeFilterCount(parse("q=polo&sort=power").filters)).toBe(0);
    expect(activeFilterCount(parse("budget=1-2&body=suv&seats=7").filters)).toBe(3);
  });
  it("does not count a budget it could not read", () => {
    expect(activeFilterCount(parse("budget=cheap").filters)).toBe(0);
  });
});
