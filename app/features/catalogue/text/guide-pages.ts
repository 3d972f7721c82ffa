import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { guidePagesMessages } from "./en/guide-pages";

/** Car guide pages text: the guide home, all makes and current deals: in every locale. */
export const guidePagesText = dictionary({ en: guidePagesMessages });
export type GuidePagesMessages = MessagesOf<typeof guidePagesText>;
