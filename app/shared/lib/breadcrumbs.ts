import { tCatalogueServer } from "~/features/catalogue/text/en/catalogue-server";
import { t } from "~/features/layout/text/en/layout";

/** A page's place in the site, as [name, path] from the home page down to the page itself. */
export type Trail = [name: string, path: string][];

/** The trail of a new-car guide page: Home › Car Guide › New cars › …`tail`. */
export function guideTrail(...tail: Trail): Trail {
  return carGuideTrail([tCatalogueServer("breadcrumb.newCars"), "/auto-guide/new-cars"], ...tail);
}

/** Home › Car Guide › …: the trail of the car guide's own lists. */
export function carGuideTrail(...tail: Trail): Trail {
  return [[t("menu.home"), "/"], [tCatalogueServer("breadcrumb.carGuide"), "/auto-guide"], ...tail];
}

/** The visible breadcrumbs of a trail: every step a link but the current page. */
export function breadcrumbItems(trail: Trail): { label: string; to?: string }[] {
  return trail.map(([label, to], index) => (index === trail.length - 1 ? { label } : { label, to }));
}
