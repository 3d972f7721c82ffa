import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { authMessages } from "./en/auth";

/** Sign in, sign up, activation, password reset and the account page (SPEC §2.7, §5, §8): in every locale. */
export const authText = dictionary({ en: authMessages });
export type AuthMessages = MessagesOf<typeof authText>;
