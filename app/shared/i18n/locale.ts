/** The languages the site's text exists in; a new one is a folder of dictionaries and an entry here. */
export const LOCALES = ["en"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

/**
 * The locale of a request, from the visitor's best match among `LOCALES` (Express's
 * `req.acceptsLanguages(...LOCALES)`, which reads Accept-Language with its q-values); English otherwise.
 */
export function localeOf(bestMatch: string | false | undefined): Locale {
  return isLocale(bestMatch) ? bestMatch : DEFAULT_LOCALE;
}
