import type { BrandLogo } from "~/shared/lib/brand-logo";
/** View-model types of the home page, built by home.server.ts and shown by its route (no values here). */
import type { ModelCardData } from "~/features/catalogue/view";
import type { DealListView } from "~/features/deals/view";
import type { NewsCardData } from "~/features/news/view";
import type { ListingCardView } from "~/features/used-market/view";
import type { Picture } from "~/shared/lib/images";

/** A popular comparison as the home links to it: two real versions, side by side in the comparator. */
export interface HomeComparison {
  /** "/comparator?versions=12,34". */
  href: string;
  cars: {
    versionId: number;
    /** "Toyota RAV4". */
    name: string;
    /** The version's name, "2.0 GX CVT". */
    version: string;
    /** "43.100.000 RWF". */
    priceText: string;
    picture: Picture;
  }[];
}

/** A brand tile: its mark and name, and "12 models". */
export interface HomeBrand {
  id: number;
  name: string;
  slug: string;
  colour: string;
  logoUrl: string | null;
  logo: BrandLogo;
  modelsText: string;
}

export interface HomeView {
  models: ModelCardData[];
  deals: DealListView[];
  listings: ListingCardView[];
  /** The used-car market's band: its title, intro, "See all N cars" and "Post a listing". */
  used: { title: string; text: string; browse: string; sell: string };
  comparisons: HomeComparison[];
  brands: HomeBrand[];
  /** How many brands "All brands" leads to. */
  brandCount: number;
  news: NewsCardData[];
}
