import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { myListingsMessages, myListingsServerMessages } from "./en/my-listings";

/** The member's own listings (/account/listings): in every locale. */
export const myListingsText = dictionary({ en: myListingsMessages });
export type MyListingsMessages = MessagesOf<typeof myListingsText>;
export const myListingsServerText = dictionary({ en: myListingsServerMessages });
export type MyListingsServerMessages = MessagesOf<typeof myListingsServerText>;
