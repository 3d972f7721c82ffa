/**
 * The listing form's server-side `t()`: its page text and its error messages (two areas of one
 * dictionary file), in the request's language, for the view models, schemas and upload answers.
 */
import type { Locale } from "~/shared/i18n/locale";
import { messagesFor, translate, type Translate } from "~/shared/i18n/text";
import {
  postErrorText,
  postListingText,
  type PostErrorMessages,
  type PostListingMessages,
} from "./text/post-listing";
import {
  myListingsServerText,
  myListingsText,
  type MyListingsMessages,
  type MyListingsServerMessages,
} from "./text/my-listings";

export type PostText = Translate<PostListingMessages & PostErrorMessages>;
export type PostErrorText = Translate<PostErrorMessages>;
export type MineText = Translate<MyListingsMessages & MyListingsServerMessages>;

/** The listing form's messages and error messages in `locale`. */
export const postTextFor = (locale: Locale): PostText =>
  translate(messagesFor(locale, postListingText, postErrorText) as PostListingMessages & PostErrorMessages);

/** My listings' page and server messages in `locale`. */
export const mineTextFor = (locale: Locale): MineText =>
  translate(
    messagesFor(locale, myListingsText, myListingsServerText) as MyListingsMessages &
      MyListingsServerMessages,
  );
