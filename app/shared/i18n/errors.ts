import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { errorMessages } from "./en/errors";

/** SPEC §2.2 and §5 error texts: the error screen renders even when the layout's data is missing: in every locale. */
export const errorText = dictionary({ en: errorMessages });
export type ErrorMessages = MessagesOf<typeof errorText>;
