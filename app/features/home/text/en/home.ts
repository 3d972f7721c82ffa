/** Home page text. */

export const homeMessages = {
  "home.title": "New cars in Rwanda: prices, versions and comparisons",
  "home.heroTitle": "Find your next new car in Rwanda",
  "home.heroText":
    "Every make and model sold new in Rwanda, with prices in RWF, full specifications and side-by-side comparisons.",
  "home.statBrands": "brands",
  "home.statModels": "models",
  "home.brandsTitle": "Browse by brand",
  "home.brandsText": "Makes sold new through authorised distributors in Rwanda.",
  "home.modelCount": "{count} models",
  "home.modelCountOne": "1 model",
  "home.electricTitle": "Electric models",
  "home.electricText": "Zero import duty and 0 % VAT on electric cars make them worth a look.",
  "home.newsTitle": "Latest car news",
  "home.newsText": "Launches, prices, electric mobility and road rules in Rwanda.",
  "home.newsAll": "All news",
} as const;
