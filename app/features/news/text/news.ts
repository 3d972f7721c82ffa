import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { newsMessages } from "./en/news";

/** Auto news text, resolved by its loaders: it travels as page data, not as JavaScript: in every locale. */
export const newsText = dictionary({ en: newsMessages });
export type NewsMessages = MessagesOf<typeof newsText>;
