import { island } from "~/shared/ui/island";

/**
 * Layout parts hydrated after the page (see island()). The footer is below the fold on every page: its
 * links work as plain links, and its brand grid shows 2 columns (SPEC §2.9) until it hydrates.
 */
const footer = () => import("./footer").then((module) => module.Footer);

export const Footer = island(footer, import.meta.env.SSR ? await footer() : undefined);

/**
 * The lead-magnet button (every page): a link to /find-my-car until it hydrates, then the popup's opener.
 * Its code is not first-load JavaScript, and the popup's own code loads on the first click.
 */
const leadButton = () =>
  import("~/features/leads/components/lead-button").then((module) => module.LeadButton);

export const LeadButton = island(leadButton, import.meta.env.SSR ? await leadButton() : undefined);

/**
 * The phone menu: a popover drawer whose links and sections work as plain HTML (popover, details), so its
 * code is not first-load JavaScript either; once hydrated, a navigation closes it.
 */
const mobileMenu = () => import("./mobile-menu").then((module) => module.MobileMenu);

export const MobileMenu = island(mobileMenu, import.meta.env.SSR ? await mobileMenu() : undefined);

/**
 * The desktop menu bar (hidden on phones): its section links work as plain links until it hydrates, then its
 * buttons open each section's pages.
 */
const mainMenu = () => import("./main-menu").then((module) => module.MainMenu);

export const MainMenu = island(mainMenu, import.meta.env.SSR ? await mainMenu() : undefined);
