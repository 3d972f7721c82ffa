import { describe, expect, it } from "vitest";
import { appliesTo, daysUntil, dealQuery, parseDealFilters } from "./deal-list";

const parse = (query: string) => parseDealFilters(new URLSearchParams(query));

describe("parseDealFilters", () => {
  it("defaults to every deal, ending soon first", () => {
    expect(parse("")).toEqual({ sort: "ending" });
  });
  it("reads known values", () => {
    expect(parse("brand=land-rover&body=suv&energy=plug-in+hybrid&sort=saving")).toEqual({
      brand: "land-rover",
      body: "suv",
      energy: "plug-in hybrid",
      sort: "saving",
    });
    expect(parse("sort=price").sort).toBe("price");
  });
  it("ignores unknown and malformed values", () => {
    expect(parse("brand=&body=tank&energy=steam&sort=random")).toEqual({ sort: "ending" });
    expect(parse("brand=Toyota%20Motors").brand).toBeUndefined();
    expect(parse("brand=-x").brand).toBeUndefined();
    expect(parse(`brand=${"a".repeat(81)}`).brand).toBeUndefined();
    expect(parse("body=SUV").body).toBeUndefined();
  });
});

describe("dealQuery", () => {
  it("drops empty fields, the default sort and the page", () => {
    expect(
      dealQuery([
        ["brand", "toyota"],
        ["body", ""],
        ["energy", ""],
        ["sort", "ending"],
        ["page", "3"],
      ]),
    ).toBe("?brand=toyota");
    expect(dealQuery([["sort", "ending"]])).toBe("?");
  });
  it("keeps the other values, encoded", () => {
    expect(
      dealQuery([
        ["energy", "plug-in hybrid"],
        ["sort", "price"],
      ]),
    ).toBe("?energy=plug-in+hybrid&sort=price");
  });
  it("skips files", () => {
    expect(dealQuery([["brand", new Blob()]])).toBe("?");
  });
});

describe("daysUntil", () => {
  it("counts calendar days", () => {
    expect(daysUntil("2026-03-01", "2026-03-01")).toBe(0);
    expect(daysUntil("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysUntil("2026-03-29", "2026-03-30")).toBe(1);
    expect(daysUntil("2026-01-02", "2026-01-01")).toBe(-1);
  });
});

describe("appliesTo", () => {
  const words = {
    all: "All versions",
    several: (count: number, names: string) => `${count} versions: ${names}`,
  };
  it("says all versions, one version's name, or how many and which", () => {
    expect(appliesTo(true, ["A", "B"], words)).toBe("All versions");
    expect(appliesTo(false, ["2.0 GX CVT"], words)).toBe("2.0 GX CVT");
    expect(appliesTo(false, ["A", "B"], words)).toBe("2 versions: A, B");
  });
});
