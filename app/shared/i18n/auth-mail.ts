import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { authMailMessages } from "./en/auth-mail";

/** Account e-mails: activation and password reset (composed on the server only): in every locale. */
export const authMailText = dictionary({ en: authMailMessages });
export type AuthMailMessages = MessagesOf<typeof authMailText>;
