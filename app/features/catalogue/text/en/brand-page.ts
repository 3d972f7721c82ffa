/** Brand page text. */

export const brandPageMessages = {
  "brand.models": "{count} models on sale in Rwanda",
  "brand.heading": "{brand} cars",
  "brand.distributor": "distributed by {name}",
  "brand.all": "All",
  "brand.filterBody": "Body",
  "brand.filterEnergy": "Energy",
  "brand.showing": "{count} models shown",
  "brand.none": "No model matches these filters.",
  "brand.clear": "Show all models",
} as const;
