import type { Page } from "@playwright/test";
import { expect, test, SAME_ON_EVERY_SCREEN } from "./fixtures";

/** The calendar year in Kigali, which sets an imported car's age. */
const kigaliYear = Number(
  new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Kigali", year: "numeric" }).format(new Date()),
);

const calculator = (page: Page) => page.locator("#calculator");
/** The headline figure of the result. */
const figure = (page: Page) => calculator(page).locator(".tool-figure");
/** A pattern for `text`, where a space also matches the no-break space between a number and "%". */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s");
/** The amount on the breakdown line whose label starts with `label`. */
const line = (page: Page, label: string | RegExp) =>
  calculator(page)
    .locator("dl > div")
    .filter({
      has: page
        .getByRole("term")
        .filter({ hasText: typeof label === "string" ? new RegExp(`^${escape(label)}`) : label }),
    })
    .getByRole("definition");
const calculate = (page: Page) => calculator(page).getByRole("button", { name: "Calculate" });

/** The field's error: next to it, and named by its aria-describedby. */
async function expectFieldError(page: Page, label: string, message: string) {
  const field = page.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const error = page.getByText(message, { exact: true });
  await expect(error).toBeVisible();
  const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
  expect(describedBy.split(" ")).toContain(await error.getAttribute("id"));
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, "the page scrolls sideways").toBeLessThanOrEqual(0);
}

test.describe("practical guide calculators", () => {
  test("loan: opens on 20.000.000 RWF, then follows the fields as they are typed", async ({ page, goto }) => {
    await goto("/practical-guide/vehicle-financing");
    await expect(page.getByRole("region", { name: "Car loan calculator" })).toBeVisible();
    // Above the list of guides.
    await expect(page.locator("#calculator ~ ul article").first()).toBeVisible();
    await expect(page.getByLabel("Car price (RWF)")).toHaveValue("20.000.000");
    // 14,000,000 borrowed at 15 % over 60 months: 333,059.02 → 333,060 a month.
    await expect(figure(page)).toHaveText("333.060 RWF");
    await expect(calculator(page).getByText("for 60 months")).toBeVisible();
    await expect(line(page, "Down payment")).toHaveText("6.000.000 RWF");
    await expect(line(page, "Amount borrowed")).toHaveText("14.000.000 RWF");
    await expect(line(page, "Total interest")).toHaveText("5.983.541 RWF");
    await expect(line(page, "Total cost of the car")).toHaveText("25.983.541 RWF");
    await expect(
      calculator(page).getByText("Source: Rwandan commercial banks. Figures recorded on 22 November 2026."),
    ).toBeVisible();
    await expect(calculator(page).getByText(/^Estimate only: /)).toBeVisible();

    await page.getByLabel("Car price (RWF)").fill("16,000,000");
    await page.getByLabel("Down payment (%)").fill("0");
    await page.getByLabel("Interest rate (% a year)").fill("18");
    await page.getByLabel("Loan term (years)").fill("8");
    // 16,000,000 at 1.5 % a month over 96 months: 315,571.43 → 315,572; 96 exact instalments 30,294,856.88.
    await expect(figure(page)).toHaveText("315.572 RWF");
    await expect(line(page, "Total interest")).toHaveText("14.294.857 RWF");
    await expect(line(page, "Total cost of the car")).toHaveText("30.294.857 RWF");
    expect(new URL(page.url()).search).toBe("");

    // Calculate puts the values in the address, to share the estimate.
    await calculate(page).click();
    await expect(page).toHaveURL(/\?price=16%2C000%2C000&down=0&rate=18&years=8$/);
    await expect(figure(page)).toHaveText("315.572 RWF");
  });

  test("loan: a wrong price is explained next to its field and the other values stay", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/practical-guide/vehicle-financing");
    await page.getByLabel("Down payment (%)").fill("20");
    await page.getByLabel("Car price (RWF)").fill("twenty million");
    await expectFieldError(
      page,
      "Car price (RWF)",
      "Enter the car price in RWF, a whole number up to 10.000.000.000, e.g. 20.000.000",
    );
    await expect(calculator(page).getByText("Correct the marked field to see the estimate.")).toBeVisible();
    await expect(figure(page)).toHaveCount(0);
    await expect(page.getByLabel("Down payment (%)")).toHaveValue("20");
    await expect(page.getByLabel("Interest rate (% a year)")).toHaveValue("15");
    await page.getByLabel("Car price (RWF)").fill("20000000 RWF");
    // 16,000,000 at 15 % over 60 months: 380,638.88 → 380,639.
    await expect(figure(page)).toHaveText("380.639 RWF");
    await expect(page.getByLabel("Car price (RWF)")).not.toHaveAttribute("aria-invalid");
  });

  test("road levy: 50.000 RWF a year for a car, 100.000 for a pick-up or a bus", async ({
    page,
    goto,
    isMobile,
  }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/practical-guide/road-tax");
    await expect(page.getByRole("region", { name: "Road maintenance levy look-up" })).toBeVisible();
    await expect(page.getByLabel("Car (saloon, hatchback, SUV, station wagon)")).toBeChecked();
    await expect(figure(page)).toHaveText("50.000 RWF");
    await page.getByLabel("Pick-up").check();
    await expect(figure(page)).toHaveText("100.000 RWF");
    await expect(calculator(page).getByText("Pick-up", { exact: true }).last()).toBeVisible();
    await page.getByLabel("Bus or minibus").check();
    await expect(figure(page)).toHaveText("100.000 RWF");
    await page.getByLabel("Car (saloon, hatchback, SUV, station wagon)").check();
    await expect(figure(page)).toHaveText("50.000 RWF");
    await expect(
      calculator(page).getByText(
        "Source: Law on road maintenance levy (2025). Figures recorded on 22 November 2026.",
      ),
    ).toBeVisible();
    await expect(calculator(page).getByText(/^Estimate only: /)).toBeVisible();
  });

  test("import: taxes by age and energy, and a CIF value in dollars", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/practical-guide/vehicle-registration");
    await expect(page.getByRole("region", { name: "Import cost estimator" })).toBeVisible();
    // Defaults: 10,000,000 RWF, made this year, petrol: 5 % excise, landed 16,157,500.
    await expect(page.getByLabel("Year of manufacture")).toHaveValue(String(kigaliYear));
    await expect(figure(page)).toHaveText("16.157.500 RWF");

    await page.getByLabel("CIF value").fill("10.000.000");
    await page.getByLabel("Year of manufacture").fill(String(kigaliYear - 3));
    await page.getByLabel("Energy").selectOption("Diesel");
    // Duty 2,500,000; excise 10 % of 12,500,000; VAT 18 % of 13,750,000; 5 %, 1.5 % and 0.2 % of the CIF.
    await expect(figure(page)).toHaveText("16.895.000 RWF");
    await expect(line(page, "Import duty (25 %)")).toHaveText("2.500.000 RWF");
    await expect(line(page, "Excise duty (10 %, car 3 years old)")).toHaveText("1.250.000 RWF");
    await expect(line(page, "VAT (18 %)")).toHaveText("2.475.000 RWF");
    await expect(line(page, "Withholding tax (5 %)")).toHaveText("500.000 RWF");
    await expect(line(page, "Infrastructure development levy (1.5 %)")).toHaveText("150.000 RWF");
    await expect(line(page, "African Union levy (0.2 %)")).toHaveText("20.000 RWF");
    await expect(line(page, "Total taxes")).toHaveText("6.895.000 RWF");

    await page.getByLabel("Year of manufacture").fill(String(kigaliYear - 5));
    // 15 %: excise 1,875,000; VAT 18 % of 14,375,000 = 2,587,500; taxes 7,632,500.
    await expect(figure(page)).toHaveText("17.632.500 RWF");

    await page.getByLabel("Energy").selectOption("Electric");
    await expect(line(page, "Import duty")).toHaveText("Exempt (electric)");
    await expect(line(page, "Excise duty")).toHaveText("Exempt (electric)");
    await expect(line(page, "VAT")).toHaveText("Exempt (electric)");
    await expect(figure(page)).toHaveText("10.670.000 RWF");

    await page.getByLabel("Energy").selectOption("Petrol");
    await page.getByLabel("Year of manufacture").fill(String(kigaliYear - 3));
    await page.getByLabel("Currency").selectOption("USD");
    await page.getByLabel("CIF value").fill("15,000");
    // 15,000 × 1,457 = 21,855,000 RWF; taxes 15,069,023 (VAT 5,409,112.5 rounds up).
    await expect(line(page, /^CIF value/)).toHaveText("21.855.000 RWF");
    await expect(calculator(page).getByRole("term").first()).toHaveText(
      "CIF value (15.000 USD at 1.457 RWF)",
    );
    await expect(figure(page)).toHaveText("36.924.023 RWF");
    await expect(
      calculator(page).getByText(
        "Sources: East African Community Common External Tariff; Rwanda Revenue Authority (RRA); National Bank of Rwanda. Figures recorded on 22 November 2026.",
      ),
    ).toBeVisible();
    await expect(
      calculator(page).getByText("Estimate only: RRA assesses the final amount at customs."),
    ).toBeVisible();
  });

  test("import: a future year is explained next to its field", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/practical-guide/vehicle-registration");
    await page.getByLabel("CIF value").fill("12.000.000");
    await page.getByLabel("Year of manufacture").fill(String(kigaliYear + 1));
    await expectFieldError(page, "Year of manufacture", `Enter a year between 1950 and ${kigaliYear}`);
    await expect(page.getByLabel("CIF value")).toHaveValue("12.000.000");
    await expect(figure(page)).toHaveCount(0);
  });

  test("the three calculators fit a 320 px screen", async ({ page, goto }) => {
    await page.setViewportSize({ width: 320, height: 720 });
    for (const section of ["vehicle-financing", "road-tax", "vehicle-registration"]) {
      await goto(`/practical-guide/${section}`);
      await expect(figure(page)).toBeVisible();
      await expectNoHorizontalScroll(page);
    }
    await goto("/practical-guide/vehicle-registration?cif=10.000.000.000&year=1950");
    await expect(figure(page)).toHaveText("17.632.500.000 RWF");
    await expectNoHorizontalScroll(page);
  });

  test("sections without a calculator show none", async ({ page, goto, isMobile }) => {
    test.skip(isMobile, SAME_ON_EVERY_SCREEN);
    await goto("/practical-guide/vehicle-insurance");
    await expect(calculator(page)).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.skip(({ isMobile }) => isMobile, SAME_ON_EVERY_SCREEN);
    test.use({ javaScriptEnabled: false });

    test("each calculator computes on the server when its form is sent", async ({ page, goto }) => {
      await goto("/practical-guide/vehicle-financing");
      await expect(figure(page)).toHaveText("333.060 RWF");
      await page.getByLabel("Car price (RWF)").fill("16.000.000");
      await page.getByLabel("Down payment (%)").fill("0");
      await page.getByLabel("Interest rate (% a year)").fill("18");
      await page.getByLabel("Loan term (years)").fill("8");
      await calculate(page).click();
      await expect(page).toHaveURL(/\?price=16.000.000&down=0&rate=18&years=8#calculator$/);
      await expect(figure(page)).toHaveText("315.572 RWF");
      await expect(line(page, "Total cost of the car")).toHaveText("30.294.857 RWF");

      await goto("/practical-guide/road-tax");
      await page.getByLabel("Bus or minibus").check();
      await calculate(page).click();
      await expect(page).toHaveURL(/\?vehicle=bus#calculator$/);
      await expect(figure(page)).toHaveText("100.000 RWF");

      await goto("/practical-guide/vehicle-registration");
      await page.getByLabel("CIF value").fill("10000000 RWF");
      await page.getByLabel("Year of manufacture").fill(String(kigaliYear - 4));
      await page.getByLabel("Energy").selectOption("Hybrid");
      await calculate(page).click();
      await expect(page).toHaveURL(/energy=hybrid#calculator$/);
      await expect(figure(page)).toHaveText("16.895.000 RWF");
      await expect(line(page, "Excise duty (10 %, car 4 years old)")).toHaveText("1.250.000 RWF");
    });

    test("a wrong field comes back explained, with the other values kept", async ({ page, goto }) => {
      await goto("/practical-guide/vehicle-financing");
      await page.getByLabel("Car price (RWF)").fill("-5");
      await page.getByLabel("Down payment (%)").fill("25");
      await calculate(page).click();
      await expect(page).toHaveURL(/price=-5&down=25/);
      await expectFieldError(
        page,
        "Car price (RWF)",
        "Enter the car price in RWF, a whole number up to 10.000.000.000, e.g. 20.000.000",
      );
      await expect(page.getByLabel("Car price (RWF)")).toHaveValue("-5");
      await expect(page.getByLabel("Down payment (%)")).toHaveValue("25");
      await expect(calculator(page).getByText("Correct the marked field to see the estimate.")).toBeVisible();

      const response = await goto(
        "/practical-guide/vehicle-registration?cif=abc&cur=RWF&year=1800&energy=electric",
      );
      expect(response.status()).toBe(200);
      await expectFieldError(
        page,
        "CIF value",
        "Enter the CIF value as a number, e.g. 10.000.000 (up to 10.000.000.000 RWF)",
      );
      await expectFieldError(page, "Year of manufacture", `Enter a year between 1950 and ${kigaliYear}`);
      await expect(page.getByLabel("Energy")).toHaveValue("electric");
      await expect(
        calculator(page).getByText("Correct the marked fields to see the estimate."),
      ).toBeVisible();
    });
  });
});
