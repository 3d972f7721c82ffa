/**
 * The listing form's rules (/poster-une-annonce), one schema per step, run by the server on every save.
 * Each schema reads the step's fields as typed (strings) and gives the listing's column values.
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import type { PostErrorText } from "./post-text";
import { parseForm, readValues, type FieldErrors, type FormValues } from "~/shared/forms/form-data";
import { formatNumber, parseAmount } from "../../shared/lib/price";
import {
  conditions,
  gearboxes,
  importStatuses,
  sellerTypes,
  steeringSides,
  type Condition,
  type Gearbox,
  type ImportStatus,
  type SellerType,
  type SteeringSide,
} from "../../shared/lib/used-cars";
import {
  bodyTypes,
  drives,
  energies,
  type BodyType,
  type Drive,
  type Energy,
} from "../../shared/lib/vehicle";
import {
  LISTING_LIMITS as L,
  listingColours,
  OTHER_MAKE,
  stepFields,
  type FormStep,
  type StepValues,
} from "./listing-fields";

/** A make of the catalogue with its models, as the car step offers them. */
export interface CatalogueMake {
  id: number;
  name: string;
  models: { id: number; name: string }[];
}

/** A district with its sectors (app/shared/server/places.server.ts). */
export interface DistrictSectors {
  name: string;
  sectors: readonly string[];
}

/** Runs of spaces become one; ends trimmed (SPEC §5: inputs are trimmed). */
const tidy = (value: string) => value.replace(/\s+/g, " ").trim();

/** Phone characters people type: digits, spaces, +, dots, dashes, brackets. */
const PHONE_CHARACTERS = /^[\d\s+().-]+$/;

/**
 * A Rwandan mobile number as +2507XXXXXXXX ("0788 123 456", "788123456", "+250 788-123-456",
 * "00250788123456"), or undefined for anything else: landlines, other countries, extensions, letters.
 */
export function normaliseRwandanMobile(input: string): string | undefined {
  const text = input.trim();
  if (!PHONE_CHARACTERS.test(text)) return undefined;
  const phone = parsePhoneNumberFromString(text, "RW");
  if (!phone?.isValid() || phone.country !== "RW" || phone.getType() !== "MOBILE") return undefined;
  return /^\+2507\d{8}$/.test(phone.number) ? phone.number : undefined;
}

/** A whole number typed with or without thousands separators ("85.000", "85 000", "85000"). */
function wholeNumber(message: string, min: number, max: number, rangeMessage: string) {
  return z.string().transform((value, ctx) => {
    const amount = value.trim() === "" ? null : parseAmount(value);
    if (amount === null || !Number.isInteger(amount)) ctx.addIssue({ code: "custom", message });
    else if (amount < min || amount > max) ctx.addIssue({ code: "custom", message: rangeMessage });
    return amount ?? 0;
  });
}

/** A checkbox: sent ("on") when ticked, absent when not. */
const checkbox = z.string().transform((value) => value !== "");

/** One line of text, tidied, between `min` and `max` characters. */
const line = (min: number, max: number, message: string) =>
  z
    .string()
    .transform(tidy)
    .refine((value) => value.length >= min && value.length <= max, message);

/** A description keeps its line breaks; spaces at line ends and runs of blank lines go. */
const description = (t: PostErrorText) =>
  z
    .string()
    .transform((value) =>
      value
        .replace(/\r\n?/g, "\n")
        .split("\n")
        .map((part) => part.replace(/[ \t]+/g, " ").trim())
        .join("\n")
        .replace(/\n{3,}/g, "\n\n")
        .trim(),
    )
    .refine((value) => value.length >= L.descriptionMin, t("error.description", { min: L.descriptionMin }))
    .refine((value) => value.length <= L.descriptionMax, t("error.tooLong", { max: L.descriptionMax }));

type Field = <V>(name: string, schema: z.ZodType<V, string>) => V;
type Issue = (name: string, message: string) => void;

/**
 * A step's schema: `build` reads each field through its own schema and may report messages that depend
 * on several fields. Every bad field gets its message, not only the first one found.
 */
function stepSchema<T>(build: (field: Field, issue: Issue) => T) {
  return z.record(z.string(), z.string()).transform((form, ctx) => {
    let failed = false;
    const issue: Issue = (name, message) => {
      failed = true;
      ctx.addIssue({ code: "custom", path: [name], message });
    };
    const field: Field = (name, schema) => {
      const parsed = schema.safeParse(form[name] ?? "");
      if (parsed.success) return parsed.data;
      issue(name, parsed.error.issues[0]!.message);
      return undefined as never;
    };
    const data = build(field, issue);
    return failed ? z.NEVER : data;
  });
}

export interface CarStep {
  brandId: number | null;
  make: string;
  modelId: number | null;
  model: string;
  year: number;
  body: BodyType;
  energy: Energy;
  gearbox: Gearbox;
}

/**
 * The car: a make of the catalogue (or another one, typed), its model (the catalogue's spelling when it
 * has it, else as typed), the year between {@link L.yearMin} and next year, body, fuel and gearbox; its
 * messages in the request's language (`t`), as for every step.
 */
export function carSchema(catalogue: readonly CatalogueMake[], thisYear: number, t: PostErrorText) {
  const maxYear = thisYear + 1;
  return stepSchema((field, issue): CarStep => {
    const brand = field("brand", z.string());
    const make = brand === OTHER_MAKE ? undefined : catalogue.find((entry) => String(entry.id) === brand);
    const makeName = make?.name ?? tidy(field("make_other", z.string()));
    if (!make && brand !== OTHER_MAKE) issue("brand", t("error.make"));
    else if (makeName === "") issue("make_other", t("error.makeOther"));
    else if (makeName.length > L.makeMax) issue("make_other", t("error.tooLong", { max: L.makeMax }));

    const typedModel = tidy(field("model", z.string()));
    const model = make?.models.find((entry) => entry.name.toLowerCase() === typedModel.toLowerCase());
    if (typedModel === "") issue("model", t("error.model"));
    else if (typedModel.length > L.modelMax) issue("model", t("error.tooLong", { max: L.modelMax }));

    const yearText = field("year", z.string()).trim();
    const year = Number(yearText);
    if (yearText === "") issue("year", t("error.year"));
    else if (!/^\d{4}$/.test(yearText) || year < L.yearMin || year > maxYear)
      issue("year", t("error.yearRange", { min: L.yearMin, max: maxYear }));

    return {
      brandId: make?.id ?? null,
      make: makeName,
      modelId: model?.id ?? null,
      model: model?.name ?? typedModel,
      year,
      body: field("body", z.enum(bodyTypes, t("error.body"))),
      energy: field("energy", z.enum(energies, t("error.energy"))),
      gearbox: field("gearbox", z.enum(gearboxes, t("error.gearbox"))),
    };
  });
}

export interface DetailsStep {
  mileageKm: number;
  colour: string;
  engineCc: number | null;
  drive: Drive | null;
  steering: SteeringSide;
  condition: Condition;
  importStatus: ImportStatus;
  title: string;
  description: string;
}

/** Thousands grouped with dots, as prices and mileages are shown (SPEC §5). */
const grouped = formatNumber;

const engineCc = (t: PostErrorText) =>
  z.string().transform((value, ctx) => {
    const typed = value.trim();
    if (typed === "") return null;
    const cc = Number(typed);
    if (!/^\d+$/.test(typed)) ctx.addIssue({ code: "custom", message: t("error.engine") });
    else if (cc < L.engineCcMin || cc > L.engineCcMax)
      ctx.addIssue({
        code: "custom",
        message: t("error.engineRange", { min: L.engineCcMin, max: L.engineCcMax }),
      });
    return cc;
  });

/** The details: mileage, colour, engine, drive, steering, condition, import status, title, description. */
export const detailsSchema = (t: PostErrorText) =>
  stepSchema((field): DetailsStep => ({
    mileageKm: field(
      "mileage",
      wholeNumber(
        t("error.mileage"),
        0,
        L.mileageMax,
        t("error.mileageRange", { max: grouped(L.mileageMax) }),
      ),
    ),
    colour: field("colour", z.enum(listingColours, t("error.colour"))),
    engineCc: field("engine_cc", engineCc(t)),
    drive: field("drive", z.union([z.literal("").transform(() => null), z.enum(drives)], t("error.drive"))),
    steering: field("steering", z.enum(steeringSides, t("error.steering"))),
    condition: field("condition", z.enum(conditions, t("error.condition"))),
    importStatus: field("import_status", z.enum(importStatuses, t("error.import"))),
    title: field(
      "title",
      line(L.titleMin, L.titleMax, t("error.title", { min: L.titleMin, max: L.titleMax })),
    ),
    description: field("description", description(t)),
  }));

export interface PriceStep {
  priceRwf: number;
  negotiable: boolean;
  district: string;
  sector: string;
  sellerName: string;
  phone: string;
  whatsapp: boolean;
  sellerType: SellerType;
}

const phone = (t: PostErrorText) =>
  z.string().transform((value, ctx) => {
    const normalised = value.length <= L.phoneMax ? normaliseRwandanMobile(value) : undefined;
    if (!normalised) ctx.addIssue({ code: "custom", message: t("error.phone") });
    return normalised ?? "";
  });

/** Price and contact: the district and sector by their official names, the phone as +2507XXXXXXXX. */
export function priceSchema(districts: readonly DistrictSectors[], t: PostErrorText) {
  return stepSchema((field, issue): PriceStep => {
    const wanted = (name: string) => field(name, z.string()).trim().toLowerCase();
    const district = districts.find((entry) => entry.name.toLowerCase() === wanted("district"));
    const typedSector = wanted("sector");
    const sector = district?.sectors.find((entry) => entry.toLowerCase() === typedSector);
    if (!district) {
      issue("district", t("error.district"));
      if (typedSector !== "") issue("sector", t("error.sectorFirst"));
    } else if (!sector) issue("sector", t("error.sector", { district: district.name }));
    return {
      priceRwf: field(
        "price",
        wholeNumber(
          t("error.price"),
          L.priceMin,
          L.priceMax,
          t("error.priceRange", { min: grouped(L.priceMin), max: grouped(L.priceMax) }),
        ),
      ),
      negotiable: field("negotiable", checkbox),
      district: district?.name ?? "",
      sector: sector ?? "",
      sellerName: field(
        "seller_name",
        line(
          L.sellerNameMin,
          L.sellerNameMax,
          t("error.sellerName", { min: L.sellerNameMin, max: L.sellerNameMax }),
        ),
      ),
      phone: field("phone", phone(t)),
      whatsapp: field("whatsapp", checkbox),
      sellerType: field("seller_type", z.enum(sellerTypes, t("error.sellerType"))),
    };
  });
}

/** Reads a step's fields from a submitted form as strings ("" when missing, as an unticked checkbox is). */
export function stepValues<S extends FormStep>(step: S, form: FormData): StepValues<S> {
  return readValues(form, stepFields[step]) as StepValues<S>;
}

export type StepValidation<V extends Record<string, string>, T> =
  | { ok: true; data: T }
  | { ok: false; result: { status: "invalid"; values: V; errors: FieldErrors<keyof V & string> } };

/** Runs a step's schema (the form kit's parseForm); on failure, the values as typed and the first message of each field. */
export function validateStep<V extends Record<string, string>, T>(
  schema: z.ZodType<T, Record<string, string>>,
  values: V,
): StepValidation<V, T> {
  const fields = Object.keys(values) as (keyof V & string)[];
  const parsed = parseForm(schema, values as FormValues<keyof V & string>, fields);
  if (parsed.ok) return { ok: true, data: parsed.data };
  return { ok: false, result: { status: "invalid", values, errors: parsed.errors } };
}

/** The columns of a saved listing the form reads back (app/shared/db/schema.ts, used_listings). */
export interface ListingColumns {
  brandId: number | null;
  make: string;
  model: string;
  year: number | null;
  body: BodyType | null;
  energy: Energy | null;
  gearbox: Gearbox | null;
  mileageKm: number | null;
  colour: string | null;
  engineCc: number | null;
  drive: Drive | null;
  steering: SteeringSide;
  condition: Condition | null;
  importStatus: ImportStatus | null;
  title: string;
  description: string;
  priceRwf: number | null;
  negotiable: boolean;
  district: string | null;
  sector: string | null;
  sellerName: string;
  phone: string;
  whatsapp: boolean;
  sellerType: SellerType;
}

const typedNumber = (value: number | null) => (value === null ? "" : String(value));
const tick = (value: boolean) => (value ? "on" : "");

/**
 * A saved listing's step as the form shows it: what the seller would type to save it again. Prices and
 * mileages are grouped with dots; a make outside the catalogue is "another make" with its name.
 */
export function listingValues<S extends FormStep>(step: S, listing: ListingColumns): StepValues<S> {
  const all: { [K in FormStep]: StepValues<K> } = {
    car: {
      brand: listing.brandId !== null ? String(listing.brandId) : listing.make ? OTHER_MAKE : "",
      make_other: listing.brandId !== null ? "" : listing.make,
      model: listing.model,
      year: typedNumber(listing.year),
      body: listing.body ?? "",
      energy: listing.energy ?? "",
      gearbox: listing.gearbox ?? "",
    },
    details: {
      mileage: listing.mileageKm === null ? "" : grouped(listing.mileageKm),
      colour: listing.colour ?? "",
      engine_cc: typedNumber(listing.engineCc),
      drive: listing.drive ?? "",
      steering: listing.steering,
      condition: listing.condition ?? "",
      import_status: listing.importStatus ?? "",
      title: listing.title,
      description: listing.description,
    },
    price: {
      price: listing.priceRwf === null ? "" : grouped(listing.priceRwf),
      negotiable: tick(listing.negotiable),
      district: listing.district ?? "",
      sector: listing.sector ?? "",
      seller_name: listing.sellerName,
      phone: listing.phone,
      whatsapp: tick(listing.whatsapp),
      seller_type: listing.sellerType,
    },
  };
  return all[step];
}
