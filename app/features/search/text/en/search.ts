/** New-car search page text. */

export const searchMessages = {
  "search.title": "Find your new car",
  "search.titleFor": "Results for “{q}”",
  "search.crumb": "Search",
  "search.intro":
    "Every new car sold in Rwanda. Set a budget in RWF and narrow by brand, body, energy, gearbox, drive and seats.",
  "search.brands": "Matching brands",
} as const;
