import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { newsletterAdminMessages } from "./en/newsletter-admin";

/** The back office's newsletter pages and the newsletter mails: in every locale. */
export const newsletterAdminText = dictionary({ en: newsletterAdminMessages });
export type NewsletterAdminMessages = MessagesOf<typeof newsletterAdminText>;
