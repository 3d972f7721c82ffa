/** Luxury and new-on-the-market page text. */

export const guideListsMessages = {
  "luxury.crumb": "Luxury cars",
  "luxury.heading": "Luxury cars in Rwanda",
  "luxury.intro":
    "Premium saloons, executive SUVs and performance cars sold new in Rwanda by their official distributors, with prices in RWF and full specifications.",
  "new.crumb": "New on the market",
  "new.heading": "New on the market",
  "new.intro":
    "Every model launched in Rwanda in the last twelve months, newest first: what is new, what it costs and how it compares.",
} as const;
