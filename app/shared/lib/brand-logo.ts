import { carLogoOf, type CarLogoName } from "~/shared/lib/car-logos";

/** What stands for a car maker wherever it is shown (see BrandMark). */
export type BrandLogo =
  | { kind: "upload"; src: string }
  | { kind: "icon"; name: CarLogoName }
  /** `fit`: its longest word has up to three letters (0), six (1), or more (2, "MERCEDES-"), to size its type. */
  | { kind: "wordmark"; fit: 0 | 1 | 2 };

/**
 * A maker's logo: the one uploaded in the back office first, else its logo from the icon set (car-logos.ts),
 * else its name set as a wordmark.
 */
export function brandLogoOf(brand: { name: string; slug: string; logoUrl: string | null }): BrandLogo {
  if (brand.logoUrl) return { kind: "upload", src: brand.logoUrl };
  const icon = carLogoOf(brand.slug);
  if (icon) return { kind: "icon", name: icon };
  // A hyphen stays with the word before it: "Mercedes-Benz" breaks as "MERCEDES-" / "BENZ".
  const longest = Math.max(...brand.name.split(/\s+|(?<=-)/).map((word) => word.length));
  return { kind: "wordmark", fit: longest <= 3 ? 0 : longest <= 6 ? 1 : 2 };
}
