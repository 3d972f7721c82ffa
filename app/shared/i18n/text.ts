import { format, type Messages, type Params } from "./i18n";
import type { Locale } from "./locale";

/** One area's text in every locale: the same keys in each, so a missing translation is a type error. */
export type Dictionary<M extends Messages> = Readonly<Record<Locale, M>>;

/** A `t()` for one area's messages. */
export type Translate<M extends Messages> = (key: keyof M & string, params?: Params) => string;

/** Declares an area's dictionary (its messages per locale). */
export function dictionary<M extends Messages>(byLocale: Dictionary<M>): Dictionary<M> {
  return byLocale;
}

/** The messages of an area for the request's locale: what a loader sends to its page. */
export function messagesFor<M extends Messages>(dict: Dictionary<M>, locale: Locale): M {
  return dict[locale];
}

/** A translator over messages (a dictionary's, or the ones a page received). */
export function translate<M extends Messages>(messages: M): Translate<M> {
  return (key, params) => format(messages[key] ?? key, params);
}

/** The server's seam: `t()` for one area in the request's locale (loaders, actions, view models, mail). */
export function textFor<M extends Messages>(dict: Dictionary<M>, locale: Locale): Translate<M> {
  return translate(messagesFor(dict, locale));
}
