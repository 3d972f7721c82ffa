/** Long-form content pages. */

export const contentMessages = {
  "privacy.updated": "Last updated {date}",
} as const;
