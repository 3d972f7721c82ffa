import { slugify } from "./slug";

export const allNewsPath = "/auto-news/all-news";

/** Category segment used when an article has no term. */
export const defaultNewsCategorySlug = "toute-actualite";

export const practicalGuideSections = [
  "road-tax",
  "driving-license",
  "vehicle-financing",
  "vehicle-insurance",
  "vehicle-inspection",
  "vehicle-registration",
] as const;

export type PracticalGuideSection = (typeof practicalGuideSections)[number];

export function isPracticalGuideSection(value: string | undefined): value is PracticalGuideSection {
  return practicalGuideSections.some((section) => section === value);
}

export function brandPath(brand: { id: number; slug: string }): string {
  return `/auto-guide/new-cars/make/${brand.slug}/${brand.id}`;
}

export function modelPath(brand: { slug: string }, model: { id: number; slug: string }): string {
  return `/auto-guide/new-cars/make/${brand.slug}/model/${model.id}-${model.slug}`;
}

export function versionPath(
  brand: { slug: string },
  model: { slug: string },
  version: { id: number; slug: string },
): string {
  return `/auto-guide/new-cars/make/${brand.slug}/model/${model.slug}/${version.id}-${version.slug}`;
}

export function newsCategoryPath(category: { id: number; slug: string }): string {
  return `/auto-news/${category.id}-${category.slug}`;
}

/**
 * /auto-news/{term-name-slug}/{ID}-{post_name}; the term name comes from the
 * first term, or from `terms` itself when it is a plain value.
 */
export function articlePath(article: {
  ID: number;
  post_name: string;
  terms: ReadonlyArray<{ name: string }> | string | null | undefined;
}): string {
  const { terms } = article;
  const termName = typeof terms === "string" ? terms : terms?.[0]?.name;
  const category = slugify(termName ?? "") || defaultNewsCategorySlug;
  return `/auto-news/${category}/${article.ID}-${article.post_name}`;
}

export function practicalGuidePath(section: PracticalGuideSection, slug?: string): string {
  return slug ? `/practical-guide/${section}/${slug}` : `/practical-guide/${section}`;
}

export function usedListingPath(listing: { id: number; slug: string }): string {
  return `/marche-doccasion/annonce/${listing.id}-${listing.slug}`;
}

/** SPEC §2.1: posting a listing; needs a signed-in user. */
export const POST_LISTING_PATH = "/poster-une-annonce";

/**
 * A step of the listing form: /poster-une-annonce/{id}/{step}, or /poster-une-annonce for the first step
 * of a listing not saved yet; "sent" is the confirmation once it went to review.
 */
export function postStepPath(listingId: number | undefined, step: string): string {
  return listingId === undefined ? POST_LISTING_PATH : `${POST_LISTING_PATH}/${listingId}/${step}`;
}

/** The used-car market's front page and its search (SPEC §2.1). */
export const USED_MARKET_PATH = "/marche-doccasion";
export const USED_SEARCH_PATH = "/marche-doccasion/rechercher";

/** The sign-in page, coming back to `redirectTo` afterwards. */
export function loginPath(redirectTo?: string): string {
  return redirectTo && redirectTo !== "/" ? `/login?${new URLSearchParams({ redirectTo })}` : "/login";
}

/** The base a target is read against: a host no real site can have, so only a same-site path keeps it. */
const REDIRECT_BASE = "http://x.invalid";

/**
 * Where to go after signing in: a path on this site only. Anything a browser could read as another site
 * (`//host`, `/\\host`, `/\t/host`, a full URL, `javascript:`) or that a header cannot carry (control
 * characters) gives `fallback`, so the sign-in page is never an open redirect nor a 500.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!target || !target.startsWith("/") || target.startsWith("//") || /[\x00-\x1f\x7f\\]/.test(target))
    return fallback;
  const url = new URL(target, REDIRECT_BASE);
  // As the parser wrote it: letters beyond ASCII percent-encoded, so that it fits a Location header.
  return url.origin === REDIRECT_BASE ? url.href.slice(REDIRECT_BASE.length) : fallback;
}

/** The used-car market's safety advice. */
export const USED_SAFETY_PATH = "/marche-doccasion/safety-tips";

/** The member's account page. */
export const ACCOUNT_PATH = "/account";

/** A member's favourite listings, saved searches and own listings (account area). */
export const FAVOURITES_PATH = "/account/favourites";
export const SAVED_SEARCHES_PATH = "/account/saved-searches";
export const MY_LISTINGS_PATH = "/account/listings";

/** The editors' queue of listings to check and reports to review. */
export const MODERATION_PATH = "/moderation";

/** The JSON API's reference for partners. */
export const DEVELOPERS_PATH = "/developers";
