import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { savedSearchMessages } from "./en/saved-searches";

/** Saved used-car searches: the search page's "Save this search", /account/saved-searches, the alert mails and their unsubscribe page: in every locale. */
export const savedSearchText = dictionary({ en: savedSearchMessages });
export type SavedSearchMessages = MessagesOf<typeof savedSearchText>;
