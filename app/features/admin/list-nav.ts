import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { pageNav, type Page } from "~/shared/lib/pagination";
import { adminText } from "./text/admin";

/** The page links under a back-office list, labelled. */
export function listNav(page: Page, search: URLSearchParams, locale: Locale) {
  const t = textFor(adminText, locale);
  return pageNav(page, search, {
    label: t("admin.pagination"),
    previous: t("admin.previous"),
    next: t("admin.next"),
    page: t("admin.page"),
  });
}
