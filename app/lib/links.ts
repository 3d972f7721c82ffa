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

/** True for a non-empty run of ASCII digits: no sign, space or decimals. */
export function isNumericParam(value: string | undefined): boolean {
  return value !== undefined && /^[0-9]+$/.test(value);
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
