import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { leadMessages } from "./en/leads";

/** The lead-magnet popup, the /find-my-car page, their validation and the mail to the sales team: in every locale. */
export const leadText = dictionary({ en: leadMessages });
export type LeadMessages = MessagesOf<typeof leadText>;
