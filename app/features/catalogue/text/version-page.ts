import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { versionPageMessages } from "./en/version-page";

/** Version page text: in every locale. */
export const versionPageText = dictionary({ en: versionPageMessages });
export type VersionPageMessages = MessagesOf<typeof versionPageText>;
