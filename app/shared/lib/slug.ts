import slugifyLibrary from "@sindresorhus/slugify";

/**
 * URL slug: lower case, accents and other scripts transliterated, words
 * joined by a hyphen. Camel case is left alone so that names such as
 * "McLaren" or "eVito" stay one word.
 */
export function slugify(text: string): string {
  return slugifyLibrary(text, { decamelize: false });
}
