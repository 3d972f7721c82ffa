/**
 * The calculators of the practical guide's sections: the section loader reads the tool's fields from the
 * URL, computes the result with the pure rules of app/lib and resolves the tool's text, so the page works
 * without JavaScript and the browser gets the text as data.
 */
import { paramReader } from "~/features/practical-guide/calculator-form";
import { kigaliDate, formatDate } from "~/shared/lib/dates";
import {
  EARLIEST_YEAR,
  importCurrencies,
  importEnergies,
  parseImportForm,
} from "~/features/practical-guide/import-cost";
import type { PracticalGuideSection } from "~/shared/lib/links";
import { loanMessages, parseLoanForm } from "~/features/practical-guide/loan";
import { formatPrice } from "~/shared/lib/price";
import {
  carLoanMarket,
  exchangeRate,
  exciseRates,
  importDutyRates,
  importRates,
  importTaxRates,
  roadLevyRates,
  type RateGroup,
} from "~/features/practical-guide/rates";
import { levyVehicles, parseLevyForm, roadLevy } from "~/features/practical-guide/road-levy";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import { toolsText, type ToolsMessages } from "~/features/practical-guide/text/tools";

type T = Translate<ToolsMessages>;

/** "Source: …. Figures recorded on 22 November 2026." for the rate groups a tool uses. */
function sourcesLine(groups: RateGroup[], t: T): string {
  const sources = [...new Set(groups.map((group) => group.source))];
  const dates = groups.map((group) => group.recordedOn).sort();
  return t(sources.length > 1 ? "tools.sourcesMany" : "tools.sources", {
    sources: sources.join("; "),
    date: formatDate(dates[dates.length - 1]!),
  });
}

/** Text every tool shows around its own fields and results. */
function commonText(tool: "loan" | "levy" | "import", groups: RateGroup[], t: T) {
  return {
    heading: t(`tools.${tool}.heading`),
    intro: t(`tools.${tool}.intro`),
    submit: t("tools.calculate"),
    fix: t("tools.fix"),
    fixMany: t("tools.fixMany"),
    breakdown: t("tools.breakdown"),
    estimate: t(`tools.${tool}.estimate`),
    sources: sourcesLine(groups, t),
  };
}

function loanTool(params: URLSearchParams, t: T) {
  const { ratePercent, years, downPercent } = carLoanMarket;
  return {
    kind: "loan" as const,
    form: parseLoanForm(paramReader(params)),
    text: {
      ...commonText("loan", [carLoanMarket], t),
      market: t("tools.loan.market", {
        rateMin: ratePercent.min,
        rateMax: ratePercent.max,
        yearsMin: years.min,
        yearsMax: years.max,
        downMin: downPercent.min,
        downMax: downPercent.max,
      }),
      labels: {
        price: t("tools.loan.price"),
        down: t("tools.loan.down"),
        rate: t("tools.loan.rate"),
        years: t("tools.loan.years"),
      },
      priceHint: t("tools.loan.price.hint"),
      errors: { ...loanMessages, price: t("tools.loan.error.price") },
      monthly: t("tools.loan.monthly"),
      months: t("tools.loan.months"),
      downPayment: t("tools.loan.downPayment"),
      borrowed: t("tools.loan.borrowed"),
      interest: t("tools.loan.interest"),
      totalCost: t("tools.loan.totalCost"),
      totalCostNote: t("tools.loan.totalCost.note"),
    },
  };
}

function levyTool(params: URLSearchParams, t: T) {
  return {
    kind: "levy" as const,
    form: parseLevyForm(paramReader(params)),
    text: {
      ...commonText("levy", [roadLevyRates], t),
      vehicle: t("tools.levy.vehicle"),
      // With their amounts: the browser looks them up as the choice changes.
      vehicles: levyVehicles.map((vehicle) => ({
        value: vehicle,
        label: t(`tools.levy.${vehicle}`),
        perYear: roadLevy(vehicle).perYear,
      })),
      error: t("tools.levy.error.vehicle"),
      perYear: t("tools.levy.perYear"),
      others: t("tools.levy.others"),
    },
  };
}

function importTool(params: URLSearchParams, currentYear: number, t: T) {
  return {
    kind: "import" as const,
    currentYear,
    // The browser recomputes with the same figures, sent as data.
    rates: importRates,
    form: parseImportForm(paramReader(params), currentYear, importRates),
    text: {
      ...commonText("import", [importDutyRates, exciseRates, importTaxRates, exchangeRate], t),
      labels: {
        cif: t("tools.import.cif"),
        cur: t("tools.import.cur"),
        year: t("tools.import.year"),
        energy: t("tools.import.energy"),
      },
      cifHint: t("tools.import.cif.hint"),
      usdRate: t("tools.import.usdRate", { rate: formatPrice(exchangeRate.rwfPerUsd) }),
      energyHint: t("tools.import.energy.hint"),
      currencies: importCurrencies.map((value) => ({ value, label: t(`tools.import.cur.${value}`) })),
      energies: importEnergies.map((value) => ({ value, label: t(`tools.import.energy.${value}`) })),
      errors: {
        cif: t("tools.import.error.cif"),
        cur: t("tools.import.error.cur"),
        year: t("tools.import.error.year", { min: EARLIEST_YEAR, max: currentYear }),
        energy: t("tools.import.error.energy"),
      },
      landed: t("tools.import.landed"),
      landedNote: t("tools.import.landed.note"),
      cifValue: t("tools.import.cifValue"),
      cifUsd: t("tools.import.cifValue.usd", { rate: formatPrice(exchangeRate.rwfPerUsd) }),
      // Rates are filled in the browser from the result, so a change of energy or age shows at once.
      duty: t("tools.import.duty"),
      excise: t("tools.import.excise"),
      ageOne: t("tools.import.age.one"),
      ageMany: t("tools.import.age.many"),
      ageNew: t("tools.import.age.new"),
      vat: t("tools.import.vat"),
      exempt: t("tools.import.exempt"),
      electric: {
        duty: t("tools.import.duty.electric"),
        excise: t("tools.import.excise.electric"),
        vat: t("tools.import.vat.electric"),
      },
      withholding: t("tools.import.withholding", { percent: importTaxRates.withholdingPercent }),
      infrastructure: t("tools.import.infrastructure", {
        percent: importTaxRates.infrastructureLevyPercent,
      }),
      africanUnion: t("tools.import.africanUnion", {
        percent: importTaxRates.africanUnionLevyPercent,
      }),
      totalTaxes: t("tools.import.totalTaxes"),
    },
  };
}

export type LoanTool = ReturnType<typeof loanTool>;
export type LevyTool = ReturnType<typeof levyTool>;
export type ImportTool = ReturnType<typeof importTool>;
export type SectionTool = LoanTool | LevyTool | ImportTool;

/**
 * The calculator a section shows above its guides, computed from the URL's parameters (absent ones take
 * the defaults, wrong ones are reported by field), its text in `locale`, or null for sections without one. `now` sets the
 * current year in Kigali, which gives an imported car's age.
 */
export function sectionTool(
  section: PracticalGuideSection,
  params: URLSearchParams,
  locale: Locale,
  now: Date = new Date(),
): SectionTool | null {
  const t = textFor(toolsText, locale);
  switch (section) {
    case "vehicle-financing":
      return loanTool(params, t);
    case "road-tax":
      return levyTool(params, t);
    case "vehicle-registration":
      return importTool(params, Number(kigaliDate(now).slice(0, 4)), t);
    default:
      return null;
  }
}
