import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { searchSuggestionsMessages } from "./en/search-suggestions";

/** Header search suggestions (SPEC §2.5): loaded with the suggestions list, on first use of the field: in every locale. */
export const searchSuggestionsText = dictionary({ en: searchSuggestionsMessages });
export type SearchSuggestionsMessages = MessagesOf<typeof searchSuggestionsText>;
