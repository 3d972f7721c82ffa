import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { layoutMessages } from "./en/layout";

/** Interface text of the site layout (top bar, header, menus, footer): in every locale. */
export const layoutText = dictionary({ en: layoutMessages });
export type LayoutMessages = MessagesOf<typeof layoutText>;

/** The menus' keys that components read in the browser; the other `menu.*` keys name the menus' entries. */
const browserMenuKeys = new Set([
  "menu.label",
  "menu.openSubmenu",
  "menu.usedCars",
  "menu.sell",
  "menu.newsletter",
]);

/**
 * Keys only the server reads, which the root loader does not send with the page: the menus' entries (the
 * loader sends the menus with their labels) and the phone menu's own labels (`mobile.*`; that menu is a
 * server part, decision 0028).
 */
export const serverOnlyLayoutKey = (key: string) =>
  key.startsWith("mobile.") || (key.startsWith("menu.") && !browserMenuKeys.has(key));
