import { useRouteLoaderData } from "react-router";
import type { Messages } from "./i18n";
import { localeOf } from "./locale";
import { translate, type Dictionary, type Translate } from "./text";

/**
 * `t()` for a part whose code loads on demand, on any page (a popup): its area's dictionary travels in that
 * code, and the page's locale (the root loader's) picks the messages. Kept apart from useText() so that only
 * those parts' chunks carry it.
 */
export function useDictionary<M extends Messages>(dict: Dictionary<M>): Translate<M> {
  const root = useRouteLoaderData("root") as { locale?: string } | undefined;
  return translate(dict[localeOf(root?.locale)]);
}
