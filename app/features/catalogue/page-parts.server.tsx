import { layoutText } from "~/features/layout/text/layout";
import { textFor } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { serverPart, type ServerParts } from "~/shared/http/server-part.server";
import { BreadcrumbTrail } from "~/shared/ui/breadcrumbs";
import { JsonLd } from "~/shared/ui/json-ld";
import { DealsSection } from "./components/car-page";
import type { DealView } from "./view";

/*
 * Parts of a model or version page sent once, as HTML (decision 0028); `parts` is the load context's. The page
 * shows each with `<ServerPart id="breadcrumbs" | "json-ld" | "deals" html={…} />`.
 */

/** The page's trail, named for screen readers in the request's language. */
export const breadcrumbsPart = (
  parts: ServerParts,
  items: { label: string; to?: string }[],
  locale: Locale,
) =>
  serverPart(
    parts,
    "breadcrumbs",
    <BreadcrumbTrail items={items} label={textFor(layoutText, locale)("breadcrumb.label")} />,
  );

/** Its schema.org data, in the body rather than in `meta`'s entries, which travel in the loader data too. */
export const jsonLdPart = (parts: ServerParts, data: object) =>
  serverPart(parts, "json-ld", <JsonLd data={data} />);

/** Its live deals, text only: null when there are none. */
export const dealsPart = (parts: ServerParts, deals: DealView[], heading: string) =>
  deals.length ? serverPart(parts, "deals", <DealsSection deals={deals} heading={heading} />) : null;
