/**
 * What news and practical-guide articles share in the back office: their status (draft, scheduled, published),
 * the publication time typed in Kigali time and stored in UTC, and the address made from the title.
 */
import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import { slugify } from "~/shared/lib/slug";
import { adminRules, editableOf, kigaliTimeInput, parseKigaliTime } from "./form-rules";
import type { AdminMessages } from "./text/admin";

/** An article as the public sees it: not yet (a draft), at its time (scheduled), or now (published). */
export const articleStatuses = ["draft", "scheduled", "published"] as const;
export type ArticleStatus = (typeof articleStatuses)[number];

/** The status of an article from its published flag and publication time, at `now`. */
export function articleStatus(published: boolean, publishedAt: Date, now: Date): ArticleStatus {
  if (!published) return "draft";
  return publishedAt.getTime() > now.getTime() ? "scheduled" : "published";
}

export { parseKigaliTime, kigaliTimeInput };

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

/** What the audit log records and a conflict compares: an article form's fields, with `published` for the status. */
export const editableArticleFields = <F extends string>(fields: readonly F[]) =>
  editableOf(fields).map((field) => (field === "status" ? "published" : field)) as (
    Exclude<F, "updatedAt" | "status"> | "published"
  )[];

/** The fields every article form has, read through their rules (`now` decides what is scheduled). */
export function articleFieldsSchema(t: Translate<AdminMessages>) {
  const { text, slug, choice } = adminRules(t);
  return {
    title: text(ARTICLE_LIMITS.title, t("admin.article.error.title")),
    slug: slug(ARTICLE_LIMITS.slug),
    excerpt: text(ARTICLE_LIMITS.excerpt, t("admin.article.error.excerpt")),
    bodyMarkdown: text(ARTICLE_LIMITS.bodyMarkdown, t("admin.article.error.body")),
    status: choice(articleStatuses),
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
