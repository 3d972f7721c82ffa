import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { guideServerMessages } from "./en/guide-server";

/** Car guide text used by loaders only (titles, descriptions, counts, deal dates): never shipped to the browser: in every locale. */
export const guideServerText = dictionary({ en: guideServerMessages });
export type GuideServerMessages = MessagesOf<typeof guideServerText>;
