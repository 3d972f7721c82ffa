import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { formatNumber } from "~/shared/lib/price";
import { drives, energies, transmissions } from "~/shared/lib/vehicle";
import { slugFromName } from "./brand-form";
import { adminRules, editableOf } from "./form-rules";
import type { AdminMessages } from "./text/admin";

/**
 * The figures of a version's spec sheet, in the form's order, with what a real car can have: whole numbers or
 * decimals, and the range outside which a value is a typing mistake. `required` ones every version has.
 */
export const VERSION_FIGURES = {
  priceRwf: { min: 1_000_000, max: 2_000_000_000, whole: true, required: true },
  displacementCc: { min: 50, max: 10_000, whole: true },
  powerKw: { min: 1, max: 1_500, whole: true, required: true },
  powerHp: { min: 1, max: 2_000, whole: true, required: true },
  torqueNm: { min: 1, max: 3_000, whole: true, required: true },
  gears: { min: 1, max: 12, whole: true },
  consumptionL100: { min: 0.5, max: 40, whole: false },
  consumptionKwh100: { min: 5, max: 60, whole: false },
  co2Gkm: { min: 0, max: 600, whole: true },
  batteryKwh: { min: 1, max: 250, whole: false },
  electricRangeKm: { min: 1, max: 1_500, whole: true },
  acChargeKw: { min: 1, max: 50, whole: false },
  dcChargeKw: { min: 1, max: 500, whole: false },
  zeroToHundredS: { min: 1.5, max: 40, whole: false },
  topSpeedKmh: { min: 50, max: 450, whole: true },
  lengthMm: { min: 2_000, max: 8_000, whole: true, required: true },
  widthMm: { min: 1_200, max: 2_800, whole: true, required: true },
  heightMm: { min: 1_000, max: 3_500, whole: true, required: true },
  wheelbaseMm: { min: 1_500, max: 5_000, whole: true, required: true },
  groundClearanceMm: { min: 80, max: 500, whole: true },
  kerbWeightKg: { min: 400, max: 6_000, whole: true, required: true },
  seats: { min: 1, max: 60, whole: true, required: true },
  doors: { min: 1, max: 6, whole: true, required: true },
  bootLitres: { min: 0, max: 5_000, whole: true },
  tankLitres: { min: 10, max: 400, whole: true },
} as const satisfies Record<string, { min: number; max: number; whole: boolean; required?: true }>;
export type VersionFigure = keyof typeof VERSION_FIGURES;

/** The version form's fields, in the order the page shows them. */
export const versionFields = [
  "modelId",
  "name",
  "slug",
  "priceRwf",
  "energy",
  "engineLabel",
  "displacementCc",
  "powerKw",
  "powerHp",
  "torqueNm",
  "transmission",
  "gears",
  "drive",
  "consumptionL100",
  "consumptionKwh100",
  "co2Gkm",
  "batteryKwh",
  "electricRangeKm",
  "acChargeKw",
  "dcChargeKw",
  "zeroToHundredS",
  "topSpeedKmh",
  "lengthMm",
  "widthMm",
  "heightMm",
  "wheelbaseMm",
  "groundClearanceMm",
  "kerbWeightKg",
  "seats",
  "doors",
  "bootLitres",
  "tankLitres",
  "warranty",
  "published",
  "updatedAt",
] as const;
export type VersionField = (typeof versionFields)[number];

/** The fields staff edit: what the conflict check compares and the audit log shows. */
export const editableVersionFields = editableOf(versionFields);
export type EditableVersionField = (typeof editableVersionFields)[number];

export const VERSION_LIMITS = { name: 80, slug: 60, engineLabel: 80, warranty: 80 } as const;

/**
 * A figure as staff type it: whole numbers may carry the site's thousands dots or spaces ("48.000.000"),
 * decimals a point or a comma ("6.8", "6,8"). Returns NaN for anything else.
 */
export function readFigure(text: string, whole: boolean): number {
  const compact = text.replace(/\s/g, "");
  if (whole) return /^\d{1,3}(\.\d{3})+$|^\d+$/.test(compact) ? Number(compact.replace(/\./g, "")) : NaN;
  return /^\d+([.,]\d+)?$/.test(compact) ? Number(compact.replace(",", ".")) : NaN;
}

/** A limit as a message shows it: "2.000.000.000", "0,5". */
const formatFigure = (value: number) =>
  Number.isInteger(value) ? formatNumber(value) : String(value).replace(".", ",");

/** The version form read through its rules; an empty slug is derived from the name, an empty figure is none. */
export function versionSchema(t: Translate<AdminMessages>) {
  const { id, text, slug, choice, checkbox } = adminRules(t);
  const figure = ({
    min,
    max,
    whole,
    required,
  }: {
    min: number;
    max: number;
    whole: boolean;
    required?: true;
  }) =>
    z.string().transform((value, context) => {
      if (value.trim() === "") {
        if (required) context.addIssue({ code: "custom", message: t("admin.version.error.required") });
        return null;
      }
      const number = readFigure(value, whole);
      if (Number.isNaN(number) || number < min || number > max) {
        context.addIssue({
          code: "custom",
          message: t(whole ? "admin.version.error.whole" : "admin.version.error.number", {
            min: formatFigure(min),
            max: formatFigure(max),
          }),
        });
        return null;
      }
      return number;
    });
  const figures = Object.fromEntries(
    Object.entries(VERSION_FIGURES).map(([name, rule]) => [name, figure(rule)]),
  ) as { [K in VersionFigure]: ReturnType<typeof figure> };
  return z
    .object({
      modelId: id(t("admin.version.error.model")),
      name: text(VERSION_LIMITS.name, t("admin.version.error.name")),
      slug: slug(VERSION_LIMITS.slug),
      energy: choice(energies),
      engineLabel: text(VERSION_LIMITS.engineLabel, t("admin.version.error.engineLabel")),
      transmission: choice(transmissions),
      drive: choice(drives),
      warranty: text(VERSION_LIMITS.warranty, t("admin.version.error.warranty")),
      ...figures,
      published: checkbox(),
      updatedAt: z.string(),
    })
    .transform(
      ({
        priceRwf,
        powerKw,
        powerHp,
        torqueNm,
        lengthMm,
        widthMm,
        heightMm,
        wheelbaseMm,
        kerbWeightKg,
        seats,
        doors,
        ...version
      }) => ({
        ...version,
        // Required figures: a refusal above stops here with an issue, so these are numbers.
        priceRwf: priceRwf!,
        powerKw: powerKw!,
        powerHp: powerHp!,
        torqueNm: torqueNm!,
        lengthMm: lengthMm!,
        widthMm: widthMm!,
        heightMm: heightMm!,
        wheelbaseMm: wheelbaseMm!,
        kerbWeightKg: kerbWeightKg!,
        seats: seats!,
        doors: doors!,
        slug: version.slug || slugFromName(version.name),
      }),
    )
    .refine((version) => version.slug !== "", { path: ["slug"], message: t("admin.brand.error.slug") });
}
export type VersionInput = Omit<z.output<ReturnType<typeof versionSchema>>, "updatedAt">;
