import { island } from "~/components/ui/island";

/**
 * Layout parts hydrated after the page (see island()). The footer is below the fold on every page: its
 * links work as plain links, and its brand grid shows 2 columns (SPEC §2.9) until it hydrates.
 */
const footer = () => import("./footer").then((module) => module.Footer);

export const Footer = island(footer, import.meta.env.SSR ? await footer() : undefined);
