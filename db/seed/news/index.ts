import { electricMobilityNews } from "./electric-mobility";
import { launchesNews } from "./launches";
import { motorsportNews } from "./motorsport";
import { pricesAndDealsNews } from "./prices-and-deals";
import { roadSafetyNews } from "./road-safety-and-regulation";
import { testsAndReviewsNews } from "./tests-and-reviews";
import type { SeedNewsArticle } from "./types";

/** Every demo news article, oldest first (the seed gives them ids in this order). */
export const newsArticles: SeedNewsArticle[] = [
  ...launchesNews,
  ...electricMobilityNews,
  ...pricesAndDealsNews,
  ...roadSafetyNews,
  ...motorsportNews,
  ...testsAndReviewsNews,
].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
