/** Long-form content pages. */
import { translator } from "~/shared/i18n/i18n";

export const contentMessages = {
  "privacy.updated": "Last updated {date}",
} as const;

export const tContent = translator(contentMessages);
