import { createContext, useContext } from "react";

/**
 * The footer's brand grid as HTML (SPEC §2.9), given by app/entry.server.tsx while the server renders a
 * page. It is part of every page's HTML for visitors and search engines, but not of the loader data.
 */
export const FooterGridContext = createContext<string | null>(null);

/** The grid's element, whose HTML the client reuses. */
export const FOOTER_GRID_SELECTOR = '[data-testid="brand-masonry"]';

let fromServer: string | undefined;

/** The grid's HTML as the server sent it, read from the page the first time it is asked for. */
function sentGridHtml(): string {
  if (fromServer === undefined && typeof document !== "undefined") {
    const element = document.querySelector(FOOTER_GRID_SELECTOR);
    if (element) fromServer = element.innerHTML;
  }
  return fromServer ?? "";
}

/**
 * The grid's HTML: on the server from the context; in the browser, the HTML the server sent, read once from
 * the page before React hydrates the footer, then kept for the rest of the visit (the footer stays mounted
 * across navigations, and keeps the same HTML if it ever mounts again).
 */
export function useFooterGridHtml(): string {
  const server = useContext(FooterGridContext);
  return server ?? sentGridHtml();
}
