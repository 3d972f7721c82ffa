import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { searchMessages } from "./en/search";

/** New-car search page text: in every locale. */
export const searchText = dictionary({ en: searchMessages });
export type SearchMessages = MessagesOf<typeof searchText>;
