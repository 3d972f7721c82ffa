import { useMemo } from "react";
import { useMatches } from "react-router";
import type { Messages } from "./i18n";
import { sentText, translate, type Translate } from "./text";

/**
 * The page's seam for text: the messages the matched routes' loaders sent (`text` in their data, picked
 * for the request's locale with `messagesFor`), merged, as a `t()`. Components name the messages they use
 * by type only (`useText<ContactMessages>()`), so no dictionary is part of a page's JavaScript.
 */
export function useText<M extends Messages>(): Translate<M> {
  const matches = useMatches();
  // The same t() while the page's data stays the same, so effects can depend on it.
  return useMemo(() => translate(sentText(matches) as M, reportMissing), [matches]);
}

/** A message the page's loaders did not send is a bug: the key shows, and the console says which. */
function reportMissing(key: string) {
  // Which loader should send it: the one of the page showing this key (messagesFor).
  console.error(`Missing text: ${key}`);
}
