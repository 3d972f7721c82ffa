import { useMatches } from "react-router";
import { format, type Messages } from "./i18n";
import type { Translate } from "./text";

/**
 * The page's seam for text: the messages the matched routes' loaders sent (`text` in their data, picked
 * for the request's locale with `messagesFor`), merged, as a `t()`. Components name the messages they use
 * by type only (`useText<typeof contactMessages>()`), so no dictionary is part of a page's JavaScript.
 */
export function useText<M extends Messages>(): Translate<M> {
  const text: Record<string, string> = {};
  for (const match of useMatches()) Object.assign(text, (match.data as { text?: object } | undefined)?.text);
  return (key, params) => format(text[key] ?? key, params);
}
