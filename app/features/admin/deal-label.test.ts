import { describe, expect, it } from "vitest";
import { dealLabelClash, nameWords } from "./deal-label";
import { deals } from "../../../db/seed/deals";
import { group1Models } from "../../../db/seed/versions/group-1";
import { group2Models } from "../../../db/seed/versions/group-2";
import { group3Models } from "../../../db/seed/versions/group-3";

const rav4 = [
  { id: 1, name: "2.0 GX CVT" },
  { id: 2, name: "2.5 Hybrid VX AWD" },
];
const hilux = [
  { id: 3, name: "2.4 GD Single Cab 4x4 MT" },
  { id: 4, name: "2.4 GD-6 Raider Double Cab 4x4 MT" },
  { id: 5, name: "2.8 GD-6 Legend Double Cab 4x4 AT" },
];

describe("nameWords", () => {
  it("splits a name into lower-case words, keeping engine sizes", () => {
    expect(nameWords("2.5 Hybrid VX AWD")).toEqual(["2.5", "hybrid", "vx", "awd"]);
    expect(nameWords("RAV4 Hybrid: 5 % off")).toEqual(["rav4", "hybrid", "off"]);
  });
});

describe("dealLabelClash", () => {
  it("refuses a hybrid deal on the petrol version", () => {
    expect(dealLabelClash("RAV4 Hybrid: 5 % off", rav4, [1])).toEqual({
      word: "hybrid",
      versions: ["2.0 GX CVT"],
    });
    expect(dealLabelClash("RAV4 Hybrid: 5 % off", rav4, [1, 2])?.versions).toEqual(["2.0 GX CVT"]);
  });
  it("accepts the hybrid deal on the hybrid alone", () => {
    expect(dealLabelClash("RAV4 Hybrid: 5 % off", rav4, [2])).toBeUndefined();
  });
  it("refuses a double-cab deal that also covers the single cab", () => {
    expect(dealLabelClash("Hilux double cab end-of-year offer", hilux, [3, 4, 5])).toEqual({
      word: "double",
      versions: ["2.4 GD Single Cab 4x4 MT"],
    });
    expect(dealLabelClash("Hilux double cab end-of-year offer", hilux, [4, 5])).toBeUndefined();
  });
  it("ignores words every version has or none has", () => {
    expect(dealLabelClash("Cab offer: free service", hilux, [3, 4, 5])).toBeUndefined();
    expect(dealLabelClash("Any RAV4 with a free service", rav4, [1, 2])).toBeUndefined();
  });
});

describe("the demo deals", () => {
  const seedModels = [...group1Models, ...group2Models, ...group3Models];
  it.each(deals.map((deal) => [`${deal.brand} ${deal.model}: ${deal.title}`, deal] as const))(
    "%s is on the versions its title names",
    (_name, deal) => {
      const seed = seedModels.find((m) => m.brand === deal.brand && m.model === deal.model)!;
      expect(seed).toBeDefined();
      const byPrice = seed.versions
        .map((version, index) => ({ id: index, name: version.name, priceRwf: version.priceRwf }))
        .sort((a, b) => a.priceRwf - b.priceRwf || a.id - b.id);
      const on = deal.versions
        ? deal.versions.map((ref) =>
            typeof ref === "number" ? byPrice[ref]!.id : byPrice.find((v) => v.name === ref)!.id,
          )
        : byPrice.map((version) => version.id);
      expect(dealLabelClash(deal.title, byPrice, on)).toBeUndefined();
    },
  );
});
