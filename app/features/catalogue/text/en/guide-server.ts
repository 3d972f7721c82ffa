/** Car guide text used by loaders only (titles, descriptions, counts, deal dates): never shipped to the browser. */

export const guideServerMessages = {
  "guide.title": "Car guide: every new car sold in Rwanda",
  "guide.description":
    "The Imodoka car guide: {makes} makes and {models} new models with prices in RWF, {deals} current deals, electric and luxury cars, new launches, dealers and driver reviews.",
  "guide.section.newCars": "Every make and model sold new in Rwanda, with prices in RWF.",
  "guide.section.deals": "Discounts and special prices from authorised dealers, while they last.",
  "guide.section.electric": "Zero-emission cars, now with 0 % VAT and no import duty.",
  "guide.section.luxury": "Premium saloons, SUVs and sports cars from the prestige brands.",
  "guide.section.newOnMarket": "Models launched in Rwanda over the last twelve months.",
  "guide.section.dealers": "Where to see, test-drive and buy each brand in Rwanda.",
  "guide.section.reviews": "What owners say about the cars they drive every day.",
  "guide.section.searchTitle": "Search new cars",
  "guide.section.search": "Know what you want? Find a make or model by name.",
  "guide.count.makesModels": "{makes} makes · {models} models",
  "guide.count.deals": "{count} live deals",
  "guide.count.dealsOne": "1 live deal",
  "guide.count.models": "{count} models",
  "guide.count.modelsOne": "1 model",
  "makes.title": "All car makes sold new in Rwanda",
  "makes.titlePage": "All car makes sold new in Rwanda (page {page})",
  "makes.description":
    "All {count} car makes sold new in Rwanda, A to Z, with their number of models and entry prices in RWF.",
  "makes.models": "{count} models",
  "makes.modelsOne": "1 model",
  "makes.noModels": "No models listed yet",
  "deals.title": "Current new-car deals in Rwanda",
  "deals.titlePage": "Current new-car deals in Rwanda (page {page})",
  "deals.description":
    "{count} live offers on new cars in Rwanda: discounts and special prices from authorised dealers, with their end dates.",
  "deals.endsToday": "Ends today",
  "deals.endsTomorrow": "Ends tomorrow",
  "deals.endsIn": "Ends in {days} days",
  "deals.picture": "{brand} {model}",
} as const;
