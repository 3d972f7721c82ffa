import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { contactMessages } from "./en/contact";

/** Contact page and its validation messages: in every locale. */
export const contactText = dictionary({ en: contactMessages });
export type ContactMessages = MessagesOf<typeof contactText>;
