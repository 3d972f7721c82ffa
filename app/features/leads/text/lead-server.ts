import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { leadServerMessages } from "./en/lead-server";

/** The vehicle request's server messages: validation, rate limit and the mail to the sales team: in every locale. */
export const leadServerText = dictionary({ en: leadServerMessages });
export type LeadServerMessages = MessagesOf<typeof leadServerText>;
