import type { MetaDescriptor } from "react-router";
import { metaText } from "~/shared/i18n/text";
import type { Messages } from "~/shared/i18n/i18n";
import { privatePageMeta } from "./private-meta";

/**
 * The `meta` of a member's page whose title and description are two of the messages its loader sent:
 * `export const meta: Route.MetaFunction = memberPageMeta<M>("x.title", "x.description", PATH)`.
 */
export function memberPageMeta<M extends Messages>(
  titleKey: keyof M & string,
  descriptionKey: keyof M & string,
  path: string,
) {
  return ({
    data,
    matches,
  }: {
    data: { siteUrl: string | undefined } | undefined;
    matches: Parameters<typeof metaText>[0];
  }): MetaDescriptor[] => {
    const t = metaText<M>(matches);
    return privatePageMeta(
      data && { title: t(titleKey), description: t(descriptionKey), siteUrl: data.siteUrl, path },
    );
  };
}
