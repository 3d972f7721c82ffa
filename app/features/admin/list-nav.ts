import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { pageNav, pageParam, type Page } from "~/shared/lib/pagination";
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

/** A list's address read: part of a name (`q`, at most 60 characters), the order (one of `sorts`, else the first), the page. */
export function listQuery<S extends string>(search: URLSearchParams, sorts: readonly [S, ...S[]]) {
  return {
    q: (search.get("q") ?? "").trim().slice(0, 60),
    sort: sorts.find((sort) => sort === search.get("sort")) ?? sorts[0],
    page: pageParam(search.get("page")),
  };
}
