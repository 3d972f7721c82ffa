import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { modelPageMessages } from "./en/model-page";

/** Model page text: in every locale. */
export const modelPageText = dictionary({ en: modelPageMessages });
export type ModelPageMessages = MessagesOf<typeof modelPageText>;
