import { randomInt } from "node:crypto";
import { gt, isNull, or } from "drizzle-orm";
import { chooseBanners, type BannerFeed } from "~/features/banners/banners";
import type { Db } from "../../shared/db/client";
import { banners } from "../../shared/db/schema";

/**
 * SPEC §7 banner feed: one banner per placement among those active now, by weight. The root loader
 * serves it once per visit of the app (decision 0015). Banners already over are not even read.
 */
export async function loadBannerFeed(
  db: Db,
  now = new Date(),
  seed = randomInt(2 ** 32),
): Promise<BannerFeed> {
  const rows = await db
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
  return chooseBanners(rows, now, seed);
}
