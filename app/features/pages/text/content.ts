import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { contentMessages } from "./en/content";

/** Long-form content pages: in every locale. */
export const contentText = dictionary({ en: contentMessages });
export type ContentMessages = MessagesOf<typeof contentText>;
