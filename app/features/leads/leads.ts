/**
 * The lead-magnet form (SPEC §2.10, §3: car_condition, payment_method, budget): its vocabularies, steps,
 * fields and limits, shared by the popup, the /find-my-car page and the server's validation
 * (app/features/leads/lead-form.ts). No validation library here, so the popup stays light.
 */
import { readValues, type FieldErrors } from "~/shared/forms/form-data";

/**
 * The popup's views in order: SPEC's three steps, then the visitor's contact details and a thank-you.
 * The first four ask something; the step counter counts SPEC's three only (`leadProgress`).
 */
export const leadQuestionSteps = ["car_condition", "payment_method", "brand_budget", "contact"] as const;
export const leadSteps = [...leadQuestionSteps, "thanks"] as const;
export type LeadStep = (typeof leadSteps)[number];

/** SPEC §2.10's steps: the ones the counter numbers ("Step 2 of 3"). */
export const LEAD_SPEC_STEPS = 3;

/**
 * What the step counter says on a view: "Step n of 3" on SPEC's three steps; on the contact details, that
 * the three are done; nothing on the thank-you.
 */
export function leadProgress(step: number): { step: number; total: number } | "done" | null {
  if (step >= 0 && step < LEAD_SPEC_STEPS) return { step: step + 1, total: LEAD_SPEC_STEPS };
  return step === LEAD_SPEC_STEPS ? "done" : null;
}

/**
 * The car a request is about, when it is sent from the car's page or a deal ("Get a price"): the popup and
 * the /find-my-car page show it instead of asking new or used and which brand, and post its ids and page.
 */
export interface LeadCar {
  /** "Toyota RAV4 2.0 GX CVT", or "Toyota RAV4" for the model. */
  name: string;
  brandId: number;
  brand: string;
  modelId: number;
  versionId: number | null;
  /** The site path the request starts from. */
  page: string;
}

/** The hidden fields that carry a request's car and page. */
export const LEAD_CAR_FIELDS = { model: "model", version: "version", page: "page" } as const;

/** A path of this site (not "//host" nor a URL), short enough to store: the page a request came from. */
export function sitePath(value: unknown): string | null {
  return typeof value === "string" && /^\/(?![/\\])[^\s]{0,199}$/.test(value) ? value : null;
}

const positiveId = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value > 0 ? value : null;

/** A "Get a price" link's car (its data-lead attribute, JSON), or null when it is not one. */
export function readLeadCar(json: string | undefined | null): LeadCar | null {
  if (!json) return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const car = value as Record<string, unknown>;
  const brandId = positiveId(car.brandId);
  const modelId = positiveId(car.modelId);
  const page = sitePath(car.page);
  if (typeof car.name !== "string" || typeof car.brand !== "string" || !brandId || !modelId || !page)
    return null;
  return {
    name: car.name,
    brand: car.brand,
    brandId,
    modelId,
    versionId: car.versionId === null ? null : positiveId(car.versionId),
    page,
  };
}

/** SPEC §2.10: the three steps' titles, as the specification writes them. */
export const leadStepTitles = {
  car_condition: "JE CHERCHE UNE VOITURE",
  payment_method: "MODE DE PAIEMENT",
  brand_budget: "MARQUE ET BUDGET",
} as const;

/** The form's fields, each on its step. `brands` may be sent several times (one per ticked brand). */
export const leadFieldSteps = {
  car_condition: 0,
  payment_method: 1,
  brands: 2,
  budget_min: 2,
  budget_max: 2,
  name: 3,
  phone: 3,
  email: 3,
  district: 3,
  consent: 3,
} as const;
export type LeadField = keyof typeof leadFieldSteps;

export const LEAD_LIMITS = {
  nameMin: 2,
  nameMax: 80,
  /** Long enough for "+250 (0) 788-123-456". */
  phoneMax: 24,
  emailMax: 254,
  /** Fits the budget columns (32-bit integers) with room to spare. */
  budgetMax: 2_000_000_000,
  /** More brands than this is no preference at all. */
  brandsMax: 12,
} as const;

/** The hidden field carrying localStorage `cookie_user_id` (SPEC §3) from the popup. */
export const LEAD_VISITOR_FIELD = "visitor";

/** The form as typed: one string per field, the ticked brands' ids as strings. */
export type LeadValues = Record<Exclude<LeadField, "brands">, string> & { brands: string[] };
export type LeadErrors = FieldErrors<LeadField>;

/** What POST /find-my-car answers, to the page and to the popup. */
export type LeadResult =
  | { status: "sent"; name: string }
  | { status: "invalid"; values: LeadValues; errors: LeadErrors; formError?: string };

/** The choices the form offers: the catalogue's brands and Rwanda's districts. */
export interface LeadOptions {
  brands: { id: number; name: string }[];
  districts: string[];
}

/** Every field but `brands`: one string each. */
const leadTextFields = [
  "car_condition",
  "payment_method",
  "budget_min",
  "budget_max",
  "name",
  "phone",
  "email",
  "district",
  "consent",
] as const satisfies readonly Exclude<LeadField, "brands">[];

/** Reads the submitted form as typed ("" for a missing field, as an unticked checkbox is). */
export function leadValues(form: FormData): LeadValues {
  return {
    ...readValues(form, leadTextFields),
    brands: form.getAll("brands").filter((value): value is string => typeof value === "string"),
  };
}

/** The earliest step with an error, where the popup goes back to after the server refused the form. */
export function firstStepWithError(errors: LeadErrors): number | undefined {
  const steps = (Object.keys(errors) as LeadField[])
    .filter((field) => errors[field])
    .map((field) => leadFieldSteps[field]);
  return steps.length > 0 ? Math.min(...steps) : undefined;
}

/** Steps 0 and 1 need an answer before moving on: the field left unanswered on `step`, if any. */
export function missingChoice(step: number, values: Pick<LeadValues, "car_condition" | "payment_method">) {
  if (step === 0 && values.car_condition === "") return "car_condition" as const;
  if (step === 1 && values.payment_method === "") return "payment_method" as const;
  return undefined;
}
