import { useMemo } from "react";
import { useMatches, useRouteLoaderData } from "react-router";
import type { Messages } from "./i18n";
import { localeOf } from "./locale";
import { sentText, translate, type Dictionary, type Translate } from "./text";

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
  console.error(`Missing text: "${key}" was not sent by this page's loaders (messagesFor).`);
}

/**
 * `t()` for a part whose code loads on demand, on any page (a popup): its area's dictionary travels in that
 * code, and the page's locale (the root loader's) picks the messages.
 */
export function useDictionary<M extends Messages>(dict: Dictionary<M>): Translate<M> {
  const root = useRouteLoaderData("root") as { locale?: string } | undefined;
  return translate(dict[localeOf(root?.locale)]);
}
