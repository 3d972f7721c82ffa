import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { comparatorMessages } from "./en/comparator";

/** Comparator text, resolved by its loader: it travels as page data, not as JavaScript: in every locale. */
export const comparatorText = dictionary({ en: comparatorMessages });
export type ComparatorMessages = MessagesOf<typeof comparatorText>;
