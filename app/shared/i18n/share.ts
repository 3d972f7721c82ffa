import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { shareMessages } from "./en/share";

/** The share bar's text (app/shared/ui/share-bar.tsx): in every locale. */
export const shareText = dictionary({ en: shareMessages });
export type ShareMessages = MessagesOf<typeof shareText>;
