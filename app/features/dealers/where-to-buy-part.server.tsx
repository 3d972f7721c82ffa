import type { Keep } from "~/shared/cache/table-memo.server";
import type { Db } from "~/shared/db/client";
import { serverPart, type ServerParts } from "~/shared/http/server-part.server";
import type { Locale } from "~/shared/i18n/locale";
import type { Env } from "~/shared/server/env";
import { WhereToBuy } from "./components/where-to-buy";
import { whereToBuy } from "./dealers.server";

/**
 * "Where to buy" a brand's cars as a server part (decision 0028) with the id `where-to-buy`: a page shows it
 * with `<ServerPart id="where-to-buy" html={…} />`. `parts` is the load context's.
 */
export async function whereToBuyPart(
  parts: ServerParts,
  db: Db,
  keep: Keep,
  env: Pick<Env, "NOW" | "SITE_NAME">,
  brand: { name: string; slug: string },
  locale: Locale,
) {
  return serverPart(
    parts,
    "where-to-buy",
    <WhereToBuy view={await whereToBuy(db, keep, env, brand, locale)} />,
  );
}
