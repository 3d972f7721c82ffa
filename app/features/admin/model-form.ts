import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { bodyTypes, energies } from "~/shared/lib/vehicle";
import { slugFromName } from "./brand-form";
import { adminRules, editableOf, isDay } from "./form-rules";
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
export const editableModelFields = editableOf(modelFields);
export type EditableModelField = (typeof editableModelFields)[number];

export const MODEL_LIMITS = { name: 60, slug: 60, segment: 40, description: 2000 } as const;

export { isDay };

/** The model form read through its rules; an empty slug is derived from the name, an empty date is none. */
export function modelSchema(t: Translate<AdminMessages>) {
  const { id, text, slug, choice, checkbox } = adminRules(t);
  return z
    .object({
      brandId: id(t("admin.model.error.brand")),
      name: text(MODEL_LIMITS.name, t("admin.model.error.name")),
      slug: slug(MODEL_LIMITS.slug),
      body: choice(bodyTypes),
      energy: choice(energies),
      segment: text(MODEL_LIMITS.segment),
      launchedOn: z
        .string()
        .trim()
        .refine((day) => day === "" || isDay(day), t("admin.model.error.launchedOn")),
      description: text(MODEL_LIMITS.description),
      published: checkbox(),
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
