import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { electricMessages } from "./en/electric";

/** Electric-cars page text: in every locale. */
export const electricText = dictionary({ en: electricMessages });
export type ElectricMessages = MessagesOf<typeof electricText>;
