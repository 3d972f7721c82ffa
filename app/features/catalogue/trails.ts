import type { Trail } from "~/shared/lib/breadcrumbs";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { catalogueServerText } from "~/features/catalogue/text/catalogue-server";
import { layoutText } from "~/features/layout/text/layout";

/** The trail of a new-car guide page: Home › Car Guide › New cars › …`tail`. */
export function guideTrail(locale: Locale, ...tail: Trail): Trail {
  const t = textFor(catalogueServerText, locale);
  return carGuideTrail(locale, [t("breadcrumb.newCars"), "/auto-guide/new-cars"], ...tail);
}

/** Home › Car Guide › …: the trail of the car guide's own lists. */
export function carGuideTrail(locale: Locale, ...tail: Trail): Trail {
  const t = textFor(catalogueServerText, locale);
  return [
    [textFor(layoutText, locale)("menu.home"), "/"],
    [t("breadcrumb.carGuide"), "/auto-guide"],
    ...tail,
  ];
}
