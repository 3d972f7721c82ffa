import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { guideListsMessages } from "./en/guide-lists";

/** Luxury and new-on-the-market page text: in every locale. */
export const guideListsText = dictionary({ en: guideListsMessages });
export type GuideListsMessages = MessagesOf<typeof guideListsText>;
