import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { reviewsMessages } from "./en/reviews";

/** Driver reviews: the list, the model page's section, the writing form, the member's reviews and the mails: in every locale. */
export const reviewsText = dictionary({ en: reviewsMessages });
export type ReviewsMessages = MessagesOf<typeof reviewsText>;
