/** New-car guide pages (brands, models). */
import { translator } from "~/lib/i18n";

export const catalogueMessages = {
  "brand.models": "{count} models on sale in Rwanda",
  "breadcrumb.home": "Home",
  "breadcrumb.carGuide": "Car Guide",
  "breadcrumb.newCars": "New cars",
} as const;

export const tCatalogue = translator(catalogueMessages);
