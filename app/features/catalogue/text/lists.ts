import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { listsMessages } from "./en/lists";

/** Text shared by the new-car list pages: filters, sorting, result counts and page links: in every locale. */
export const listsText = dictionary({ en: listsMessages });
export type ListsMessages = MessagesOf<typeof listsText>;
