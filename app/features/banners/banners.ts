import { bannerPlacements, type BannerPlacement } from "~/shared/lib/value-sets";

/** A banner as stored: shown between `activeFrom` and `activeTo` (either open), picked by `weight`. */
export interface BannerRow {
  id: number;
  placement: BannerPlacement;
  imageUrl: string;
  width: number;
  height: number;
  linkUrl: string;
  alt: string;
  activeFrom: Date | null;
  activeTo: Date | null;
  weight: number;
}

/** What a page needs to show a banner. */
export type Banner = Pick<BannerRow, "id" | "imageUrl" | "width" | "height" | "linkUrl" | "alt">;

/** SPEC §3, §7: the feed the app loads at start-up, `{ data }`: one banner per placement that has one. */
export interface BannerFeed {
  data: Partial<Record<BannerPlacement, Banner>>;
}

/** Whether a banner may show at `now`: from its start (included) to its end (excluded), weight above 0. */
export function isActive(banner: Pick<BannerRow, "activeFrom" | "activeTo" | "weight">, now: Date): boolean {
  return (
    banner.weight > 0 &&
    (banner.activeFrom === null || banner.activeFrom <= now) &&
    (banner.activeTo === null || now < banner.activeTo)
  );
}

/** mulberry32: a small, fast generator of numbers in [0, 1), the same sequence for the same seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The item whose share of the total weight contains `fraction` (0 ≤ fraction < 1), in list order. */
export function pickWeighted<T extends { weight: number }>(
  items: readonly T[],
  fraction: number,
): T | undefined {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let point = fraction * total;
  for (const item of items) {
    if (point < item.weight) return item;
    point -= item.weight;
  }
  return undefined;
}

/**
 * One active banner per placement, each chosen with a probability in proportion to its weight. The same
 * banners, `now` and `seed` always give the same choice; the order of the rows does not matter.
 */
export function chooseBanners(rows: readonly BannerRow[], now: Date, seed: number): BannerFeed {
  const random = seededRandom(seed);
  const data: BannerFeed["data"] = {};
  for (const placement of bannerPlacements) {
    const active = rows
      .filter((row) => row.placement === placement && isActive(row, now))
      .sort((a, b) => a.id - b.id);
    const chosen = pickWeighted(active, random());
    if (chosen) {
      const { id, imageUrl, width, height, linkUrl, alt } = chosen;
      data[placement] = { id, imageUrl, width, height, linkUrl, alt };
    }
  }
  return { data };
}
