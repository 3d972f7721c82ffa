import type { Db } from "~/shared/db/client";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { listBrandsWithModels } from "~/features/catalogue/catalogue.server";
import { layoutText } from "./text/layout";
import { footerGridHtml } from "./footer-grid";

/**
 * The footer's brand grid for a page the server renders (SPEC §2.9), read from the catalogue. The server
 * keeps it until a table it was read from changes (`createTableMemo`), so a brand or model changed in the
 * back office shows on the next page.
 */
export async function footerGrid(db: Db, locale: Locale): Promise<string> {
  const t = textFor(layoutText, locale);
  return footerGridHtml(await listBrandsWithModels(db), (brand) => t("footer.modelsOf", { brand }));
}
