import { carLogoOf, type CarLogoName } from "~/shared/lib/car-logos";

/** What stands for a car maker wherever it is shown (see BrandMark). */
export type BrandLogo =
  { kind: "upload"; src: string } | { kind: "icon"; name: CarLogoName } | { kind: "wordmark" };

/**
 * A maker's logo: the one uploaded in the back office first, else its logo from the icon set (car-logos.ts),
 * else its name set as a wordmark.
 */
export function brandLogoOf(brand: { slug: string; logoUrl: string | null }): BrandLogo {
  if (brand.logoUrl) return { kind: "upload", src: brand.logoUrl };
  const name = carLogoOf(brand.slug);
  return name ? { kind: "icon", name } : { kind: "wordmark" };
}
