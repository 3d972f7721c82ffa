/** Version page text. */

export const versionPageMessages = {
  "version.specs": "Specifications",
  "version.equipment": "Equipment",
  "version.others": "Other versions of the {model}",
  "version.current": "This version",
  "version.priceHistory": "Price history",
} as const;
