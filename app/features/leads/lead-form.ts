/**
 * The lead-magnet form's rules, run by POST /find-my-car (server only: zod and the phone library stay
 * out of the popup's code). Inputs are trimmed (SPEC §5); a budget is read like every amount in RWF.
 */
import { z } from "zod";
import { textFor } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { leadText } from "~/features/leads/text/leads";
import { leadServerText } from "~/features/leads/text/lead-server";
import { LEAD_LIMITS as L, type LeadErrors, type LeadField, type LeadValues } from "./leads";
import {
  carConditions,
  paymentMethods,
  type CarCondition,
  type PaymentMethod,
} from "~/shared/lib/value-sets";
import { normaliseRwandanMobile } from "../posting/listing-form";
import { formatPrice, parseAmount } from "../../shared/lib/price";

/** A lead as it is stored: the visitor's answers, checked and normalised. */
export interface LeadInput {
  carCondition: CarCondition;
  paymentMethod: PaymentMethod;
  brandIds: number[];
  budgetMin: number | null;
  budgetMax: number | null;
  name: string;
  /** +2507XXXXXXXX */
  phone: string;
  email: string | null;
  /** The district's official name. */
  district: string;
}

export type LeadValidation = { ok: true; data: LeadInput } | { ok: false; errors: LeadErrors };

/** What the form is checked against: the catalogue's brand ids and the official district names. */
export interface LeadChoices {
  brandIds: ReadonlySet<number>;
  districts: readonly string[];
}

const tidy = (value: string) => value.replace(/\s+/g, " ").trim();

/** The budget and email rules, their messages in the request's language. */
function fieldRules(locale: Locale) {
  const tServer = textFor(leadServerText, locale);
  const budget = z.string().transform((value, ctx) => {
    if (value.trim() === "") return null;
    const amount = parseAmount(value);
    if (amount === null) ctx.addIssue({ code: "custom", message: tServer("lead.error.budget") });
    else if (amount > L.budgetMax)
      ctx.addIssue({
        code: "custom",
        message: tServer("lead.error.budgetRange", { max: formatPrice(L.budgetMax) }),
      });
    return amount;
  });

  const email = z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === "") return null;
      const parsed = z.email().max(L.emailMax).safeParse(value);
      if (!parsed.success) ctx.addIssue({ code: "custom", message: tServer("lead.error.email") });
      return value.toLowerCase();
    });
  return { budget, email };
}

/** Checks the whole form; on failure, the first message of each bad field. */
export function validateLead(values: LeadValues, choices: LeadChoices, locale: Locale): LeadValidation {
  const t = textFor(leadText, locale);
  const tServer = textFor(leadServerText, locale);
  const { budget, email } = fieldRules(locale);
  const errors: LeadErrors = {};
  const check = <T>(field: LeadField, schema: z.ZodType<T, string>, value: string): T | undefined => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    errors[field] ??= parsed.error.issues[0]!.message;
    return undefined;
  };

  const carCondition = check(
    "car_condition",
    z.enum(carConditions, t("lead.error.choose")),
    values.car_condition,
  );
  const paymentMethod = check(
    "payment_method",
    z.enum(paymentMethods, t("lead.error.choose")),
    values.payment_method,
  );

  const brandIds = [...new Set(values.brands.map((id) => Number(id)))];
  if (
    brandIds.length > L.brandsMax ||
    !brandIds.every((id) => Number.isInteger(id) && choices.brandIds.has(id))
  )
    errors.brands = tServer("lead.error.brands");

  const budgetMin = check("budget_min", budget, values.budget_min);
  const budgetMax = check("budget_max", budget, values.budget_max);
  if (budgetMin != null && budgetMax != null && budgetMax < budgetMin)
    errors.budget_max ??= tServer("lead.error.budgetOrder");

  const name = tidy(values.name);
  if (name.length < L.nameMin || name.length > L.nameMax)
    errors.name = tServer("lead.error.name", { min: L.nameMin, max: L.nameMax });

  const phone = values.phone.length <= L.phoneMax ? normaliseRwandanMobile(values.phone) : undefined;
  if (!phone) errors.phone = tServer("lead.error.phone");

  const mail = check("email", email, values.email);

  const wanted = values.district.trim().toLowerCase();
  const district = choices.districts.find((entry) => entry.toLowerCase() === wanted);
  if (!district) errors.district = tServer("lead.error.district");

  if (values.consent === "") errors.consent = tServer("lead.error.consent");

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    data: {
      carCondition: carCondition!,
      paymentMethod: paymentMethod!,
      brandIds,
      budgetMin: budgetMin ?? null,
      budgetMax: budgetMax ?? null,
      name,
      phone: phone!,
      email: mail ?? null,
      district: district!,
    },
  };
}
