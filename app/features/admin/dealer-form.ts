import { parsePhoneNumberFromString } from "libphonenumber-js/max";
import { z } from "zod";
import { normaliseRwandanMobile } from "~/features/posting/listing-form";
import type { Translate } from "~/shared/i18n/text";
import { slugFromName } from "./brand-form";
import { DEALER_LIMITS } from "./dealer-fields";
import { hourFields, readHours, type HourField } from "./dealer-hours";
import { adminRules } from "./form-rules";
import { readPoint } from "./places";
import type { AdminMessages } from "./text/admin";

export { dealerFields, editableDealerFields, DEALER_LIMITS } from "./dealer-fields";
export type { DealerField, EditableDealerField } from "./dealer-fields";

/** The brands field carries the ticked brands' ids, "3,7,12" (every ticked box of the form, joined). */
export function brandIdsOf(text: string): number[] | undefined {
  if (!text.trim()) return [];
  const ids = text.split(",").map((part) => part.trim());
  if (ids.length > 200 || !ids.every((id) => /^[1-9]\d{0,8}$/.test(id))) return undefined;
  return [...new Set(ids.map(Number))].sort((a, b) => a - b);
}

/** A Rwandan phone number, mobile or landline, as +250…; undefined for anything else. */
export function normaliseRwandanPhone(input: string): string | undefined {
  const text = input.trim();
  if (!/^[\d\s+().-]+$/.test(text) || text.length > DEALER_LIMITS.phone) return undefined;
  const phone = parsePhoneNumberFromString(text, "RW");
  return phone?.isValid() && phone.country === "RW" ? phone.number : undefined;
}

/** A dealer's website: an http(s) address with a host, at most 200 characters. */
export function websiteOf(text: string): string | undefined {
  const link = text.trim();
  if (link.length > DEALER_LIMITS.website || /\s/.test(link)) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(link) ? link : `https://${link}`);
    if (!["https:", "http:"].includes(url.protocol) || !url.hostname.includes(".") || url.username)
      return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** The dealer form read through its rules; `districts` are the names a dealer's district may take. */
export function dealerSchema(t: Translate<AdminMessages>, districts: readonly string[]) {
  const times = Object.fromEntries(hourFields.map((field) => [field, z.string()])) as Record<
    HourField,
    z.ZodString
  >;
  const { text, slug, checkbox, readAs } = adminRules(t);
  return z
    .object({
      name: text(DEALER_LIMITS.name, t("admin.dealer.error.name")),
      slug: slug(60),
      description: text(DEALER_LIMITS.description),
      sellsNew: checkbox(),
      sellsUsed: checkbox(),
      hasService: checkbox(),
      address: text(DEALER_LIMITS.address),
      district: readAs(
        (name) => districts.find((d) => d.toLowerCase() === name.trim().toLowerCase()),
        t("admin.dealer.error.district"),
      ),
      phone: readAs(normaliseRwandanPhone, t("admin.dealer.error.phone")),
      whatsapp: readAs(
        (value) => (value.trim() ? normaliseRwandanMobile(value.slice(0, 30)) : null),
        t("admin.dealer.error.whatsapp"),
      ),
      email: text(DEALER_LIMITS.email).refine(
        (value) => value === "" || z.email().safeParse(value).success,
        t("admin.dealer.error.email"),
      ),
      website: readAs((value) => (value.trim() ? websiteOf(value) : null), t("admin.dealer.error.website")),
      latitude: z.string(),
      longitude: z.string(),
      brands: readAs(brandIdsOf, t("admin.dealer.error.brands")),
      ...times,
      updatedAt: z.string(),
    })
    .superRefine((form, ctx) => {
      // Run even when another field was refused, so that every message shows at once.
      const point = readPoint(form.latitude, form.longitude);
      if (!point.ok)
        for (const field of ["latitude", "longitude"] as const) {
          const problem = point[field];
          if (problem)
            ctx.addIssue({ code: "custom", path: [field], message: t(`admin.dealer.error.${problem}`) });
        }
      const week = readHours(form);
      if (!week.ok)
        for (const [field, problem] of Object.entries(week.problems))
          ctx.addIssue({ code: "custom", path: [field], message: t(`admin.dealer.error.hours.${problem!}`) });
    })
    .transform((form) => {
      const point = readPoint(form.latitude, form.longitude);
      const week = readHours(form);
      if (!point.ok || !week.ok) return z.NEVER;
      return {
        name: form.name,
        slug: form.slug || slugFromName(form.name),
        description: form.description,
        sellsNew: form.sellsNew,
        sellsUsed: form.sellsUsed,
        hasService: form.hasService,
        address: form.address,
        district: form.district!,
        phone: form.phone!,
        whatsapp: form.whatsapp ?? null,
        email: form.email || null,
        website: form.website ?? null,
        latitude: point.point?.latitude ?? null,
        longitude: point.point?.longitude ?? null,
        hours: week.hours,
        brandIds: form.brands!,
        updatedAt: form.updatedAt,
      };
    })
    .refine((dealer) => dealer.slug !== "", { path: ["slug"], message: t("admin.brand.error.slug") });
}
export type DealerInput = Omit<z.output<ReturnType<typeof dealerSchema>>, "updatedAt">;
