import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { accountMessages } from "./en/account";

/** The account page: in every locale. */
export const accountText = dictionary({ en: accountMessages });
export type AccountMessages = MessagesOf<typeof accountText>;
