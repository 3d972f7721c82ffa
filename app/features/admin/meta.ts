import type { MetaDescriptor } from "react-router";
import type { Messages } from "~/shared/i18n/i18n";
import { metaText, type Translate } from "~/shared/i18n/text";
import { privatePageMeta } from "~/shared/lib/private-meta";
import type { AdminMessages } from "./text/admin";

/** A back-office page's title and description (from the text its loaders sent), never indexed. */
export function adminPageMeta<M extends Messages = AdminMessages>(
  matches: Parameters<typeof metaText>[0],
  data: { siteUrl: string | undefined } | undefined,
  path: string,
  words: (t: Translate<M>) => { title: string; description: string },
): MetaDescriptor[] {
  return privatePageMeta(data && { ...words(metaText<M>(matches)), siteUrl: data.siteUrl, path });
}
