/** Version page text. */
import { translator } from "~/shared/i18n/i18n";

export const versionPageMessages = {
  "version.specs": "Specifications",
  "version.equipment": "Equipment",
  "version.equipment.safety": "Safety",
  "version.equipment.comfort": "Comfort",
  "version.equipment.multimedia": "Multimedia",
  "version.others": "Other versions of the {model}",
  "version.current": "This version",
} as const;

export const tVersionPage = translator(versionPageMessages);
