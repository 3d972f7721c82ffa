import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { practicalGuideMessages } from "./en/practical-guide";

/** Practical guide text, resolved by its loaders: it travels as page data, not as JavaScript: in every locale. */
export const practicalGuideText = dictionary({ en: practicalGuideMessages });
export type PracticalGuideMessages = MessagesOf<typeof practicalGuideText>;
