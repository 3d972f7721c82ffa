/** New-car guide text used by loaders only (titles, descriptions, key figures): never shipped to the browser. */

export const catalogueServerMessages = {
  "brand.title": "{brand} new car prices in Rwanda",
  "brand.description":
    "All {count} {brand} models sold new in Rwanda: versions, specifications and prices in RWF.",
  "model.title": "{brand} {model} price in Rwanda",
  "model.description":
    "{brand} {model}: {count} versions {price}, with full specifications, equipment and current deals in Rwanda.",
  "version.title": "{brand} {model} {version}: price and specifications",
  "version.description":
    "{brand} {model} {version} in Rwanda: {price}, {power}, full specifications and equipment.",
  "model.power": "Power",
  "model.consumption": "Consumption",
  "model.range": "Electric range",
  "model.seats": "Seats",
  "model.boot": "Boot",
  "deal.until": "Until {date}",
  "deal.save": "Save {amount}",
  "deal.newPrice": "Now {price}",
  "deal.allVersions": "All versions",
  "price.from": "from {price}",
  "price.range": "{min} to {max}",
  "price.onRequest": "Price on request",
  "price.noneOnSale": "No version on sale",
  "model.picture": "{brand} {model}, illustration of the body style",
  "model.photo": "{brand} {model}",
  "model.photos": "More photos of the {brand} {model}",
  "model.launched": "On sale since {date}",
  "model.versionCount": "{count} versions",
  "model.versionCountOne": "1 version",
  "breadcrumb.home": "Home",
  "breadcrumb.carGuide": "Car Guide",
  "breadcrumb.newCars": "New cars",
  "price.taxes": "List price in Rwanda, taxes included",
  "model.deals": "Current deals",
} as const;
