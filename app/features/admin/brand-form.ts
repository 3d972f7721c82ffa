import { z } from "zod";
import { slugify } from "~/shared/lib/slug";
import type { Translate } from "~/shared/i18n/text";
import { adminRules, isSlug } from "./form-rules";
import type { AdminMessages } from "./text/admin";

/** The brand form's fields, in the order the page shows them. */
export const brandFields = [
  "name",
  "slug",
  "colour",
  "country",
  "description",
  "published",
  "updatedAt",
] as const;
export type BrandField = (typeof brandFields)[number];

/** The fields staff edit: what the conflict check compares. */
export const editableBrandFields = ["name", "slug", "colour", "country", "description", "published"] as const;
export type EditableBrandField = (typeof editableBrandFields)[number];

export const BRAND_LIMITS = { name: 60, slug: 60, country: 60, description: 2000 } as const;

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

/** An item's address made from its name, as the demo data's are ("Citroën DS 3" → "citroen-ds-3"), at most 60 characters. */
export function slugFromName(name: string): string {
  return slugify(name).slice(0, BRAND_LIMITS.slug).replace(/-+$/, "");
}

export { isSlug };

/** The brand form read through its rules; an empty slug is derived from the name. */
export function brandSchema(t: Translate<AdminMessages>) {
  const { text, slug, checkbox } = adminRules(t);
  return z
    .object({
      name: text(BRAND_LIMITS.name, t("admin.brand.error.name")),
      slug: slug(BRAND_LIMITS.slug),
      colour: z.string().trim().regex(COLOUR, t("admin.brand.error.colour")),
      country: text(BRAND_LIMITS.country),
      description: text(BRAND_LIMITS.description),
      published: checkbox(),
      updatedAt: z.string(),
    })
    .transform((brand) => ({
      name: brand.name,
      slug: brand.slug || slugFromName(brand.name),
      colour: brand.colour.toUpperCase(),
      country: brand.country || null,
      description: brand.description || null,
      published: brand.published,
      updatedAt: brand.updatedAt,
    }))
    .refine((brand) => brand.slug !== "", { path: ["slug"], message: t("admin.brand.error.slug") });
}
export type BrandInput = Omit<z.output<ReturnType<typeof brandSchema>>, "updatedAt">;
