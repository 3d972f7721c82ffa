/**
 * Shapes of the demo auto news: WordPress-like posts (ID, post_name, post_title, excerpt, content,
 * terms, author, date, cover picture). Each category's posts live in a file of their own beside this one.
 */
import type { BodyType } from "~/shared/lib/vehicle";

export const newsCategorySlugs = [
  "launches",
  "electric-mobility",
  "prices-and-deals",
  "road-safety-and-regulation",
  "motorsport",
  "tests-and-reviews",
] as const;

export type NewsCategorySlug = (typeof newsCategorySlugs)[number];

export interface SeedNewsCategory {
  slug: NewsCategorySlug;
  name: string;
  /** One sentence shown under the category name in menus and on its page, max 140 characters. */
  description: string;
}

export interface SeedNewsArticle {
  /** post_name: kebab-case ASCII, unique across all news, max 70 characters. */
  slug: string;
  /** post_title, max 90 characters. */
  title: string;
  /** Plain text, max 200 characters. */
  excerpt: string;
  /** Markdown content, 250–450 words, with ## sub-headings and at least one list. */
  body: string;
  /** terms: the first is the post's main category and gives its link; others add it to more lists. */
  categories: [NewsCategorySlug, ...NewsCategorySlug[]];
  /** One of newsAuthors' keys. */
  author: NewsAuthor;
  /** Publication moment in Kigali time, "YYYY-MM-DDTHH:MM:00+02:00", between 2025-06-01 and 2026-11-20. */
  publishedAt: string;
  /** The cover drawing: a body type in a paint colour from app/features/catalogue/car-art.ts paintColours, and its alt text. */
  cover: { body: BodyType; colour: string; alt: string };
  /** 2–4 hashtags for sharing, letters and digits only, e.g. "ElectricCars". */
  tags: string[];
}

export const newsAuthors = {
  "aline-uwase": "Aline Uwase",
  "eric-niyonzima": "Eric Niyonzima",
  "grace-mukamana": "Grace Mukamana",
  "jean-paul-habimana": "Jean-Paul Habimana",
} as const;

export type NewsAuthor = keyof typeof newsAuthors;
