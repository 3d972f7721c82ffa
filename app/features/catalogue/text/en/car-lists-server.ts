/** New-car list text computed by loaders (titles, descriptions, filter chips, card facts): never shipped. */

export const carListsServerMessages = {
  "search.title": "New cars for sale in Rwanda: search and filter",
  "search.titleFor": "“{q}”: new cars in Rwanda",
  "search.description":
    "Search every new car sold in Rwanda by budget in RWF, brand, body type, energy, gearbox, drive and seats.",
  "electric.title": "Electric cars in Rwanda: prices, range and charging",
  "electric.description":
    "Every electric car sold new in Rwanda with its price in RWF, real range, battery, charging speed and cost per 100 km compared with petrol.",
  "luxury.title": "Luxury cars in Rwanda: prices and specifications",
  "luxury.description":
    "Premium and luxury cars sold new in Rwanda, from executive saloons to large SUVs, with prices in RWF and full specifications.",
  "new.title": "New on the market: latest car launches in Rwanda",
  "new.description":
    "Models launched in Rwanda in the last twelve months, newest first, with prices in RWF and specifications.",
  "chip.budgetRange": "{min} to {max} RWF",
  "chip.budgetFrom": "From {min} RWF",
  "chip.budgetUpTo": "Up to {max} RWF",
  "chip.seats": "{seats}+ seats",
  "chip.text": "“{q}”",
  "preset.under15": "Under 15M",
  "preset.15to25": "15–25M",
  "preset.25to40": "25–40M",
  "preset.40to70": "40–70M",
  "preset.over70": "Over 70M",
  "card.launched": "New · {date}",
  "fact.versions": "{count} versions",
  "fact.versionsOne": "1 version",
  "fact.matching": "{matching} of {count} versions match",
  "fact.power": "up to {hp} hp",
  "fact.launched": "Launched {date}",
} as const;
