import { useMemo } from "react";
import { useMatches } from "react-router";
import type { Messages } from "./i18n";
import { translate, type Translate } from "./text";

/**
 * The page's seam for text: the messages the matched routes' loaders sent (`text` in their data, picked
 * for the request's locale with `messagesFor`), merged, as a `t()`. Components name the messages they use
 * by type only (`useText<typeof contactMessages>()`), so no dictionary is part of a page's JavaScript.
 */
export function useText<M extends Messages>(): Translate<M> {
  const matches = useMatches();
  return useMemo(() => {
    const merged: Record<string, string> = {};
    for (const match of matches) {
      const text = (match.data as { text?: unknown } | undefined)?.text;
      if (text && typeof text === "object") Object.assign(merged, text);
    }
    return translate(merged as M);
  }, [matches]);
}
