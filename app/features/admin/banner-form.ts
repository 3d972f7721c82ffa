import { z } from "zod";
import { bannerPlacements } from "~/shared/lib/value-sets";
import type { Translate } from "~/shared/i18n/text";
import { adminRules, kigaliTimeInput, parseKigaliTime } from "./form-rules";
import { safeLink } from "./links";
import { PHOTO_FIELD } from "./photos";
import type { AdminMessages } from "./text/admin";

/** What staff type about a banner after its placement and picture, in the order the page shows it. */
const bannerDetails = ["alt", "linkUrl", "activeFrom", "activeTo", "weight"] as const;

/** The banner form's fields, in the order the page shows them; `photo` is the picture's file. */
export const bannerFields = ["placement", PHOTO_FIELD, ...bannerDetails, "updatedAt"] as const;
export type BannerField = (typeof bannerFields)[number];

/** What the audit log records and a conflict compares. */
export const editableBannerFields = ["placement", "image", ...bannerDetails] as const;
export type EditableBannerField = (typeof editableBannerFields)[number];

export const BANNER_LIMITS = { alt: 200, weightMin: 1, weightMax: 100 } as const;

/** "2026-12-01T08:00" on the clock in Kigali (a datetime-local field) as the moment it is; undefined if not such a time. */
export function kigaliMoment(text: string): Date | undefined {
  const moment = parseKigaliTime(text);
  if (!moment) return undefined;
  // A banner's times are whole minutes of this century.
  const year = Number(kigaliTimeInput(moment).slice(0, 4));
  if (moment.getUTCSeconds() !== 0 || year < 2000 || year > 2100) return undefined;
  return moment;
}

/** A moment as a datetime-local field shows it in Kigali time: "2026-12-01T08:00" ("" for none). */
export function kigaliInput(moment: Date | null | undefined): string {
  return moment ? kigaliTimeInput(moment) : "";
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
  const { text, readAs } = adminRules(t);
  return z
    .object({
      // A refinement, not an enum: the other fields' checks still run, so every message shows at once.
      placement: readAs(
        (value) => bannerPlacements.find((placement) => placement === value),
        t("admin.banner.error.placement"),
      ),
      [PHOTO_FIELD]: z.string(),
      alt: text(BANNER_LIMITS.alt, t("admin.banner.error.alt")),
      linkUrl: readAs(safeLink, t("admin.banner.error.link")),
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
