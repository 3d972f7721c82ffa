import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { twoFactorMessages } from "./en/two-factor";

/** Two-step verification: the account's security page and the sign-in code step: in every locale. */
export const twoFactorText = dictionary({ en: twoFactorMessages });
export type TwoFactorMessages = MessagesOf<typeof twoFactorText>;
