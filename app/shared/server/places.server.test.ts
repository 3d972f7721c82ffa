import { describe, expect, it } from "vitest";
import { districts, findDistrict, findSector } from "./places.server";

describe("Rwanda's districts and sectors", () => {
  it("has the 30 districts and 416 sectors, Kigali City's three first", () => {
    expect(districts).toHaveLength(30);
    expect(districts.reduce((sum, district) => sum + district.sectors.length, 0)).toBe(416);
    expect(districts.slice(0, 3).map((d) => d.name)).toEqual(["Gasabo", "Kicukiro", "Nyarugenge"]);
    expect(new Set(districts.map((d) => d.province))).toEqual(
      new Set([
        "Kigali City",
        "Eastern Province",
        "Northern Province",
        "Southern Province",
        "Western Province",
      ]),
    );
  });

  it("finds a district and its sectors whatever the case, and nothing else", () => {
    const musanze = findDistrict("  musanze ");
    expect(musanze).toMatchObject({ name: "Musanze", province: "Northern Province" });
    expect(findSector(musanze!, "muhoza")).toBe("Muhoza");
    expect(findSector(musanze!, "Kimironko")).toBeUndefined();
    expect(findDistrict("Kampala")).toBeUndefined();
    expect(findDistrict(undefined)).toBeUndefined();
  });
});
