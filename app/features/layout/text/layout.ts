import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { layoutMessages } from "./en/layout";

/** Interface text of the site layout (top bar, header, menus, footer): in every locale. */
export const layoutText = dictionary({ en: layoutMessages });
export type LayoutMessages = MessagesOf<typeof layoutText>;
