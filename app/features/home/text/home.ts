import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { homeMessages } from "./en/home";

/** Home page text: in every locale. */
export const homeText = dictionary({ en: homeMessages });
export type HomeMessages = MessagesOf<typeof homeText>;
