import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import type { PagePart } from "~/shared/lib/page-part";

/** The load context's parts of the document being made (null for a client navigation's data, or a test). */
export type ServerParts = Map<string, PagePart> | null;

/** A server part's HTML (`<Link>`s render inside a `MemoryRouter`). */
export function serverPartHtml(element: ReactElement): string {
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}

/**
 * A loader's server-only part (decision 0028), shown by `<ServerPart id={id} html={…}>`; `parts` is the load
 * context's. In a document the part is rendered in place with the page and the loader data carries nothing
 * for it; in a client navigation's data it is its HTML. `element` may hold links, but no hook that reads the
 * page's data.
 */
export function serverPart(parts: ServerParts, id: string, element: ReactElement): string | undefined {
  if (parts) {
    parts.set(id, { element });
    return undefined;
  }
  return serverPartHtml(element);
}

/**
 * A server part whose HTML was made before (`serverPartHtml`), such as the layout's menus, made once for every
 * page and kept: a document sets it as it is, a client navigation's data carries it.
 */
export function keptServerPart(parts: ServerParts, id: string, html: string): string | undefined {
  if (parts) {
    parts.set(id, { html });
    return undefined;
  }
  return html;
}
