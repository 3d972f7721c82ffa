import type { Locale } from "~/shared/i18n/locale";
import { messagesFor } from "~/shared/i18n/text";
import { pageMeta } from "~/shared/lib/meta";
import type { ContentPage } from "./content/about";
import { contentText } from "./text/content";

/** A content page's loader data: the text comes through the loader so it is not shipped twice (as HTML and as a script). */
export function contentPageData(page: ContentPage, siteUrl: string, locale: Locale) {
  return { page, siteUrl, text: messagesFor(locale, contentText) };
}

/** A content page's title, description and canonical address. */
export function contentPageMeta(data: ReturnType<typeof contentPageData> | undefined, path: string) {
  return pageMeta({
    title: data?.page.title ?? "",
    description: data?.page.description ?? "",
    siteUrl: data?.siteUrl,
    path,
  });
}
