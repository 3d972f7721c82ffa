import { randomInt } from "node:crypto";
import { gt, isNull, or } from "drizzle-orm";
import { chooseBanners, type BannerFeed } from "~/features/banners/banners";
import type { Db } from "../../shared/db/client";
import { banners } from "../../shared/db/schema";
import type { Keep } from "../../shared/cache/table-memo.server";

/** The banners not over at `now` (running or still to come): those already over are not even read. */
function bannersNotOver(db: Db, now: Date) {
  return db
    .select({
      id: banners.id,
      placement: banners.placement,
      imageUrl: banners.imageUrl,
      width: banners.width,
      height: banners.height,
      linkUrl: banners.linkUrl,
      alt: banners.alt,
      activeFrom: banners.activeFrom,
      activeTo: banners.activeTo,
      weight: banners.weight,
    })
    .from(banners)
    .where(or(isNull(banners.activeTo), gt(banners.activeTo, now)));
}

/**
 * SPEC §7 banner feed: one banner per placement among those active now, by weight. The root loader
 * serves it once per visit of the app (decision 0015).
 */
export async function loadBannerFeed(
  db: Db,
  now = new Date(),
  seed = randomInt(2 ** 32),
): Promise<BannerFeed> {
  return chooseBanners(await bannersNotOver(db, now), now, seed);
}

/**
 * The feed for a page: the banners not over are kept between pages (`keep`) until one is changed, and each
 * page chooses among those active at its own time (one that ended since is not chosen).
 */
export async function pageBannerFeed(db: Db, keep: Keep): Promise<BannerFeed> {
  const rows = await keep("banners-not-over", () => bannersNotOver(db, new Date()));
  return chooseBanners(rows, new Date(), randomInt(2 ** 32));
}
