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
import { moderationMessages, tModeration } from "~/features/moderation/text/en/moderation";
import { tReviews } from "~/features/reviews/text/en/reviews";
import { tUsed } from "~/features/used-market/text/en/used-market";
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

export const QUEUE_PAGE_SIZE = 10;
export const REPORTS_PAGE_SIZE = 20;

const moderationTabs = ["pending", "reports", "reviews"] as const;
export type ModerationTab = (typeof moderationTabs)[number];

/** The tab asked for (`?tab=reports` or `?tab=reviews`), else pending listings. */
export const moderationTab = (asked: string | null): ModerationTab =>
  moderationTabs.find((id) => id === asked) ?? "pending";

const statusLabel = (status: ListingStatus) => tModeration(`moderation.status.${status}`);
const when = (moment: Date) => formatDateTime(moment);

/** The queue page: one page of the tab. */
export async function moderationView(
  db: Db,
  { tab, page, siteUrl }: { tab: ModerationTab; page: number; siteUrl: string },
) {
  const [listingCounts, reviews] = await Promise.all([queueCounts(db), pendingReviewCount(db)]);
  const counts = { ...listingCounts, reviews };
  const navText = {
    label: tModeration("moderation.pagination"),
    previous: tModeration("moderation.previous"),
    next: tModeration("moderation.next"),
    page: tModeration("moderation.page"),
  };
  const tabs = moderationTabs.map((id) => ({
    id,
    href: id === "pending" ? MODERATION_PATH : `${MODERATION_PATH}?tab=${id}`,
    label: id === "reviews" ? tReviews("moderation.tab") : tModeration(`moderation.tab.${id}`),
    count: counts[id],
    current: id === tab,
  }));
  const base = {
    siteUrl,
    text: moderationMessages,
    tab,
    tabs,
    reasons: declineReasons.map((reason) => ({
      value: reason,
      label: tModeration(`moderation.reason.${reason}`),
    })),
    reviewQueue: null as Awaited<ReturnType<typeof reviewQueue>> | null,
  };

  if (tab === "reviews") {
    const queue = await reviewQueue(db, page, navText);
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
          status: tModeration("moderation.listingStatus", { status: statusLabel(report.listing.status) }),
          reason: tUsed(`report.reason.${report.reason}`),
          details: report.details || tModeration("moderation.noDetails"),
          reported: tModeration("moderation.reported", { date: when(report.createdAt) }),
          reporter: report.reporter
            ? tModeration("moderation.reporter", report.reporter)
            : tModeration("moderation.anonymous"),
          count:
            report.openCount === 1
              ? tModeration("moderation.reportCountOne")
              : tModeration("moderation.reportCount", { count: report.openCount }),
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
        negotiable: listing.negotiable ? tUsed("used.negotiable") : null,
        facts: listingFacts(listing, tUsed),
        description: listing.description,
        photos: listingPhotos(photos, car, tUsed),
        photoCount:
          photos.length === 0
            ? tModeration("moderation.noPhotos")
            : photos.length === 1
              ? tModeration("moderation.photoCountOne")
              : tModeration("moderation.photoCount", { count: photos.length }),
        seller: {
          name: listing.sellerName,
          type: tUsed(listing.sellerType === "dealer" ? "used.dealer" : "used.private"),
          phone: listing.phone,
          whatsapp: tModeration(listing.whatsapp ? "moderation.whatsapp" : "moderation.noWhatsapp"),
        },
        account: tModeration("moderation.account", account),
        submitted: listing.submittedAt
          ? tModeration("moderation.submitted", { date: when(listing.submittedAt) })
          : tModeration("moderation.notSubmitted"),
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
function doneMessage(key: "approved" | "declined" | "takenDown", car: string, mailed: boolean) {
  return `${tModeration(`moderation.done.${key}`, { car })} ${tModeration(
    mailed ? "moderation.done.mailed" : "moderation.done.mailFailed",
  )}`;
}

function unchangedMessage(decision: Exclude<Decision, { outcome: "done" }>): string {
  return decision.outcome === "missing"
    ? tModeration("moderation.missing")
    : tModeration("moderation.already", {
        car: listingName(decision.listing),
        status: statusLabel(decision.status),
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
  }: {
    intent: ListingIntent;
    id: number;
    moderatorId: string;
    typed: { reason: string; note: string; form: string };
  },
): Promise<ModerationResult> {
  switch (intent) {
    case "approve": {
      const decision = await approveListing(db, { id, moderatorId });
      if (decision.outcome !== "done") return { status: "notice", message: unchangedMessage(decision) };
      const mailed = await mailSeller(mail, "approved", decision.listing);
      mail.log.info({ listingId: id, moderatorId }, "listing approved");
      return {
        status: "done",
        message: doneMessage("approved", listingName(decision.listing), mailed),
      };
    }
    case "decline":
    case "take-down": {
      const values = { reason: typed.reason, note: typed.note };
      const validation = validateDecline(values);
      if (!validation.ok)
        return {
          status: "invalid",
          form: /^[a-z0-9-]{1,40}$/.test(typed.form) ? typed.form : "",
          errors: validation.errors,
          values,
          message: tModeration("moderation.error.summary"),
        };
      const reason = declineReasonText(validation.reason, validation.note);
      const decision =
        intent === "decline"
          ? await declineListing(db, { id, moderatorId, reason })
          : await takeDownListing(db, { id, moderatorId, reason });
      if (decision.outcome !== "done") return { status: "notice", message: unchangedMessage(decision) };
      const mailed = await mailSeller(
        mail,
        intent === "decline" ? "declined" : "takenDown",
        decision.listing,
        reason,
      );
      mail.log.info({ listingId: id, moderatorId, intent }, "listing declined");
      return {
        status: "done",
        message: doneMessage(
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
          message: tModeration(
            result.outcome === "missing" ? "moderation.missing" : "moderation.alreadyReport",
          ),
        };
      return {
        status: "done",
        message: tModeration("moderation.done.dismissed", { car: listingName(result.listing) }),
      };
    }
  }
}
