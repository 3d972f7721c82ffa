import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { bodyTypes, energies } from "~/shared/lib/vehicle";
import { isSlug, slugFromName } from "./brand-form";
import type { AdminMessages } from "./text/admin";

/** The model form's fields, in the order the page shows them. */
export const modelFields = [
  "brandId",
  "name",
  "slug",
  "body",
  "energy",
  "segment",
  "launchedOn",
  "description",
  "published",
  "updatedAt",
] as const;
export type ModelField = (typeof modelFields)[number];

/** The fields staff edit: what the conflict check compares and the audit log shows. */
export const editableModelFields = modelFields.filter(
  (field): field is Exclude<ModelField, "updatedAt"> => field !== "updatedAt",
);
export type EditableModelField = (typeof editableModelFields)[number];

export const MODEL_LIMITS = { name: 60, slug: 60, segment: 40, description: 2000 } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (what a date field sends). */
export function isDay(value: string) {
  if (!DAY.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** The model form read through its rules; an empty slug is derived from the name, an empty date is none. */
export function modelSchema(t: Translate<AdminMessages>) {
  const tooLong = (max: number) => t("admin.brand.error.tooLong", { max });
  return z
    .object({
      brandId: z.coerce.number().int().positive(t("admin.model.error.brand")),
      name: z
        .string()
        .trim()
        .min(1, t("admin.model.error.name"))
        .max(MODEL_LIMITS.name, tooLong(MODEL_LIMITS.name)),
      slug: z
        .string()
        .trim()
        .max(MODEL_LIMITS.slug, tooLong(MODEL_LIMITS.slug))
        .refine((slug) => slug === "" || isSlug(slug), t("admin.brand.error.slug")),
      body: z.enum(bodyTypes, { message: t("admin.model.error.choose") }),
      energy: z.enum(energies, { message: t("admin.model.error.choose") }),
      segment: z.string().trim().max(MODEL_LIMITS.segment, tooLong(MODEL_LIMITS.segment)),
      launchedOn: z
        .string()
        .trim()
        .refine((day) => day === "" || isDay(day), t("admin.model.error.launchedOn")),
      description: z.string().trim().max(MODEL_LIMITS.description, tooLong(MODEL_LIMITS.description)),
      published: z.string().transform((value) => value === "on"),
      updatedAt: z.string(),
    })
    .transform((model) => ({
      ...model,
      slug: model.slug || slugFromName(model.name),
      segment: model.segment || null,
      launchedOn: model.launchedOn || null,
      description: model.description || null,
    }))
    .refine((model) => model.slug !== "", { path: ["slug"], message: t("admin.brand.error.slug") });
}
export type ModelInput = Omit<z.output<ReturnType<typeof modelSchema>>, "updatedAt">;
