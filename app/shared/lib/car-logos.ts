/**
 * Car makers' logos (a module of its own, so a page showing a brand mark ships this list only), drawn from simple-icons (CC0) by `npm run icons` into their own sprite,
 * app/shared/ui/car-logos.svg, fetched once and cached by pages that show a brand. The names are the
 * simple-icons slugs, which are also the brands' slugs on this site (slugify of the brand's name). Makers
 * simple-icons does not draw (BYD, Chery, Geely, Lexus, Mercedes-Benz, …) get a wordmark instead, and so do
 * Peugeot and Porsche: their detailed crests (10 and 24 KB of path) cost more than the rest together and
 * read as a blot at tile size.
 */
export const carLogoNames = [
  "audi",
  "bmw",
  "ford",
  "honda",
  "hyundai",
  "jeep",
  "kia",
  "mahindra",
  "mazda",
  "mg",
  "mitsubishi",
  "nissan",
  "renault",
  "subaru",
  "suzuki",
  "tata",
  "toyota",
  "volkswagen",
  "volvo",
] as const;

export type CarLogoName = (typeof carLogoNames)[number];

/** The logo of the brand with this slug, or null when the sprite has none. */
export function carLogoOf(slug: string): CarLogoName | null {
  return (carLogoNames as readonly string[]).includes(slug) ? (slug as CarLogoName) : null;
}
