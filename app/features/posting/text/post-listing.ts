import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { postListingMessages, postErrorMessages } from "./en/post-listing";

/** The listing form (/poster-une-annonce and its steps): in every locale. */
export const postListingText = dictionary({ en: postListingMessages });
export type PostListingMessages = MessagesOf<typeof postListingText>;
export const postErrorText = dictionary({ en: postErrorMessages });
export type PostErrorMessages = MessagesOf<typeof postErrorText>;
