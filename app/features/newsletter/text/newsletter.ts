import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { newsletterMessages } from "./en/newsletter";

/** Newsletter dialog, pages and e-mails: in every locale. */
export const newsletterText = dictionary({ en: newsletterMessages });
export type NewsletterMessages = MessagesOf<typeof newsletterText>;
