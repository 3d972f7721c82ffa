import { describe, expect, it } from "vitest";
import { leadProgress, leadSteps, readLeadCar, sitePath } from "./leads";

describe("leadProgress (SPEC §2.10: three steps)", () => {
  it("numbers SPEC's three steps out of 3", () => {
    expect([0, 1, 2].map(leadProgress)).toEqual([
      { step: 1, total: 3 },
      { step: 2, total: 3 },
      { step: 3, total: 3 },
    ]);
  });
  it("says the three are done on the contact details, and nothing on the thank-you", () => {
    expect(leadProgress(leadSteps.indexOf("contact"))).toBe("done");
    expect(leadProgress(leadSteps.indexOf("thanks"))).toBeNull();
  });
});

describe("sitePath", () => {
  it("keeps a path of this site", () => {
    expect(sitePath("/auto-guide/current-deals?page=2")).toBe("/auto-guide/current-deals?page=2");
  });
  it("refuses another site, a URL, spaces or a long text", () => {
    for (const value of [
      "//evil.example/x",
      "/\\evil.example",
      "https://x.rw/",
      "/a b",
      "/" + "a".repeat(200),
      7,
    ])
      expect(sitePath(value)).toBeNull();
  });
});

describe("readLeadCar (a Get-a-price link's car)", () => {
  const car = { name: "Toyota RAV4", brand: "Toyota", brandId: 3, modelId: 21, versionId: null, page: "/x" };
  it("reads the car a link carries", () => {
    expect(readLeadCar(JSON.stringify(car))).toEqual(car);
    expect(readLeadCar(JSON.stringify({ ...car, versionId: 140 }))?.versionId).toBe(140);
  });
  it("refuses anything else: no attribute, bad JSON, missing or wrong fields, another site's page", () => {
    expect(readLeadCar(undefined)).toBeNull();
    expect(readLeadCar("{")).toBeNull();
    expect(readLeadCar("null")).toBeNull();
    expect(readLeadCar(JSON.stringify({ ...car, brandId: "3" }))).toBeNull();
    expect(readLeadCar(JSON.stringify({ ...car, modelId: 0 }))).toBeNull();
    expect(readLeadCar(JSON.stringify({ ...car, page: "https://evil.example" }))).toBeNull();
  });
});
