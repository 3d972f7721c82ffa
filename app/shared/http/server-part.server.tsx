import type { ReactElement, ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** The load context's parts of the document being made (null for a client navigation's data, or a test). */
export type ServerParts = Map<string, ReactNode> | null;

/**
 * A loader's server-only part (decision 0028), shown by `<ServerPart id={id} html={…}>`; `parts` is the load
 * context's. In a document the part is rendered in place with the page and the loader data carries nothing
 * for it; in a client navigation's data it is its HTML. `element` may hold links, but no hook that reads the
 * page's data.
 */
export function serverPart(parts: ServerParts, id: string, element: ReactElement): string | undefined {
  if (parts) {
    parts.set(id, element);
    return undefined;
  }
  return renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
}
