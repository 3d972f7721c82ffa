import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loanMessages } from "../../app/features/practical-guide/loan";
import { importRates } from "../../app/features/practical-guide/rates";
import { toolsText } from "../../app/features/practical-guide/text/tools";
import { practicalGuideText } from "../../app/features/practical-guide/text/practical-guide";
import { comparatorText } from "../../app/features/comparator/text/comparator";
import { layoutText } from "../../app/features/layout/text/layout";
import { messagesFor } from "../../app/shared/i18n/text";
import { guideSectionPage } from "../../app/features/practical-guide/http.server";
import { sectionTool as tool } from "../../app/features/practical-guide/calculators.server";
import { testContext } from "../setup/app-context";
import { createTestDatabase, drivers } from "../setup/test-db";

const toolsMessages = messagesFor("en", toolsText);
const practicalGuideMessages = messagesFor("en", practicalGuideText);
const comparatorMessages = messagesFor("en", comparatorText);
const layoutMessages = messagesFor("en", layoutText);
const sectionTool = (section: Parameters<typeof tool>[0], params: URLSearchParams, now?: Date) =>
  tool(section, params, "en", now);

type Page = Awaited<ReturnType<typeof guideSectionPage>>;

describe("calculators dictionary", () => {
  it("shares no key with the dictionaries loaded beside it", () => {
    const others = new Set(
      [layoutMessages, practicalGuideMessages, comparatorMessages].flatMap((d) => Object.keys(d)),
    );
    expect(Object.keys(toolsMessages).filter((key) => others.has(key))).toEqual([]);
  });
});

describe("sectionTool", () => {
  const params = (query: string) => new URLSearchParams(query);

  it("gives the three sections their calculator and the others none", () => {
    expect(sectionTool("vehicle-financing", params(""))?.kind).toBe("loan");
    expect(sectionTool("road-tax", params(""))?.kind).toBe("levy");
    expect(sectionTool("vehicle-registration", params(""))?.kind).toBe("import");
    for (const section of ["driving-license", "vehicle-insurance", "vehicle-inspection"] as const) {
      expect(sectionTool(section, params("price=1&vehicle=car&cif=1"))).toBeNull();
    }
  });

  it("ages an imported car by the year in Kigali, where the year turns two hours before UTC", () => {
    // 31 December 2026, 22:30 UTC is already 1 January 2027 in Kigali (UTC+2): a 2024 car is 3 years old.
    const tool = sectionTool("vehicle-registration", params("year=2024"), new Date("2026-12-31T22:30:00Z"));
    expect(tool?.kind === "import" && tool.currentYear).toBe(2027);
    expect(tool?.kind === "import" && tool.form.result?.excisePercent).toBe(10);
  });

  it("names the source of every rate and the day it was recorded", () => {
    const loan = sectionTool("vehicle-financing", params(""))!;
    expect(loan.text.sources).toBe("Source: Rwandan commercial banks. Figures recorded on 22 November 2026.");
    const levy = sectionTool("road-tax", params(""))!;
    expect(levy.text.sources).toBe(
      "Source: Law on road maintenance levy (2025). Figures recorded on 22 November 2026.",
    );
    const imports = sectionTool("vehicle-registration", params(""))!;
    expect(imports.text.sources).toBe(
      "Sources: East African Community Common External Tariff; Rwanda Revenue Authority (RRA); National Bank of Rwanda. Figures recorded on 22 November 2026.",
    );
    expect(imports.text.estimate).toBe("Estimate only: RRA assesses the final amount at customs.");
    for (const tool of [loan, levy, imports]) expect(tool.text.estimate).toMatch(/^Estimate only: /);
  });
});

describe.each(drivers)("practical guide calculators on %s", (driver) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let context: AppLoadContext;

  const load = async (path: string) => {
    const url = new URL(path, "http://localhost");
    const section = url.pathname.split("/")[2];
    return (await guideSectionPage(new Request(url), context, section)) as Page;
  };

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    context = testContext(database.db);
  });
  afterAll(() => database.cleanup());

  it("opens the loan calculator on 20.000.000 RWF with the default terms, above the guides", async () => {
    const page = await load("/practical-guide/vehicle-financing");
    expect(page.articles.length).toBeGreaterThanOrEqual(3);
    const tool = page.tool!;
    expect(tool.kind).toBe("loan");
    if (tool.kind !== "loan") return;
    expect(tool.form.values).toEqual({ price: "20.000.000", down: "30", rate: "15", years: "5" });
    // 14,000,000 borrowed at 1.25 % a month over 60 months: 333,059.02 → 333,060; 60 exact instalments
    // 19,983,541; interest 5,983,541; total 6,000,000 + 19,983,541.
    expect(tool.form.result).toEqual({
      downPayment: 6_000_000,
      borrowed: 14_000_000,
      months: 60,
      monthly: 333_060,
      totalInterest: 5_983_541,
      totalCost: 25_983_541,
    });
    expect(tool.text.labels.price).toBe("Car price (RWF)");
    expect(tool.text.market).toBe(
      "Car loans in Rwanda usually charge 5–18\u00a0% a year over 3–8 years, with 10–50\u00a0% down.",
    );
  });

  it("computes the loan from the URL's fields, whichever way the price is written", async () => {
    for (const price of ["16.000.000", "16,000,000", "16000000%20RWF"]) {
      const page = await load(`/practical-guide/vehicle-financing?price=${price}&down=0&rate=18&years=8`);
      // 16,000,000 at 1.5 % a month over 96 months: 315,571.43 → 315,572; 96 × 315,571.43 = 30,294,856.88.
      expect(page.tool?.form.result, price).toMatchObject({
        monthly: 315_572,
        borrowed: 16_000_000,
        totalInterest: 14_294_857,
        totalCost: 30_294_857,
      });
    }
  });

  it("explains a wrong loan field by its name and keeps the other values", async () => {
    const page = await load("/practical-guide/vehicle-financing?price=abc&down=20&rate=40&years=4");
    const tool = page.tool!;
    if (tool.kind !== "loan") throw new Error("expected the loan calculator");
    expect(tool.form.invalid).toEqual(["price", "rate"]);
    expect(tool.form.values).toEqual({ price: "abc", down: "20", rate: "40", years: "4" });
    expect(tool.form.result).toBeNull();
    expect(tool.text.errors.price).toBe(
      "Enter the car price in RWF, a whole number up to 10.000.000.000, e.g. 20.000.000",
    );
    expect(tool.text.errors.rate).toBe(loanMessages.rate);
  });

  it("looks up the road maintenance levy by vehicle type", async () => {
    const car = await load("/practical-guide/road-tax");
    expect(car.tool?.form.result).toEqual({ vehicle: "car", perYear: 50_000 });
    const pickup = await load("/practical-guide/road-tax?vehicle=pickup");
    expect(pickup.tool?.form.result).toEqual({ vehicle: "pickup", perYear: 100_000 });
    const bus = await load("/practical-guide/road-tax?vehicle=bus");
    expect(bus.tool?.form.result).toEqual({ vehicle: "bus", perYear: 100_000 });
    const tool = car.tool!;
    if (tool.kind !== "levy") throw new Error("expected the levy look-up");
    // The browser looks the amount up from these as the choice changes.
    expect(tool.text.vehicles).toEqual([
      { value: "car", label: "Car (saloon, hatchback, SUV, station wagon)", perYear: 50_000 },
      { value: "pickup", label: "Pick-up", perYear: 100_000 },
      { value: "bus", label: "Bus or minibus", perYear: 100_000 },
    ]);
    const lorry = await load("/practical-guide/road-tax?vehicle=lorry");
    expect(lorry.tool?.form).toEqual({ values: { vehicle: "lorry" }, invalid: ["vehicle"], result: null });
  });

  it("estimates an import's taxes and landed cost", async () => {
    const year = new Date().getUTCFullYear() - 3;
    const page = await load(
      `/practical-guide/vehicle-registration?cif=10.000.000&cur=RWF&year=${year}&energy=diesel`,
    );
    // Near New Year the year in Kigali may be ahead of UTC's: the car is then 4, still in the 10 % band.
    // Duty 2,500,000; excise 10 % of 12,500,000 = 1,250,000; VAT 18 % of 13,750,000 = 2,475,000;
    // withholding 500,000; infrastructure 150,000; AU 20,000. Taxes 6,895,000.
    expect(page.tool?.form.result).toMatchObject({
      duty: 2_500_000,
      excise: 1_250_000,
      vat: 2_475_000,
      withholding: 500_000,
      infrastructureLevy: 150_000,
      africanUnionLevy: 20_000,
      totalTaxes: 6_895_000,
      landedCost: 16_895_000,
    });
    const electric = await load(
      `/practical-guide/vehicle-registration?cif=10000000&year=${year}&energy=electric`,
    );
    expect(electric.tool?.form.result).toMatchObject({ duty: 0, excise: 0, vat: 0, landedCost: 10_670_000 });
    const dollars = await load(`/practical-guide/vehicle-registration?cif=%2415%2C000&cur=USD&year=${year}`);
    expect(dollars.tool?.form.result).toMatchObject({ cif: 21_855_000, usd: 15_000 });
  });

  it("explains wrong import fields by name, keeps the values and never fails", async () => {
    const page = await load("/practical-guide/vehicle-registration?cif=-1&cur=RWF&year=1900&energy=steam");
    const tool = page.tool!;
    if (tool.kind !== "import") throw new Error("expected the import estimator");
    expect(tool.form.invalid).toEqual(["cif", "year", "energy"]);
    expect(tool.form.values).toEqual({ cif: "-1", cur: "RWF", year: "1900", energy: "steam" });
    expect(tool.form.result).toBeNull();
    expect(tool.text.errors.year).toBe(`Enter a year between 1950 and ${tool.currentYear}`);
    expect(tool.rates).toEqual(importRates);

    const long = "9".repeat(5000);
    const odd = await load(
      `/practical-guide/vehicle-registration?cif=${long}&cif=1&year=%00&energy=${encodeURIComponent("<script>")}`,
    );
    if (odd.tool?.kind !== "import") throw new Error("expected the import estimator");
    expect(odd.tool.form.invalid).toEqual(["cif", "year", "energy"]);
    expect(odd.tool.form.values.cif).toHaveLength(64);
  });

  it("shows no calculator on the other sections", async () => {
    const page = await load("/practical-guide/vehicle-insurance?price=1");
    expect(page.tool).toBeNull();
    expect(page.articles.length).toBeGreaterThanOrEqual(3);
  });
});
