import { z } from "zod";
import { bannerPlacements } from "~/shared/lib/value-sets";
import type { Translate } from "~/shared/i18n/text";
import { safeLink } from "./links";
import { PHOTO_FIELD } from "./photos";
import type { AdminMessages } from "./text/admin";

/** The banner form's fields, in the order the page shows them; `photo` is the picture's file. */
export const bannerFields = [
  "placement",
  PHOTO_FIELD,
  "alt",
  "linkUrl",
  "activeFrom",
  "activeTo",
  "weight",
  "updatedAt",
] as const;
export type BannerField = (typeof bannerFields)[number];

/** What the audit log records and a conflict compares. */
export const editableBannerFields = [
  "placement",
  "image",
  "alt",
  "linkUrl",
  "activeFrom",
  "activeTo",
  "weight",
] as const;
export type EditableBannerField = (typeof editableBannerFields)[number];

export const BANNER_LIMITS = { alt: 200, weightMin: 1, weightMax: 100 } as const;

/** Kigali keeps UTC+2 all year. */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** "2026-12-01T08:00" on the clock in Kigali (a datetime-local field) as the moment it is; undefined if not such a time. */
export function kigaliMoment(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::00)?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (year < 2000 || year > 2100 || hour > 23 || minute > 59) return undefined;
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return undefined;
  return new Date(utc - KIGALI_OFFSET_MS);
}

/** A moment as a datetime-local field shows it in Kigali time: "2026-12-01T08:00" ("" for none). */
export function kigaliInput(moment: Date | null | undefined): string {
  if (!moment) return "";
  return new Date(moment.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 16);
}

/** Where a banner stands at `now`: showing, not yet begun, or over. */
export const bannerStatuses = ["active", "scheduled", "expired"] as const;
export type BannerStatus = (typeof bannerStatuses)[number];

export function bannerStatus(
  banner: { activeFrom: Date | null; activeTo: Date | null },
  now: Date,
): BannerStatus {
  if (banner.activeTo && banner.activeTo <= now) return "expired";
  if (banner.activeFrom && banner.activeFrom > now) return "scheduled";
  return "active";
}

const moment = (t: Translate<AdminMessages>) =>
  z
    .string()
    .transform((text) => (text.trim() ? kigaliMoment(text) : null))
    .refine((value) => value !== undefined, t("admin.banner.error.moment"));

/** The banner form read through its rules (the picture is checked by the upload, not here). */
export function bannerSchema(t: Translate<AdminMessages>) {
  return z
    .object({
      // A refinement, not an enum: the other fields' checks still run, so every message shows at once.
      placement: z
        .string()
        .transform((value) => bannerPlacements.find((placement) => placement === value))
        .refine((value) => value !== undefined, t("admin.banner.error.placement")),
      [PHOTO_FIELD]: z.string(),
      alt: z
        .string()
        .trim()
        .min(1, t("admin.banner.error.alt"))
        .max(BANNER_LIMITS.alt, t("admin.brand.error.tooLong", { max: BANNER_LIMITS.alt })),
      linkUrl: z
        .string()
        .transform((text) => safeLink(text))
        .refine((link) => link !== undefined, t("admin.banner.error.link")),
      activeFrom: moment(t),
      activeTo: moment(t),
      weight: z
        .string()
        .trim()
        .regex(/^\d{1,3}$/, t("admin.banner.error.weight"))
        .transform(Number)
        .refine(
          (weight) => weight >= BANNER_LIMITS.weightMin && weight <= BANNER_LIMITS.weightMax,
          t("admin.banner.error.weight"),
        ),
      updatedAt: z.string(),
    })
    .superRefine((form, ctx) => {
      // Run even when another field was refused, so that every message shows at once.
      if (form.activeFrom && form.activeTo && form.activeTo <= form.activeFrom)
        ctx.addIssue({ code: "custom", path: ["activeTo"], message: t("admin.banner.error.order") });
    })
    .transform((form) => ({
      placement: form.placement!,
      alt: form.alt,
      linkUrl: form.linkUrl!,
      activeFrom: form.activeFrom ?? null,
      activeTo: form.activeTo ?? null,
      weight: form.weight,
      updatedAt: form.updatedAt,
    }));
}
export type BannerInput = Omit<z.output<ReturnType<typeof bannerSchema>>, "updatedAt">;
