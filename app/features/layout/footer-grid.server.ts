import type { Db } from "~/shared/db/client";
import { listBrandsWithModels } from "~/features/catalogue/catalogue.server";
import { footerGridHtml } from "./footer-grid";

/**
 * The footer's brand grid for a page the server renders (SPEC §2.9), read from the catalogue. The server
 * keeps it until a table it was read from changes (`createTableMemo`), so a brand or model changed in the
 * back office shows on the next page.
 */
export async function footerGrid(db: Db): Promise<string> {
  return footerGridHtml(await listBrandsWithModels(db));
}
