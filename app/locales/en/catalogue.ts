/** Text shared by the new-car guide pages: breadcrumbs, prices, deals. */
import { translator } from "~/lib/i18n";

export const catalogueMessages = {
  "breadcrumb.home": "Home",
  "breadcrumb.carGuide": "Car Guide",
  "breadcrumb.newCars": "New cars",
  "price.taxes": "List price in Rwanda, taxes included",
  "model.deals": "Current deals",
} as const;

export const tCatalogue = translator(catalogueMessages);
