import type { BannerPlacement } from "~/shared/lib/value-sets";

/** A demo banner: pictures in public/banners, links to the site's own pages. */
export interface SeedBanner {
  placement: BannerPlacement;
  imageUrl: string;
  width: number;
  height: number;
  linkUrl: string;
  alt: string;
  weight: number;
}

const WIDE = { width: 1200, height: 400 } as const;
const BOX = { width: 600, height: 500 } as const;

const deals = {
  linkUrl: "/auto-guide/current-deals",
  alt: "Current deals: up to 3.000.000 RWF off new cars this month from authorised dealers. See the deals.",
};
const electric = {
  linkUrl: "/auto-guide/electric-cars",
  alt: "Go electric: 0 % VAT and no import duty. Browse the electric cars sold in Rwanda.",
};
const findMyCar = {
  linkUrl: "/find-my-car",
  alt: "Free service: tell us what you need and our team finds your car. Start my request.",
};

/** Three banners per placement; the deals weigh most. */
export const demoBanners: SeedBanner[] = (["home-hero", "article-inline", "guide-sidebar"] as const).flatMap(
  (placement) => {
    const size = placement === "guide-sidebar" ? BOX : WIDE;
    const shape = placement === "guide-sidebar" ? "box" : "wide";
    return [
      { placement, ...size, ...deals, imageUrl: `/banners/deals-${shape}.svg`, weight: 3 },
      { placement, ...size, ...electric, imageUrl: `/banners/electric-${shape}.svg`, weight: 2 },
      { placement, ...size, ...findMyCar, imageUrl: `/banners/find-${shape}.svg`, weight: 2 },
    ];
  },
);
