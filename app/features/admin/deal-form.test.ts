import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { parseForm } from "~/shared/forms/form-data";
import { dealClashes, dealFields, dealSchema, readIds } from "./deal-form";
import { adminText } from "./text/admin";

const t = textFor(adminText, "en");
const base = {
  modelId: "7",
  allVersions: "",
  versionIds: "12,15",
  title: "RAV4 Hybrid: 5 % off",
  description: "",
  offer: "percent",
  amount: "5",
  validFrom: "2026-12-01",
  validTo: "2026-12-31",
  dealerId: "",
  conditions: "",
  published: "on",
  updatedAt: "",
};
const read = (values: Partial<typeof base>) => parseForm(dealSchema(t), { ...base, ...values }, dealFields);
const errors = (values: Partial<typeof base>) => {
  const parsed = read(values);
  return parsed.ok ? {} : parsed.errors;
};

describe("readIds", () => {
  it("reads ids joined by commas, once each, sorted", () => {
    expect(readIds("")).toEqual([]);
    expect(readIds("15,12,15")).toEqual([12, 15]);
  });
  it("refuses anything but digits", () => {
    expect(readIds("12,x")).toBeNull();
    expect(readIds("-1")).toBeNull();
    expect(readIds("1".repeat(12))).toBeNull();
  });
});

describe("dealSchema", () => {
  it("reads a percent deal on two versions", () => {
    const parsed = read({});
    expect(parsed.ok && parsed.data).toMatchObject({
      modelId: 7,
      allVersions: false,
      versionIds: [12, 15],
      percentOff: 5,
      discountRwf: null,
      newPriceRwf: null,
      dealerId: null,
      description: null,
      published: true,
    });
  });
  it("reads an amount off with thousands dots, and a dealer", () => {
    const parsed = read({ offer: "discount", amount: "1.500.000", dealerId: "3" });
    expect(parsed.ok && parsed.data).toMatchObject({ discountRwf: 1_500_000, percentOff: null, dealerId: 3 });
  });
  it("reads a deal on all versions, listing none", () => {
    const parsed = read({ allVersions: "on", versionIds: "" });
    expect(parsed.ok && parsed.data).toMatchObject({ allVersions: true, versionIds: [] });
  });
  it("asks for all versions or some, never both or neither", () => {
    expect(errors({ allVersions: "on" }).versionIds).toBe(t("admin.deal.error.allAndSome"));
    expect(errors({ versionIds: "" }).versionIds).toBe(t("admin.deal.error.noVersion"));
    expect(errors({ versionIds: "12,abc" }).versionIds).toBe(t("admin.deal.error.versionsOfModel"));
  });
  it("refuses a percent out of 1–50 and a bad amount", () => {
    for (const amount of ["0", "51", "5,5", "", "ten"])
      expect(errors({ amount }).amount).toBe(t("admin.deal.error.percent", { min: 1, max: 50 }));
    for (const amount of ["0", "-5", "3.000.000.000", "1,5"])
      expect(errors({ offer: "discount", amount }).amount).toBe(t("admin.deal.error.rwf"));
  });
  it("refuses an end before the start and dates that are not days", () => {
    expect(errors({ validTo: "2026-11-30" }).validTo).toBe(t("admin.deal.error.endBeforeStart"));
    expect(read({ validTo: "2026-12-01" }).ok).toBe(true);
    expect(errors({ validFrom: "2026-02-30" }).validFrom).toBe(t("admin.deal.error.date"));
  });
  it("refuses a missing model or title, an unknown offer, a bad dealer id and overlong text", () => {
    const found = errors({
      modelId: "",
      title: " ",
      offer: "free",
      dealerId: "x",
      conditions: "a".repeat(1001),
    });
    expect(Object.keys(found).sort()).toEqual(["conditions", "dealerId", "modelId", "offer", "title"]);
  });
});

describe("dealClashes", () => {
  const versions = [
    { id: 12, priceRwf: 48_000_000 },
    { id: 15, priceRwf: 60_000_000 },
  ];
  const deal = { allVersions: false, versionIds: [15], discountRwf: null, newPriceRwf: null };
  it("accepts the model's own versions", () => {
    expect(dealClashes(deal, versions, t)).toBeUndefined();
  });
  it("refuses a version of another model", () => {
    expect(dealClashes({ ...deal, versionIds: [15, 99] }, versions, t)?.field).toBe("versionIds");
  });
  it("refuses an amount off or a new price at or above the cheapest version it is on", () => {
    expect(dealClashes({ ...deal, discountRwf: 60_000_000 }, versions, t)?.field).toBe("amount");
    expect(dealClashes({ ...deal, discountRwf: 59_000_000 }, versions, t)).toBeUndefined();
    expect(
      dealClashes({ ...deal, allVersions: true, versionIds: [], newPriceRwf: 50_000_000 }, versions, t),
    ).toMatchObject({ field: "amount", message: t("admin.deal.error.priceAbove", { price: "48.000.000" }) });
  });
  it("refuses a title that names versions the deal is not only on", () => {
    const named = [
      { id: 12, priceRwf: 48_000_000, name: "2.0 GX CVT" },
      { id: 15, priceRwf: 60_000_000, name: "2.5 Hybrid VX AWD" },
    ];
    const hybrid = { ...deal, title: "RAV4 Hybrid: 5 % off" };
    expect(dealClashes({ ...hybrid, versionIds: [12, 15] }, named, t)).toEqual({
      field: "versionIds",
      message: t("admin.deal.error.titleNames", { word: "hybrid", versions: "2.0 GX CVT" }),
    });
    expect(dealClashes({ ...hybrid, allVersions: true, versionIds: [] }, named, t)?.field).toBe("versionIds");
    expect(dealClashes(hybrid, named, t)).toBeUndefined();
  });
});
