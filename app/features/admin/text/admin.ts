import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { adminMessages } from "./en/admin";

/** The back office (/admin): in every locale. */
export const adminText = dictionary({ en: adminMessages });
export type AdminMessages = MessagesOf<typeof adminText>;
