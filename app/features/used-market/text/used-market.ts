import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { usedMarketMessages } from "./en/used-market";

/** The used-car market: its home, search and listing pages: in every locale. */
export const usedMarketText = dictionary({ en: usedMarketMessages });
export type UsedMarketMessages = MessagesOf<typeof usedMarketText>;
