/** Long-form content pages. */
import { translator } from "~/lib/i18n";

export const contentMessages = {
  "privacy.updated": "Last updated {date}",
} as const;

export const tContent = translator(contentMessages);
