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
import { t } from "~/features/layout/text/en/layout";
import { tReviews } from "~/features/reviews/text/en/reviews";
import { pageNavigation } from "../catalogue/car-list.server";
import type { Db } from "../../shared/db/client";
import type { Locale } from "~/shared/i18n/locale";
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

const starsLabel = (rating: number) => tReviews("reviews.stars", { rating });
const criterionLabel = (criterion: ReviewCriterion) => tReviews(`reviews.criterion.${criterion}`);

/** Each criterion's label and value: whole stars for a review, one decimal for an average. */
function criterionViews(values: Record<ReviewCriterion, number | null>, average = false): CriterionView[] {
  return reviewCriteria.map((criterion) => {
    const value = values[criterion];
    return {
      key: criterion,
      label: criterionLabel(criterion),
      value,
      text: value === null ? "–" : `${average ? value.toFixed(1) : value}/5`,
    };
  });
}

/** A review row as its card shows it. */
export function reviewView(row: ReviewRow): ReviewView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    overall: row.overall,
    overallLabel: starsLabel(row.overall),
    criteria: criterionViews(row),
    criteriaLabel: tReviews("reviews.criteria"),
    ownership: tReviews("reviews.ownedFor", { duration: tReviews(`reviews.ownership.${row.ownership}`) }),
    author: authorFirstName(row.authorName),
    date: formatDate(row.createdAt.toISOString().slice(0, 10)),
    dateIso: row.createdAt.toISOString(),
    car: reviewCar(row),
  };
}

/** /auto-guide/driver-reviews (`url`): one page of approved reviews, filtered by make then model, sorted. */
export async function reviewListView(db: Db, url: URL, siteUrl: string, locale: Locale) {
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
  const trail = carGuideTrail(locale, [t("menu.driverReviews"), REVIEWS_PATH]);
  const canonicalQuery = reviewQuery({ make: make?.slug, model: model?.slug, page: page.page });
  const seo = {
    title: carName
      ? tReviews("reviews.titleFiltered", { name: carName })
      : page.page > 1
        ? tReviews("reviews.titlePage", { page: page.page })
        : tReviews("reviews.title"),
    description: tReviews("reviews.description", { count: page.total }),
    path: REVIEWS_PATH + canonicalQuery,
    jsonLd: { "@context": "https://schema.org", ...breadcrumbList(siteUrl, trail) },
  };
  return {
    breadcrumbs: breadcrumbItems(trail),
    text: {
      heading: carName ? tReviews("reviews.titleFiltered", { name: carName }) : tReviews("reviews.heading"),
      intro: tReviews("reviews.intro"),
      filters: tReviews("reviews.filters"),
      apply: tReviews("reviews.apply"),
      clear: tReviews("reviews.clear"),
      none: tReviews("reviews.none"),
      count:
        page.total === 1 ? tReviews("reviews.countOne") : tReviews("reviews.count", { count: page.total }),
      write: tReviews("reviews.write"),
      writeText: tReviews("reviews.writeText"),
      findCar: tReviews("reviews.findCar"),
    },
    fields: [
      {
        name: "make",
        label: tReviews("reviews.make"),
        value: make?.slug ?? "",
        disabled: false,
        options: [
          { value: "", label: tReviews("reviews.anyMake") },
          ...makes.map((brand) => ({ value: brand.slug, label: brand.name })),
        ],
      },
      {
        name: "model",
        label: tReviews("reviews.model"),
        value: model?.slug ?? "",
        disabled: !make,
        options: [
          { value: "", label: tReviews(make ? "reviews.anyModel" : "reviews.chooseMakeFirst") },
          ...models.map((candidate) => ({ value: candidate.slug, label: candidate.name })),
        ],
      },
      {
        name: "sort",
        label: tReviews("reviews.sort"),
        value: parsed.sort as string,
        disabled: false,
        options: reviewSorts.map((sort) => ({ value: sort, label: tReviews(`reviews.sort.${sort}`) })),
      },
    ],
    /** Writing needs a model: the model's own page when one is chosen. */
    writeHref: model ? writeReviewPath(model.id) : null,
    reviews: reviews.map(reviewView),
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
): Promise<ModelReviewsView> {
  const { summary, reviews } = await modelReviews(db, model.id, MODEL_PAGE_REVIEWS);
  const car = `${brand.name} ${model.name}`;
  return {
    summary: summaryView(summary),
    reviews: reviews.map(reviewView),
    aggregateRating: aggregateRating(summary),
    writeHref: writeReviewPath(model.id),
    allHref: summary.count ? REVIEWS_PATH + reviewQuery({ make: brand.slug, model: model.slug }) : null,
    text: {
      heading: tReviews("reviews.model.heading"),
      none: tReviews("reviews.model.none", { model: car }),
      write: tReviews("reviews.write"),
      all:
        summary.count === 1
          ? tReviews("reviews.model.allOne", { model: car })
          : tReviews("reviews.model.all", { count: summary.count, model: car }),
    },
  };
}

function summaryView(summary: RatingSummary) {
  return {
    count: summary.count,
    overall: summary.overall,
    overallText: summary.overall?.toFixed(1) ?? "",
    overallLabel:
      summary.overall === null ? "" : tReviews("reviews.model.average", { rating: summary.overall }),
    basedOn:
      summary.count === 1
        ? tReviews("reviews.model.basedOnOne")
        : tReviews("reviews.model.basedOn", { count: summary.count }),
    criteria: criterionViews(summary.criteria, true),
    criteriaLabel: tReviews("reviews.criteria"),
    distributionLabel: tReviews("reviews.model.distribution"),
    distribution: summary.distribution.map((row) => ({
      ...row,
      label:
        row.stars === 1
          ? tReviews("reviews.model.starsRowOne")
          : tReviews("reviews.model.starsRow", { stars: row.stars }),
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

const statusLabel = (status: ReviewStatus) => tReviews(`status.${status}`);

function writeText(carName: string, editing: boolean) {
  return {
    heading: tReviews(editing ? "write.editTitle" : "write.title", { car: carName }),
    intro: tReviews("write.intro"),
    overall: tReviews("write.overall"),
    overallHint: tReviews("write.overallHint"),
    criteria: tReviews("write.criteria"),
    title: tReviews("write.titleField"),
    titleHint: tReviews("write.titleHint", { min: REVIEW_LIMITS.titleMin, max: REVIEW_LIMITS.titleMax }),
    body: tReviews("write.body"),
    bodyHint: tReviews("write.bodyHint", { min: REVIEW_LIMITS.bodyMin, max: REVIEW_LIMITS.bodyMax }),
    ownership: tReviews("write.ownership"),
    chooseOwnership: tReviews("write.chooseOwnership"),
    send: tReviews("write.send"),
    sending: tReviews("write.sending"),
    sentMine: tReviews("write.sentMine"),
  };
}

/** /auto-guide/driver-reviews/write?model=…: the member's review of a model, new or to edit. */
export async function writeReviewView(db: Db, userId: string, car: ReviewableModel, siteUrl: string) {
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
      title: tReviews("write.title", { car: carName }),
      description: tReviews("write.description", { car: carName }),
    },
    text: writeText(carName, Boolean(existing)),
    already: existing
      ? [
          tReviews("write.already"),
          tReviews("write.statusNow", { status: statusLabel(existing.status).toLowerCase() }),
          ...(existing.status === "declined" && existing.declineReason
            ? [tReviews("write.declinedBecause", { reason: existing.declineReason })]
            : []),
        ].join(" ")
      : null,
    values,
    /** The criteria rated besides the overall stars, with their labels. */
    criteria: reviewCriteria.map((criterion) => ({ name: criterion, label: criterionLabel(criterion) })),
    starLabels: [1, 2, 3, 4, 5].map((n) =>
      n === 1 ? tReviews("write.starOne") : tReviews("write.starsMany", { count: n }),
    ),
    ownerships: ownershipDurations.map((value) => ({
      value,
      label: tReviews(`reviews.ownershipChoice.${value}`),
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
) {
  const saved = await saveReview(db, { userId, modelId: car.modelId, input });
  return {
    ...saved,
    message: tReviews("write.sent", { car: `${car.brandName} ${car.modelName}` }),
  };
}

/** /account/reviews: the member's reviews and their status. */
export async function myReviewsView(db: Db, userId: string, siteUrl: string) {
  const rows = await memberReviews(db, userId);
  return {
    siteUrl,
    text: {
      title: tReviews("mine.title"),
      intro: tReviews("mine.intro"),
      empty: tReviews("mine.empty"),
      emptyText: tReviews("mine.emptyText"),
      browse: tReviews("mine.browse"),
      account: tReviews("mine.account"),
    },
    reviews: rows.map((row) => ({
      ...reviewView(row),
      status: row.status,
      statusText: statusLabel(row.status),
      updated: tReviews("mine.updated", { date: formatDate(row.updatedAt.toISOString().slice(0, 10)) }),
      declined:
        row.status === "declined" && row.declineReason
          ? tReviews("mine.declined", { reason: row.declineReason })
          : null,
      editHref: writeReviewPath(row.modelId),
      edit: tReviews("mine.edit"),
      view: tReviews("mine.view"),
    })),
  };
}

/** The moderation tab's reviews waiting for a check, one page of them. */
export async function reviewQueue(
  db: Db,
  page: number,
  navText: Parameters<typeof pageNav>[2],
): Promise<ReviewQueueView> {
  const result = await pendingReviews(db, page, REVIEW_QUEUE_PAGE_SIZE);
  return {
    items: result.reviews.map((row) => ({
      ...reviewView(row),
      account: tReviews("moderation.by", { name: row.authorName, email: row.authorEmail }),
      sent: tReviews("moderation.sent", { date: formatDateTime(row.updatedAt) }),
    })),
    text: {
      empty: tReviews("moderation.empty"),
      approve: tReviews("moderation.approve"),
      declineOpen: tReviews("moderation.declineOpen"),
      decline: tReviews("moderation.decline"),
      reason: tReviews("moderation.reason"),
      reasonHint: tReviews("moderation.reasonHint"),
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
): Promise<ReviewModerationResult> {
  let reason: string | undefined;
  if (intent === "decline-review") {
    const checked = validateDeclineReason(typed);
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
  if (decision.outcome !== "done") return { status: "notice", message: tReviews("moderation.already") };
  const mailed = await mailReviewAuthor(deps, decision.review, reason);
  deps.log.info({ reviewId: id, moderatorId, intent }, "driver review moderated");
  return {
    status: "done",
    message: `${tReviews(reason === undefined ? "moderation.done.approved" : "moderation.done.declined", {
      car: decision.review.car,
    })} ${tReviews(mailed ? "moderation.done.mailed" : "moderation.done.mailFailed")}`,
  };
}
