import { useRouteLoaderData } from "react-router";
import { format, type Params } from "~/shared/i18n/i18n";
import type { RootData } from "~/root";
import type { layoutMessages } from "~/features/layout/text/en/layout";

/**
 * The layout's `t()`, reading the text the root loader sent (app/features/layout/text/en/layout.ts), so the dictionary
 * is data in the page rather than JavaScript. The layout renders only when the root loader has data.
 */
export function useText() {
  const text = useRouteLoaderData<RootData>("root")?.text;
  return (key: keyof typeof layoutMessages, params?: Params): string =>
    text ? format(text[key], params) : "";
}
