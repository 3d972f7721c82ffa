/**
 * Driver reviews as the pages see them: every label composed here (the pages' JavaScript carries no
 * dictionary). The list, the model page's section, the writing form, the member's reviews and the
 * moderation tab.
 */
import { breadcrumbItems } from "~/shared/lib/breadcrumbs";
import { carGuideTrail } from "~/features/catalogue/trails";
import { formatDate, formatDateTime } from "~/shared/lib/dates";
import { breadcrumbList } from "~/shared/lib/jsonld";
import { modelPath } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { pageNav } from "~/shared/lib/pagination";
import {
  REVIEW_LIMITS,
  validateDeclineReason,
  type ReviewInput,
  type ReviewValues,
} from "~/features/reviews/review-form";
import {
  MY_REVIEWS_PATH,
  REVIEWS_PATH,
  aggregateRating,
  authorFirstName,
  parseReviewFilters,
  ratingFields,
  reviewCriteria,
  reviewQuery,
  reviewSorts,
  writeReviewPath,
  type RatingField,
  type RatingSummary,
  type ReviewCriterion,
} from "~/features/reviews/reviews";
import { ownershipDurations, type ReviewStatus } from "~/shared/lib/value-sets";
import { layoutText } from "~/features/layout/text/layout";
import { reviewsText, type ReviewsMessages } from "~/features/reviews/text/reviews";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import { pageNavigation } from "../catalogue/car-list.server";
import type { Db } from "../../shared/db/client";
import { parseId } from "~/shared/lib/ids";
import {
  approveReview,
  declineReview,
  listReviews,
  mailReviewAuthor,
  memberReviews,
  modelReviews,
  ownReview,
  pendingReviews,
  reviewableModel,
  reviewCar,
  reviewChoices,
  saveReview,
  type ReviewRow,
} from "./reviews.server";
import type { CriterionView, ModelReviewsView, ReviewQueueView, ReviewView } from "./view";

export const REVIEWS_PAGE_SIZE = 12;
export const MODEL_PAGE_REVIEWS = 3;
export const REVIEW_QUEUE_PAGE_SIZE = 10;

type T = Translate<ReviewsMessages>;

const starsLabel = (t: T, rating: number) => t("reviews.stars", { rating });
const criterionLabel = (t: T, criterion: ReviewCriterion) => t(`reviews.criterion.${criterion}`);

/** Each criterion's label and value: whole stars for a review, one decimal for an average. */
function criterionViews(
  t: T,
  values: Record<ReviewCriterion, number | null>,
  average = false,
): CriterionView[] {
  return reviewCriteria.map((criterion) => {
    const value = values[criterion];
    return {
      key: criterion,
      label: criterionLabel(t, criterion),
      value,
      text: value === null ? "–" : `${average ? value.toFixed(1) : value}/5`,
    };
  });
}

/** A review row as its card shows it. */
export function reviewView(row: ReviewRow, t: T): ReviewView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    overall: row.overall,
    overallLabel: starsLabel(t, row.overall),
    criteria: criterionViews(t, row),
    criteriaLabel: t("reviews.criteria"),
    ownership: t("reviews.ownedFor", { duration: t(`reviews.ownership.${row.ownership}`) }),
    author: authorFirstName(row.authorName),
    date: formatDate(row.createdAt.toISOString().slice(0, 10)),
    dateIso: row.createdAt.toISOString(),
    car: reviewCar(row),
  };
}

/** /auto-guide/driver-reviews (`url`): one page of approved reviews, filtered by make then model, sorted. */
export async function reviewListView(db: Db, url: URL, siteUrl: string, locale: Locale) {
  const t = textFor(reviewsText, locale);
  const parsed = parseReviewFilters(url.searchParams);
  const makes = (await reviewChoices(db, undefined)).makes;
  // A make or model the form does not offer (no review, or no such car) is ignored like any unknown value.
  const make = makes.find((brand) => brand.slug === parsed.make);
  const models = make ? (await reviewChoices(db, make.id)).models : [];
  const model = models.find((candidate) => candidate.slug === parsed.model);
  const { reviews, page } = await listReviews(db, {
    brandId: make?.id,
    modelId: model?.id,
    sort: parsed.sort,
    page: parsed.page,
    perPage: REVIEWS_PAGE_SIZE,
  });
  const filtered = Boolean(make);
  const carName = make ? (model ? `${make.name} ${model.name}` : make.name) : undefined;
  const trail = carGuideTrail(locale, [textFor(layoutText, locale)("menu.driverReviews"), REVIEWS_PATH]);
  const canonicalQuery = reviewQuery({ make: make?.slug, model: model?.slug, page: page.page });
  const seo = {
    title: carName
      ? t("reviews.titleFiltered", { name: carName })
      : page.page > 1
        ? t("reviews.titlePage", { page: page.page })
        : t("reviews.title"),
    description: t("reviews.description", { count: page.total }),
    path: REVIEWS_PATH + canonicalQuery,
    jsonLd: { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) },
  };
  return {
    breadcrumbs: breadcrumbItems(trail),
    labels: {
      heading: carName ? t("reviews.titleFiltered", { name: carName }) : t("reviews.heading"),
      intro: t("reviews.intro"),
      filters: t("reviews.filters"),
      apply: t("reviews.apply"),
      clear: t("reviews.clear"),
      none: t("reviews.none"),
      count: page.total === 1 ? t("reviews.countOne") : t("reviews.count", { count: page.total }),
      write: t("reviews.write"),
      writeText: t("reviews.writeText"),
      findCar: t("reviews.findCar"),
      readMore: { more: t("reviews.readMore"), less: t("reviews.readLess") },
    },
    fields: [
      {
        name: "make",
        label: t("reviews.make"),
        value: make?.slug ?? "",
        disabled: false,
        options: [
          { value: "", label: t("reviews.anyMake") },
          ...makes.map((brand) => ({ value: brand.slug, label: brand.name })),
        ],
      },
      {
        name: "model",
        label: t("reviews.model"),
        value: model?.slug ?? "",
        disabled: !make,
        options: [
          { value: "", label: t(make ? "reviews.anyModel" : "reviews.chooseMakeFirst") },
          ...models.map((candidate) => ({ value: candidate.slug, label: candidate.name })),
        ],
      },
      {
        name: "sort",
        label: t("reviews.sort"),
        value: parsed.sort as string,
        disabled: false,
        options: reviewSorts.map((sort) => ({ value: sort, label: t(`reviews.sort.${sort}`) })),
      },
    ],
    /** Writing needs a model: the model's own page when one is chosen. */
    writeHref: model ? writeReviewPath(model.id) : null,
    reviews: reviews.map((row) => reviewView(row, t)),
    filtered,
    pageNav: pageNavigation(page, url.search, locale),
    meta: [
      ...seoMeta(seo, siteUrl),
      ...(parsed.sort !== "date" ? [{ name: "robots", content: "noindex, follow" }] : []),
    ],
  };
}

/** The model page's section: the averages, the stars' distribution, the latest reviews and the links. */
export async function modelReviewsSection(
  db: Db,
  brand: { name: string; slug: string },
  model: { id: number; name: string; slug: string },
  locale: Locale,
): Promise<ModelReviewsView> {
  const t = textFor(reviewsText, locale);
  const { summary, reviews } = await modelReviews(db, model.id, MODEL_PAGE_REVIEWS);
  const car = `${brand.name} ${model.name}`;
  return {
    summary: summaryView(summary, t),
    reviews: reviews.map((row) => reviewView(row, t)),
    aggregateRating: aggregateRating(summary),
    writeHref: writeReviewPath(model.id),
    allHref: summary.count ? REVIEWS_PATH + reviewQuery({ make: brand.slug, model: model.slug }) : null,
    text: {
      heading: t("reviews.model.heading"),
      none: t("reviews.model.none", { model: car }),
      write: t("reviews.write"),
      all:
        summary.count === 1
          ? t("reviews.model.allOne", { model: car })
          : t("reviews.model.all", { count: summary.count, model: car }),
    },
  };
}

function summaryView(summary: RatingSummary, t: T) {
  return {
    count: summary.count,
    overall: summary.overall,
    overallText: summary.overall?.toFixed(1) ?? "",
    overallLabel: summary.overall === null ? "" : t("reviews.model.average", { rating: summary.overall }),
    basedOn:
      summary.count === 1
        ? t("reviews.model.basedOnOne")
        : t("reviews.model.basedOn", { count: summary.count }),
    criteria: criterionViews(t, summary.criteria, true),
    criteriaLabel: t("reviews.criteria"),
    distributionLabel: t("reviews.model.distribution"),
    distribution: summary.distribution.map((row) => ({
      ...row,
      label:
        row.stars === 1 ? t("reviews.model.starsRowOne") : t("reviews.model.starsRow", { stars: row.stars }),
      percent: summary.count ? Math.round((row.count / summary.count) * 100) : 0,
    })),
  };
}

/** A model a member may review, as `reviewableModel` finds it. */
export type ReviewableModel = NonNullable<Awaited<ReturnType<typeof reviewableModel>>>;

/** The id in a write page's `?model=` (a database id), or undefined (then the page is a 404). */
export function writeModelId(value: string | null): number | undefined {
  return parseId(value) ?? undefined;
}

/** The model a write page is about, or null when there is none (no id, or no such car). */
export async function writeModel(db: Db, id: number | undefined): Promise<ReviewableModel | null> {
  return (id === undefined ? undefined : await reviewableModel(db, id)) ?? null;
}

const statusLabel = (t: T, status: ReviewStatus) => t(`status.${status}`);

function writeLabels(t: T, carName: string, editing: boolean) {
  return {
    heading: t(editing ? "write.editTitle" : "write.title", { car: carName }),
    intro: t("write.intro"),
    overall: t("write.overall"),
    overallHint: t("write.overallHint"),
    criteria: t("write.criteria"),
    title: t("write.titleField"),
    titleHint: t("write.titleHint", { min: REVIEW_LIMITS.titleMin, max: REVIEW_LIMITS.titleMax }),
    body: t("write.body"),
    bodyHint: t("write.bodyHint", { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.bodyMax }),
    ownership: t("write.ownership"),
    chooseOwnership: t("write.chooseOwnership"),
    send: t("write.send"),
    sending: t("write.sending"),
    sentMine: t("write.sentMine"),
  };
}

/** /auto-guide/driver-reviews/write?model=…: the member's review of a model, new or to edit. */
export async function writeReviewView(
  db: Db,
  userId: string,
  car: ReviewableModel,
  siteUrl: string,
  locale: Locale,
) {
  const t = textFor(reviewsText, locale);
  const existing = await ownReview(db, userId, car.modelId);
  const carName = `${car.brandName} ${car.modelName}`;
  const values: ReviewValues = existing
    ? {
        ...(Object.fromEntries(ratingFields.map((field) => [field, String(existing[field])])) as Record<
          RatingField,
          string
        >),
        title: existing.title,
        body: existing.body,
        ownership: existing.ownership,
      }
    : {
        overall: "",
        comfort: "",
        performance: "",
        value: "",
        reliability: "",
        economy: "",
        title: "",
        body: "",
        ownership: "",
      };
  return {
    siteUrl,
    car: {
      name: carName,
      path: modelPath({ slug: car.brandSlug }, { id: car.modelId, slug: car.modelSlug }),
    },
    modelId: car.modelId,
    minePath: MY_REVIEWS_PATH,
    meta: {
      title: t("write.title", { car: carName }),
      description: t("write.description", { car: carName }),
    },
    labels: writeLabels(t, carName, Boolean(existing)),
    already: existing
      ? [
          t("write.already"),
          t("write.statusNow", { status: statusLabel(t, existing.status).toLowerCase() }),
          ...(existing.status === "declined" && existing.declineReason
            ? [t("write.declinedBecause", { reason: existing.declineReason })]
            : []),
        ].join(" ")
      : null,
    values,
    /** The criteria rated besides the overall stars, with their labels. */
    criteria: reviewCriteria.map((criterion) => ({ name: criterion, label: criterionLabel(t, criterion) })),
    starLabels: [1, 2, 3, 4, 5].map((n) =>
      n === 1 ? t("write.starOne") : t("write.starsMany", { count: n }),
    ),
    ownerships: ownershipDurations.map((value) => ({
      value,
      label: t(`reviews.ownershipChoice.${value}`),
    })),
  };
}

/**
 * Stores the member's review of `car` (pending until an editor approves it; a second one edits the first)
 * and says thank you.
 */
export async function sendReview(
  db: Db,
  { userId, car, input }: { userId: string; car: ReviewableModel; input: ReviewInput },
  locale: Locale,
) {
  const t = textFor(reviewsText, locale);
  const saved = await saveReview(db, { userId, modelId: car.modelId, input });
  return {
    ...saved,
    message: t("write.sent", { car: `${car.brandName} ${car.modelName}` }),
  };
}

/** /account/reviews: the member's reviews and their status. */
export async function myReviewsView(db: Db, userId: string, siteUrl: string, locale: Locale) {
  const t = textFor(reviewsText, locale);
  const rows = await memberReviews(db, userId);
  return {
    siteUrl,
    labels: {
      title: t("mine.title"),
      intro: t("mine.intro"),
      empty: t("mine.empty"),
      emptyText: t("mine.emptyText"),
      browse: t("mine.browse"),
      account: t("mine.account"),
    },
    reviews: rows.map((row) => ({
      ...reviewView(row, t),
      status: row.status,
      statusText: statusLabel(t, row.status),
      updated: t("mine.updated", { date: formatDate(row.updatedAt.toISOString().slice(0, 10)) }),
      declined:
        row.status === "declined" && row.declineReason
          ? t("mine.declined", { reason: row.declineReason })
          : null,
      editHref: writeReviewPath(row.modelId),
      edit: t("mine.edit"),
      view: t("mine.view"),
    })),
  };
}

/** The moderation tab's reviews waiting for a check, one page of them. */
export async function reviewQueue(
  db: Db,
  page: number,
  navText: Parameters<typeof pageNav>[2],
  locale: Locale,
): Promise<ReviewQueueView> {
  const t = textFor(reviewsText, locale);
  const result = await pendingReviews(db, page, REVIEW_QUEUE_PAGE_SIZE);
  return {
    items: result.reviews.map((row) => ({
      ...reviewView(row, t),
      account: t("moderation.by", { name: row.authorName, email: row.authorEmail }),
      sent: t("moderation.sent", { date: formatDateTime(row.updatedAt) }),
    })),
    text: {
      empty: t("moderation.empty"),
      approve: t("moderation.approve"),
      declineOpen: t("moderation.declineOpen"),
      decline: t("moderation.decline"),
      reason: t("moderation.reason"),
      reasonHint: t("moderation.reasonHint"),
    },
    pagination: pageNav(result.page, "tab=reviews", navText),
  };
}

export const reviewIntents = ["approve-review", "decline-review"] as const;
export type ReviewIntent = (typeof reviewIntents)[number];

export type ReviewModerationResult =
  | { status: "done" | "notice"; message: string }
  | {
      status: "invalid";
      form: string;
      message: string;
      errors: { reason?: string };
      /** The fields of the decline form, as the listings' decline form has them. */
      values: { reason: string; note: string };
    };

/** What moderating a review needs: the database, the mailer that tells the author, the settings and the log. */
export type ModerationDeps = { db: Db } & Parameters<typeof mailReviewAuthor>[0];

/**
 * Approves a review, or declines it with a reason; the author is told by e-mail either way. `moderatorId`
 * is the editor or administrator deciding (the caller checked their role).
 */
export async function moderateReview(
  deps: ModerationDeps,
  moderatorId: string,
  { intent, id, reason: typed }: { intent: ReviewIntent; id: number; reason: string },
  locale: Locale,
): Promise<ReviewModerationResult> {
  const t = textFor(reviewsText, locale);
  let reason: string | undefined;
  if (intent === "decline-review") {
    const checked = validateDeclineReason(typed, t);
    if (!checked.ok)
      return {
        status: "invalid",
        form: `decline-review-${id}`,
        message: checked.error,
        errors: { reason: checked.error },
        values: { reason: typed, note: "" },
      };
    reason = checked.reason;
  }
  const decision =
    reason === undefined
      ? await approveReview(deps.db, { id, moderatorId })
      : await declineReview(deps.db, { id, moderatorId, reason });
  if (decision.outcome !== "done") return { status: "notice", message: t("moderation.already") };
  const mailed = await mailReviewAuthor(deps, decision.review, reason, locale);
  deps.log.info({ reviewId: id, moderatorId, intent }, "driver review moderated");
  return {
    status: "done",
    message: `${t(reason === undefined ? "moderation.done.approved" : "moderation.done.declined", {
      car: decision.review.car,
    })} ${t(mailed ? "moderation.done.mailed" : "moderation.done.mailFailed")}`,
  };
}
