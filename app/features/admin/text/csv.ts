import { dictionary, type MessagesOf } from "~/shared/i18n/text";
import { adminCsvMessages } from "./en/csv";

/** The back office's CSV import and export of versions: in every locale. */
export const adminCsvText = dictionary({ en: adminCsvMessages });
export type AdminCsvMessages = MessagesOf<typeof adminCsvText>;
