import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { dealersMessages } from "./en/dealers";

/** Dealer directory text: the directory, a dealer's page and "Where to buy": in every locale. */
export const dealersText = dictionary({ en: dealersMessages });
export type DealersMessages = MessagesOf<typeof dealersText>;
