import type { Trail } from "~/shared/lib/breadcrumbs";
import { tCatalogueServer } from "~/features/catalogue/text/en/catalogue-server";
import { t } from "~/features/layout/text/en/layout";

/** The trail of a new-car guide page: Home › Car Guide › New cars › …`tail`. */
export function guideTrail(...tail: Trail): Trail {
  return carGuideTrail([tCatalogueServer("breadcrumb.newCars"), "/auto-guide/new-cars"], ...tail);
}

/** Home › Car Guide › …: the trail of the car guide's own lists. */
export function carGuideTrail(...tail: Trail): Trail {
  return [[t("menu.home"), "/"], [tCatalogueServer("breadcrumb.carGuide"), "/auto-guide"], ...tail];
}
