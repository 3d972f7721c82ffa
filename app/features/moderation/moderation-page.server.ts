/**
 * /moderation's view and decisions, on `db` and plain values (the route module checks the staff member and
 * reads the request): the queues (listings, reports, driver reviews) with every label composed (the page's
 * JavaScript carries no dictionary), and the moderators' decisions on listings and reports.
 */
import { z } from "zod";
import { formatDateTime } from "~/shared/lib/dates";
import { MODERATION_PATH } from "~/shared/lib/links";
import {
  declineReasons,
  declineReasonText,
  validateDecline,
  type DeclineErrors,
} from "~/features/moderation/moderation";
import { pageNav } from "~/shared/lib/pagination";
import { formatPrice } from "~/shared/lib/price";
import { listingName, listingPath, type ListingStatus } from "~/shared/lib/used-cars";
import { moderationText, type ModerationMessages } from "~/features/moderation/text/moderation";
import { reviewsText } from "~/features/reviews/text/reviews";
import { usedMarketText } from "~/features/used-market/text/used-market";
import { messagesFor, textFor, type Translate } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";
import type { Db } from "../../shared/db/client";
import {
  approveListing,
  declineListing,
  dismissReport,
  mailSeller,
  openReports,
  pendingListings,
  queueCounts,
  takeDownListing,
  type Decision,
  type SellerMailDeps,
} from "./moderation.server";
import { reviewIntents, reviewQueue, type ReviewIntent } from "../reviews/review-pages.server";
import { pendingReviewCount } from "../reviews/reviews.server";
import { listingFacts, listingPhotos } from "../used-market/used-pages.server";
import { INTEGER_MAX } from "~/shared/lib/ids";
import { carPhotoCount } from "~/features/posting/listing-photos";

export const QUEUE_PAGE_SIZE = 10;
export const REPORTS_PAGE_SIZE = 20;

const moderationTabs = ["pending", "reports", "reviews"] as const;
export type ModerationTab = (typeof moderationTabs)[number];

/** The tab asked for (`?tab=reports` or `?tab=reviews`), else pending listings. */
export const moderationTab = (asked: string | null): ModerationTab =>
  moderationTabs.find((id) => id === asked) ?? "pending";

type T = Translate<ModerationMessages>;

const statusLabel = (t: T, status: ListingStatus) => t(`moderation.status.${status}`);
const when = (moment: Date) => formatDateTime(moment);

/** "No photos", "1 photo", "3 photos": photos of the car only (a demo listing's drawing is none). */
const photoCountText = (count: number, t: T) =>
  count === 0
    ? t("moderation.noPhotos")
    : count === 1
      ? t("moderation.photoCountOne")
      : t("moderation.photoCount", { count });

/** The queue page: one page of the tab. */
export async function moderationView(
  db: Db,
  { tab, page, siteUrl, locale }: { tab: ModerationTab; page: number; siteUrl: string; locale: Locale },
) {
  const t = textFor(moderationText, locale);
  const tMarket = textFor(usedMarketText, locale);
  const [listingCounts, reviews] = await Promise.all([queueCounts(db), pendingReviewCount(db)]);
  const counts = { ...listingCounts, reviews };
  const navText = {
    label: t("moderation.pagination"),
    previous: t("moderation.previous"),
    next: t("moderation.next"),
    page: t("moderation.page"),
  };
  const tabs = moderationTabs.map((id) => ({
    id,
    href: id === "pending" ? MODERATION_PATH : `${MODERATION_PATH}?tab=${id}`,
    label: id === "reviews" ? textFor(reviewsText, locale)("moderation.tab") : t(`moderation.tab.${id}`),
    count: counts[id],
    current: id === tab,
  }));
  const base = {
    siteUrl,
    text: messagesFor(locale, moderationText),
    tab,
    tabs,
    reasons: declineReasons.map((reason) => ({
      value: reason,
      label: t(`moderation.reason.${reason}`),
    })),
    reviewQueue: null as Awaited<ReturnType<typeof reviewQueue>> | null,
  };

  if (tab === "reviews") {
    const queue = await reviewQueue(db, page, navText, locale);
    return { ...base, pending: [], reports: [], reviewQueue: queue, pagination: queue.pagination };
  }

  if (tab === "reports") {
    const result = await openReports(db, page, REPORTS_PAGE_SIZE);
    return {
      ...base,
      pending: [],
      reports: result.reports.map((report) => {
        const car = listingName(report.listing);
        const visible = ["active", "sold", "expired"].includes(report.listing.status);
        return {
          id: report.id,
          listingId: report.listing.id,
          car,
          title: report.listing.title,
          path: visible ? listingPath({ ...report.listing, year: report.listing.year ?? 0 }) : null,
          status: t("moderation.listingStatus", { status: statusLabel(t, report.listing.status) }),
          reason: tMarket(`report.reason.${report.reason}`),
          details: report.details || t("moderation.noDetails"),
          reported: t("moderation.reported", { date: when(report.createdAt) }),
          reporter: report.reporter ? t("moderation.reporter", report.reporter) : t("moderation.anonymous"),
          count:
            report.openCount === 1
              ? t("moderation.reportCountOne")
              : t("moderation.reportCount", { count: report.openCount }),
        };
      }),
      pagination: pageNav(result.page, "tab=reports", navText),
    };
  }

  const result = await pendingListings(db, page, QUEUE_PAGE_SIZE);
  return {
    ...base,
    reports: [],
    pending: result.listings.map(({ listing, account, photos }) => {
      const car = listingName(listing);
      return {
        id: listing.id,
        car,
        title: listing.title,
        priceText: formatPrice(listing.priceRwf ?? 0, { currency: true }),
        negotiable: listing.negotiable ? tMarket("used.negotiable") : null,
        facts: listingFacts(listing, tMarket),
        description: listing.description,
        photos: listingPhotos(photos, car, tMarket),
        photoCount: photoCountText(carPhotoCount(photos), t),
        seller: {
          name: listing.sellerName,
          type: tMarket(listing.sellerType === "dealer" ? "used.dealer" : "used.private"),
          phone: listing.phone,
          whatsapp: t(listing.whatsapp ? "moderation.whatsapp" : "moderation.noWhatsapp"),
        },
        account: t("moderation.account", account),
        submitted: listing.submittedAt
          ? t("moderation.submitted", { date: when(listing.submittedAt) })
          : t("moderation.notSubmitted"),
      };
    }),
    pagination: pageNav(result.page, "", navText),
  };
}

export type ModerationPageData = Awaited<ReturnType<typeof moderationView>>;

const intents = ["approve", "decline", "dismiss", "take-down", ...reviewIntents] as const;
type ListingIntent = Exclude<(typeof intents)[number], ReviewIntent>;

/** A decision on a driver review (reviews' own moderation), not on a listing or a report. */
export const isReviewIntent = (intent: (typeof intents)[number]): intent is ReviewIntent =>
  (reviewIntents as readonly string[]).includes(intent);

/** What the action answers: the notice above the queue, or the problems of one decline form. */
export type ModerationResult =
  | { status: "done" | "notice"; message: string }
  | {
      status: "invalid";
      /** Which form on the page sent it (its `form` field), so that one opens with the messages. */
      form: string;
      message: string;
      errors: DeclineErrors;
      values: { reason: string; note: string };
    };

/** Which decision a form asks for, on what: anything else is not one of the page's forms. */
export const decisionSchema = z.object({
  intent: z.enum(intents),
  id: z.coerce.number().int().positive().max(INTEGER_MAX),
});

/** The fields a decision's form may carry besides its intent and id. */
export const decisionFields = ["reason", "note", "form"] as const;

/** The sentence saying what happened, with whether the seller's mail went out. */
function doneMessage(t: T, key: "approved" | "declined" | "takenDown", car: string, mailed: boolean) {
  return `${t(`moderation.done.${key}`, { car })} ${t(
    mailed ? "moderation.done.mailed" : "moderation.done.mailFailed",
  )}`;
}

function unchangedMessage(t: T, decision: Exclude<Decision, { outcome: "done" }>): string {
  return decision.outcome === "missing"
    ? t("moderation.missing")
    : t("moderation.already", {
        car: listingName(decision.listing),
        status: statusLabel(t, decision.status),
      });
}

/**
 * Approve, decline (with a reason), dismiss a report, or take a reported listing down (with a reason):
 * what the page says about it (an invalid decline form answers 400).
 */
export async function decideListing(
  { db, ...mail }: SellerMailDeps & { db: Db },
  {
    intent,
    id,
    moderatorId,
    typed,
    locale,
  }: {
    intent: ListingIntent;
    id: number;
    moderatorId: string;
    typed: { reason: string; note: string; form: string };
    /** The moderator's language: the page's messages, the stored reason and the seller's mail. */
    locale: Locale;
  },
): Promise<ModerationResult> {
  const t = textFor(moderationText, locale);
  switch (intent) {
    case "approve": {
      const decision = await approveListing(db, { id, moderatorId });
      if (decision.outcome !== "done") return { status: "notice", message: unchangedMessage(t, decision) };
      const mailed = await mailSeller(mail, "approved", decision.listing, locale);
      mail.log.info({ listingId: id, moderatorId }, "listing approved");
      return {
        status: "done",
        message: doneMessage(t, "approved", listingName(decision.listing), mailed),
      };
    }
    case "decline":
    case "take-down": {
      const values = { reason: typed.reason, note: typed.note };
      const validation = validateDecline(values, t);
      if (!validation.ok)
        return {
          status: "invalid",
          form: /^[a-z0-9-]{1,40}$/.test(typed.form) ? typed.form : "",
          errors: validation.errors,
          values,
          message: t("moderation.error.summary"),
        };
      const reason = declineReasonText(validation.reason, validation.note, t);
      const decision =
        intent === "decline"
          ? await declineListing(db, { id, moderatorId, reason })
          : await takeDownListing(db, { id, moderatorId, reason });
      if (decision.outcome !== "done") return { status: "notice", message: unchangedMessage(t, decision) };
      const mailed = await mailSeller(
        mail,
        intent === "decline" ? "declined" : "takenDown",
        decision.listing,
        locale,
        reason,
      );
      mail.log.info({ listingId: id, moderatorId, intent }, "listing declined");
      return {
        status: "done",
        message: doneMessage(
          t,
          intent === "decline" ? "declined" : "takenDown",
          listingName(decision.listing),
          mailed,
        ),
      };
    }
    case "dismiss": {
      const result = await dismissReport(db, { id, moderatorId });
      if (result.outcome !== "done")
        return {
          status: "notice",
          message: t(result.outcome === "missing" ? "moderation.missing" : "moderation.alreadyReport"),
        };
      return {
        status: "done",
        message: t("moderation.done.dismissed", { car: listingName(result.listing) }),
      };
    }
  }
}
