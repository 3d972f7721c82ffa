import type { ReactNode } from "react";

/**
 * A server-only part of the document being made, as its loader made it (decision 0028): an element to render
 * in place, or HTML made before (a part kept for every page, such as the layout's menus).
 */
export type PagePart = { element: ReactNode } | { html: string };
