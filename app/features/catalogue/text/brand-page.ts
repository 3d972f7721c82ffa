import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { brandPageMessages } from "./en/brand-page";

/** Brand page text: in every locale. */
export const brandPageText = dictionary({ en: brandPageMessages });
export type BrandPageMessages = MessagesOf<typeof brandPageText>;
