import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { refusalMessages } from "./en/refusals";

/** Refusals composed on the server only: in every locale. */
export const refusalText = dictionary({ en: refusalMessages });
export type RefusalMessages = MessagesOf<typeof refusalText>;
