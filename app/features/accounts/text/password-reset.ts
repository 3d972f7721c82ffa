import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { passwordResetMessages } from "./en/password-reset";

/** The forgotten-password and new-password pages: in every locale. */
export const passwordResetText = dictionary({ en: passwordResetMessages });
export type PasswordResetMessages = MessagesOf<typeof passwordResetText>;
