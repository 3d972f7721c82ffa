/**
 * What news and practical-guide articles share in the back office: their status (draft, scheduled, published),
 * the publication time typed in Kigali time and stored in UTC, and the address made from the title.
 */
import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { slugify } from "~/shared/lib/slug";
import { isSlug } from "./brand-form";
import type { AdminMessages } from "./text/admin";

/** Kigali is UTC+2 all year (Africa/Kigali has no daylight saving time). */
const KIGALI_OFFSET_MS = 2 * 60 * 60 * 1000;

/** An article as the public sees it: not yet (a draft), at its time (scheduled), or now (published). */
export const articleStatuses = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** The status of an article from its published flag and publication time, at `now`. */
export function articleStatus(published: boolean, publishedAt: Date, now: Date): ArticleStatus {
  if (!published) return "draft";
  return publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

const KIGALI_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A moment typed in Kigali time, "YYYY-MM-DDTHH:MM" (what a datetime-local field sends) or with a space, as
 * the UTC moment it is; undefined for anything else, or a day or time that does not exist.
 */
export function parseKigaliTime(value: string): Date | undefined {
  const match = KIGALI_TIME.exec(value.trim());
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const local = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return undefined;
  return new Date(local - KIGALI_OFFSET_MS);
}

/** A moment as a datetime-local field shows it in Kigali time: "YYYY-MM-DDTHH:MM". */
export function kigaliTimeInput(moment: Date): string {
  return new Date(moment.getTime() + KIGALI_OFFSET_MS).toISOString().slice(0, 16);
}

/** "YYYY-MM-DD" in Kigali for a moment (a guide's "recorded on" day defaults to today's). */
export const kigaliDay = (moment: Date) => kigaliTimeInput(moment).slice(0, 10);

export const ARTICLE_LIMITS = {
  title: 160,
  slug: 120,
  excerpt: 400,
  // A page form's body is at most 64 KiB (request-rules.ts): 20,000 characters of text fit, URL-encoded.
  bodyMarkdown: 20_000,
  authorName: 80,
} as const;

/** An article's address made from its title ("Kigali's new bus lanes" → "kigalis-new-bus-lanes"), at most 120 characters. */
export function articleSlug(title: string): string {
  return slugify(title).slice(0, ARTICLE_LIMITS.slug).replace(/-+$/, "");
}

/**
 * When the public sees an article, from the status chosen and the time typed (Kigali time) at `now`: a draft
 * keeps its time (now when none); scheduled needs a time to come; published is now, or the past time typed.
 */
export function articleTiming(
  status: ArticleStatus,
  publishAt: string,
  now: Date,
): { published: boolean; publishedAt: Date } | { error: "publishAt" | "future" | "past" } {
  const typed = publishAt.trim();
  const at = typed ? parseKigaliTime(typed) : undefined;
  if (typed && !at) return { error: "publishAt" };
  switch (status) {
    case "draft":
      return { published: false, publishedAt: at ?? now };
    case "scheduled":
      if (!at || at.getTime() <= now.getTime()) return { error: "future" };
      return { published: true, publishedAt: at };
    case "published":
      if (at && at.getTime() > now.getTime()) return { error: "past" };
      return { published: true, publishedAt: at ?? now };
  }
}

/** The fields every article form has, read through their rules (`now` decides what is scheduled). */
export function articleFieldsSchema(t: Translate<AdminMessages>) {
  const tooLong = (max: number) => t("admin.brand.error.tooLong", { max });
  return {
    title: z
      .string()
      .trim()
      .min(1, t("admin.article.error.title"))
      .max(ARTICLE_LIMITS.title, tooLong(ARTICLE_LIMITS.title)),
    slug: z
      .string()
      .trim()
      .max(ARTICLE_LIMITS.slug, tooLong(ARTICLE_LIMITS.slug))
      .refine((slug) => slug === "" || isSlug(slug), t("admin.brand.error.slug")),
    excerpt: z
      .string()
      .trim()
      .min(1, t("admin.article.error.excerpt"))
      .max(ARTICLE_LIMITS.excerpt, tooLong(ARTICLE_LIMITS.excerpt)),
    bodyMarkdown: z
      .string()
      .trim()
      .min(1, t("admin.article.error.body"))
      .max(ARTICLE_LIMITS.bodyMarkdown, tooLong(ARTICLE_LIMITS.bodyMarkdown)),
    status: z.enum(articleStatuses, { message: t("admin.model.error.choose") }),
    publishAt: z
      .string()
      .refine(
        (typed) => !typed.trim() || parseKigaliTime(typed) !== undefined,
        t("admin.article.error.publishAt"),
      ),
    updatedAt: z.string(),
  };
}

/** Turns an article form's status and time into `published` and `publishedAt`, or a message by the time field. */
export function withTiming<
  T extends { title: string; slug: string; status: ArticleStatus; publishAt: string },
>(article: T, context: z.RefinementCtx, t: Translate<AdminMessages>, now: Date) {
  const timing = articleTiming(article.status, article.publishAt, now);
  if ("error" in timing) {
    context.addIssue({
      code: "custom",
      path: ["publishAt"],
      message: t(`admin.article.error.${timing.error}`),
    });
    return z.NEVER;
  }
  const slug = article.slug || articleSlug(article.title);
  if (!slug) {
    context.addIssue({ code: "custom", path: ["slug"], message: t("admin.brand.error.slug") });
    return z.NEVER;
  }
  const { status: _status, publishAt: _publishAt, ...rest } = article;
  return { ...rest, slug, ...timing };
}
