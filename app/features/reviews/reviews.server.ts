/**
 * Driver reviews in the database: the public list and its choices, a model's rating summary, the member's
 * own reviews (one per model), the moderators' decisions and the mails that tell authors about them. Every
 * decision is conditional on the review still waiting, so a second click changes nothing twice.
 */
import { and, asc, count, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { modelPath } from "~/shared/lib/links";
import { readPage, type Page } from "~/shared/lib/pagination";
import type { ReviewInput } from "~/features/reviews/review-form";
import {
  REVIEWS_PATH,
  reviewQuery,
  summarizeRatings,
  writeReviewPath,
  type RatingSummary,
  type ReviewSort,
} from "~/features/reviews/reviews";
import { textFor } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { reviewsText } from "~/features/reviews/text/reviews";
import type { Db } from "../../shared/db/client";
import {
  brands,
  driverReviews as reviews,
  models,
  publicCatalogue,
  publicModel,
  users,
} from "../../shared/db/schema";
import type { Env } from "../../shared/server/env";
import type { Logger } from "../../shared/server/log";
import { linkMail, type Mailer } from "../../shared/server/mail.server";

const carColumns = {
  brandId: brands.id,
  brandName: brands.name,
  brandSlug: brands.slug,
  modelId: models.id,
  modelName: models.name,
  modelSlug: models.slug,
};

const reviewColumns = {
  id: reviews.id,
  overall: reviews.overall,
  comfort: reviews.comfort,
  performance: reviews.performance,
  value: reviews.value,
  reliability: reviews.reliability,
  economy: reviews.economy,
  title: reviews.title,
  body: reviews.body,
  ownership: reviews.ownership,
  status: reviews.status,
  declineReason: reviews.declineReason,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  authorName: users.name,
  ...carColumns,
};

/** A review as pages show it, with its author's name and its car. */
export type ReviewRow = Awaited<ReturnType<typeof memberReviews>>[number];

/** The car a review is about, as links and names need it. */
export const reviewCar = (
  row: Pick<ReviewRow, "brandName" | "brandSlug" | "modelId" | "modelName" | "modelSlug">,
) => ({
  name: `${row.brandName} ${row.modelName}`,
  path: modelPath({ slug: row.brandSlug }, { id: row.modelId, slug: row.modelSlug }),
});

const approved = eq(reviews.status, "approved");

/**
 * Public makes with at least one approved review of a public model, and the public models of `brandId` with
 * one, for the list's filters.
 */
export async function reviewChoices(db: Db, brandId: number | undefined) {
  const makes = await db
    .selectDistinct({ id: brands.id, name: brands.name, slug: brands.slug })
    .from(reviews)
    .innerJoin(models, eq(models.id, reviews.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(approved, publicCatalogue))
    .orderBy(asc(brands.name));
  const modelsOfMake =
    brandId === undefined
      ? []
      : await db
          .selectDistinct({ id: models.id, name: models.name, slug: models.slug })
          .from(reviews)
          .innerJoin(models, eq(models.id, reviews.modelId))
          .where(and(approved, publicModel, eq(models.brandId, brandId)))
          .orderBy(asc(models.name));
  return { makes, models: modelsOfMake };
}

/** One page of approved reviews of public models, of a make or a model, newest or best rated first. */
export async function listReviews(
  db: Db,
  filter: { brandId?: number; modelId?: number; sort: ReviewSort; page: number; perPage: number },
): Promise<{ reviews: ReviewRow[]; page: Page }> {
  const where = and(
    approved,
    publicModel,
    filter.brandId === undefined ? undefined : eq(models.brandId, filter.brandId),
    filter.modelId === undefined ? undefined : eq(reviews.modelId, filter.modelId),
  );
  const [total] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(models, eq(models.id, reviews.modelId))
    .where(where);
  const order: SQL[] =
    filter.sort === "rating"
      ? [desc(reviews.overall), desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.createdAt), desc(reviews.id)];
  const { page, rows } = await readPage(
    total?.n ?? 0,
    filter.page,
    filter.perPage,
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(models, eq(models.id, reviews.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(where)
      .orderBy(...order),
  );
  return { reviews: rows, page };
}

/** The averages, count and star distribution of a model's approved reviews. */
export async function modelRatingSummary(db: Db, modelId: number): Promise<RatingSummary> {
  const sum = (column: AnyPgColumn) => sql<number>`sum(${column})`.mapWith(Number);
  const groups = await db
    .select({
      overall: reviews.overall,
      count: count(),
      comfort: sum(reviews.comfort),
      performance: sum(reviews.performance),
      value: sum(reviews.value),
      reliability: sum(reviews.reliability),
      economy: sum(reviews.economy),
    })
    .from(reviews)
    .where(and(approved, eq(reviews.modelId, modelId)))
    .groupBy(reviews.overall);
  return summarizeRatings(groups.map(({ overall, count: n, ...sums }) => ({ overall, count: n, sums })));
}

/** What the model page shows: the summary and the latest approved reviews. */
export async function modelReviews(db: Db, modelId: number, latest: number) {
  const [summary, list] = await Promise.all([
    modelRatingSummary(db, modelId),
    listReviews(db, { modelId, sort: "date", page: 1, perPage: latest }),
  ]);
  return { summary, reviews: list.reviews };
}

/** A public model with its brand, to write a review of, or undefined. */
export async function reviewableModel(db: Db, modelId: number) {
  const [row] = await db
    .select(carColumns)
    .from(models)
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(and(eq(models.id, modelId), publicCatalogue));
  return row;
}

/** The member's review of a model, whatever its status. */
export async function ownReview(db: Db, userId: string, modelId: number) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.userId, userId), eq(reviews.modelId, modelId)));
  return row;
}

/**
 * Stores the member's review of a model: one per member and model, so a second one replaces the first.
 * Either way it waits for a check again. Returns whether it was new.
 */
export async function saveReview(
  db: Db,
  {
    userId,
    modelId,
    input,
    now = new Date(),
  }: { userId: string; modelId: number; input: ReviewInput; now?: Date },
): Promise<{ id: number; created: boolean }> {
  const waiting = {
    ...input,
    status: "pending" as const,
    declineReason: null,
    moderatedBy: null,
    moderatedAt: null,
    updatedAt: now,
  };
  const [row] = await db
    .insert(reviews)
    .values({ ...waiting, userId, modelId, createdAt: now })
    .onConflictDoUpdate({ target: [reviews.userId, reviews.modelId], set: waiting })
    .returning({ id: reviews.id, createdAt: reviews.createdAt });
  return { id: row!.id, created: row!.createdAt.getTime() === now.getTime() };
}

/** The member's reviews, the most recently sent first. */
export async function memberReviews(db: Db, userId: string) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(models, eq(models.id, reviews.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.updatedAt), desc(reviews.id));
}

/** How many reviews wait for a check (the moderation tab's count). */
export async function pendingReviewCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reviews).where(eq(reviews.status, "pending"));
  return row?.n ?? 0;
}

/** One page of reviews waiting for a check, the longest waiting first, with the author's account. */
export async function pendingReviews(db: Db, page: number, perPage: number) {
  const { page: pageInfo, rows } = await readPage(
    await pendingReviewCount(db),
    page,
    perPage,
    db
      .select({ ...reviewColumns, authorEmail: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(models, eq(models.id, reviews.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(eq(reviews.status, "pending"))
      .orderBy(asc(reviews.updatedAt), asc(reviews.id)),
  );
  return { reviews: rows, page: pageInfo };
}

/** A review a decision concerns: enough to name it and mail its author. */
export interface DecidedReview {
  id: number;
  title: string;
  car: string;
  carPath: string;
  modelId: number;
  brandSlug: string;
  modelSlug: string;
  authorName: string;
  authorEmail: string;
}

export type ReviewDecision = { outcome: "done"; review: DecidedReview } | { outcome: "handled" | "missing" };

async function decide(
  db: Db,
  id: number,
  set: {
    status: "approved" | "declined";
    declineReason: string | null;
    moderatedBy: string;
    moderatedAt: Date;
  },
): Promise<ReviewDecision> {
  const [changed] = await db
    .update(reviews)
    .set({ ...set, updatedAt: sql`${reviews.updatedAt}` })
    .where(and(eq(reviews.id, id), eq(reviews.status, "pending")))
    .returning({ id: reviews.id });
  if (!changed) {
    const [exists] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id));
    return { outcome: exists ? "handled" : "missing" };
  }
  const [row] = await db
    .select({
      id: reviews.id,
      title: reviews.title,
      authorName: users.name,
      authorEmail: users.email,
      ...carColumns,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(models, eq(models.id, reviews.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(reviews.id, id));
  const car = reviewCar(row!);
  return {
    outcome: "done",
    review: {
      id,
      title: row!.title,
      car: car.name,
      carPath: car.path,
      modelId: row!.modelId,
      brandSlug: row!.brandSlug,
      modelSlug: row!.modelSlug,
      authorName: row!.authorName,
      authorEmail: row!.authorEmail,
    },
  };
}

/** Publishes a review waiting for a check. */
export const approveReview = (
  db: Db,
  { id, moderatorId, now = new Date() }: { id: number; moderatorId: string; now?: Date },
) => decide(db, id, { status: "approved", declineReason: null, moderatedBy: moderatorId, moderatedAt: now });

/** Declines a review waiting for a check, with the reason its author reads. */
export const declineReview = (
  db: Db,
  {
    id,
    moderatorId,
    reason,
    now = new Date(),
  }: { id: number; moderatorId: string; reason: string; now?: Date },
) =>
  decide(db, id, { status: "declined", declineReason: reason, moderatedBy: moderatorId, moderatedAt: now });

/**
 * Tells the author about a decision: where the review is published, or the reason and the link to edit it.
 * Resolves to false when the mail could not be sent (logged): the decision stands either way.
 */
export async function mailReviewAuthor(
  context: { mailer: Mailer; env: Env; log: Logger },
  review: DecidedReview,
  reason: string | undefined,
  /** The language of the moderator's request, which sends the mail. */
  locale: Locale,
): Promise<boolean> {
  const { env } = context;
  const t = textFor(reviewsText, locale);
  const params = {
    name: review.authorName,
    car: review.car,
    title: review.title,
    site: env.SITE_NAME,
    reason: reason ?? "",
  };
  const declined = reason !== undefined;
  const message = linkMail({
    to: review.authorEmail,
    siteName: env.SITE_NAME,
    subject: t(declined ? "mail.declinedSubject" : "mail.approvedSubject", params),
    intro: t(declined ? "mail.declinedText" : "mail.approvedText", params),
    button: t(declined ? "mail.declinedButton" : "mail.approvedButton"),
    url:
      env.SITE_URL +
      (declined
        ? writeReviewPath(review.modelId)
        : REVIEWS_PATH + reviewQuery({ make: review.brandSlug, model: review.modelSlug })),
    after: t("mail.after", { url: `${env.SITE_URL}/contact-us` }),
  });
  try {
    await context.mailer.send(message);
    return true;
  } catch (error) {
    context.log.error({ err: error, reviewId: review.id }, "mail to the review's author failed");
    return false;
  }
}
