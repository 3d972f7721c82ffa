import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { moderationMessages } from "./en/moderation";

/** The moderation queue (/moderation) and the mails it sends to sellers: in every locale. */
export const moderationText = dictionary({ en: moderationMessages });
export type ModerationMessages = MessagesOf<typeof moderationText>;
