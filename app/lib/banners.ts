/** Where banners show (SPEC §7 banner feed). */
export const bannerPlacements = ["home-hero", "guide-sidebar", "article-inline"] as const;
export type BannerPlacement = (typeof bannerPlacements)[number];
