import type { ReactNode } from "react";
import { layoutText } from "~/features/layout/text/layout";
import { textFor } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { serverPart } from "~/shared/http/server-part.server";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import { JsonLd } from "~/shared/ui/json-ld";

/**
 * Parts of a model or version page sent once, as HTML (decision 0028); `parts` is the load context's. The page
 * shows them with `<ServerPart id="breadcrumbs" …>` and `<ServerPart id="json-ld" …>`.
 */
type Parts = Map<string, ReactNode> | null;

/** The page's trail, named for screen readers in the request's language. */
export const breadcrumbsPart = (parts: Parts, items: { label: string; to?: string }[], locale: Locale) =>
  serverPart(
    parts,
    "breadcrumbs",
    <BreadcrumbTrail items={items} label={textFor(layoutText, locale)("breadcrumb.label")} />,
  );

/** Its schema.org data, in the body rather than in `meta`'s entries, which travel in the loader data too. */
export const jsonLdPart = (parts: Parts, data: object) =>
  serverPart(parts, "json-ld", <JsonLd data={data} />);
