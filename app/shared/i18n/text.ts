import { format, type Messages, type Params } from "./i18n";
import type { Locale } from "./locale";

/**
 * The one seam for interface text (docs/decisions/0005-dictionaries-by-area.md):
 * - an area's messages live in `text/<locale>/<area>.ts`, and only its dictionary (`text/<area>.ts`, made
 *   with `dictionary()`) imports them;
 * - server code (loaders, actions, view models, mail) takes a `t()` with `textFor(dictionary, locale)`;
 * - a loader sends its page the messages it shows, `text: messagesFor(locale, dictionary, …)`, and the page's
 *   components read them with `useText<Messages>()` (its `meta` with `metaText(matches)`);
 * - a part whose code loads on demand (a popup) reads its area's dictionary with `useDictionary()`.
 * The locale is the request's (`context.locale`), chosen in server.ts.
 */

/** One area's text in every locale: the same keys in each, so a missing translation is a type error. */
export type Dictionary<M extends Messages> = Readonly<Record<Locale, M>>;

/** A `t()` for one area's messages. */
export type Translate<M extends Messages> = (key: keyof M & string, params?: Params) => string;

/** The messages of a dictionary, by key: what `useText<M>()` and `metaText<M>()` are told to expect. */
export type MessagesOf<D> = D extends Dictionary<infer M> ? M : never;

/** Declares an area's dictionary: its messages per locale, the same keys in each (texts differ by locale). */
export function dictionary<K extends string>(
  byLocale: Readonly<Record<Locale, Readonly<Record<K, string>>>>,
): Dictionary<Readonly<Record<K, string>>> {
  return byLocale;
}

/**
 * The messages of one or more areas in the request's locale, merged: what a loader sends to its page as
 * `text` (the page's own area, and the areas of the parts it shows from other features).
 */
export function messagesFor(locale: Locale, ...dicts: readonly Dictionary<Messages>[]): Messages {
  return Object.assign({}, ...dicts.map((dict) => dict[locale])) as Messages;
}

/**
 * Only `keys` of one area's messages, in the request's locale: what a loader sends as `text` when its page's
 * components read a few keys of a large area.
 */
export function messagesOnly<M extends Messages>(
  dict: Dictionary<M>,
  locale: Locale,
  keys: readonly (keyof M & string)[],
): Messages {
  const messages: Messages = dict[locale];
  return Object.fromEntries(keys.map((key) => [key, messages[key]!]));
}

/**
 * A translator over messages (a dictionary's, or the ones a page received). A key with no message shows
 * as itself and is reported through `missing` (the page's seam logs it, so a test sees it as an error).
 */
export function translate<M extends Messages>(messages: M, missing?: (key: string) => void): Translate<M> {
  return (key, params) => {
    const message = messages[key];
    if (message === undefined) missing?.(key);
    return format(message ?? key, params);
  };
}

/** The server's seam: `t()` for one area in the request's locale (loaders, actions, view models, mail). */
export function textFor<M extends Messages>(dict: Dictionary<M>, locale: Locale): Translate<M> {
  return translate(dict[locale]);
}

/** The messages the matched routes' loaders sent (`text` in their data), merged, the deepest route last. */
export function sentText(
  matches: readonly ({ data?: unknown; loaderData?: unknown } | undefined)[],
): Messages {
  const text: Record<string, string> = {};
  for (const match of matches) {
    const data = (match?.loaderData ?? match?.data) as { text?: unknown } | null | undefined;
    if (typeof data?.text === "object") Object.assign(text, data.text);
  }
  return text;
}

/** `t()` for a route's `meta`, over the text its page received: `metaText<M>(matches)`. */
export function metaText<M extends Messages>(
  matches: readonly ({ data?: unknown; loaderData?: unknown } | undefined)[],
): Translate<M> {
  return translate(sentText(matches) as M);
}
