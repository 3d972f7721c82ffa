/** Car guide pages text: the guide home, all makes and current deals. */

export const guidePagesMessages = {
  "guide.heading": "The Imodoka car guide",
  "guide.intro":
    "Prices, deals, electric and luxury cars, dealers and reviews: every new car sold in Rwanda.",
  "guide.sections": "Guide sections",
  "guide.featured": "Featured models",
  "guide.featuredText": "The latest launch from each make.",
  "guide.allMakes": "All makes",
  "guide.latestDeals": "Latest deals",
  "guide.latestDealsText": "The newest offers from dealers in Rwanda.",
  "guide.allDeals": "All deals",
  "makes.heading": "All car makes",
  "makes.intro":
    "Every brand sold new through authorised distributors in Rwanda, A to Z, with its number of models and its entry price.",
  "makes.jump": "Jump to letter",
  "deals.heading": "Current deals",
  "deals.intro":
    "Live offers on new cars from authorised dealers. Every deal here is valid today; expired ones are removed.",
  "deals.filters": "Filter deals",
  "deals.brand": "Brand",
  "deals.body": "Body type",
  "deals.energy": "Energy",
  "deals.sort": "Sort by",
  "deals.anyBrand": "All brands",
  "deals.anyBody": "All types",
  "deals.anyEnergy": "All energies",
  "deals.sort.ending": "Ending soon",
  "deals.sort.saving": "Biggest saving",
  "deals.sort.price": "Lowest price",
  "deals.apply": "Show deals",
  "deals.count": "{count} deals",
  "deals.countOne": "1 deal",
  "deals.none": "No live deal matches these filters.",
  "deals.clear": "Clear filters",
} as const;
