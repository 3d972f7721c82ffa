/**
 * /moderation as its loader and action see it: the queues (listings, reports, driver reviews) with every label
 * composed (the page's JavaScript carries no dictionary), and the moderators' decisions.
 */
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { z } from "zod";
import { formatDateTime } from "~/shared/lib/dates";
import { MODERATION_PATH } from "~/shared/lib/links";
import {
  declineReasons,
  declineReasonText,
  validateDecline,
  type DeclineErrors,
} from "~/features/moderation/moderation";
import { pageNav, pageParam } from "~/shared/lib/pagination";
import { formatPrice } from "~/shared/lib/price";
import { MODERATOR_ROLES } from "~/shared/auth/roles";
import { listingName, listingPath, type ListingStatus } from "~/shared/lib/used-cars";
import { moderationMessages, tModeration } from "~/features/moderation/text/en/moderation";
import { tReviews } from "~/features/reviews/text/en/reviews";
import { tUsed } from "~/features/used-market/text/en/used-market";
import { requireStaff } from "../../shared/auth/auth.server";
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
} from "./moderation.server";
import { moderateReview, reviewIntents, reviewQueue } from "../reviews/review-pages.server";
import { pendingReviewCount } from "../reviews/reviews.server";
import { listingFacts, listingPhotos } from "../used-market/used-pages.server";
import { INTEGER_MAX } from "~/shared/lib/ids";

export const QUEUE_PAGE_SIZE = 10;
export const REPORTS_PAGE_SIZE = 20;

const moderationTabs = ["pending", "reports", "reviews"] as const;
export type ModerationTab = (typeof moderationTabs)[number];

const statusLabel = (status: ListingStatus) => tModeration(`moderation.status.${status}`);
const when = (moment: Date) => formatDateTime(moment);

/** The queue page: the tab asked for (`?tab=reports` or `?tab=reviews`, else pending listings), one page of it. */
export async function moderationPage(request: Request, context: AppLoadContext) {
  await requireStaff(context.auth, request, MODERATOR_ROLES);
  const url = new URL(request.url);
  const tab = moderationTabs.find((id) => id === url.searchParams.get("tab")) ?? "pending";
  const page = pageParam(url.searchParams.get("page"));
  const [listingCounts, reviews] = await Promise.all([
    queueCounts(context.db),
    pendingReviewCount(context.db),
  ]);
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
    siteUrl: context.env.SITE_URL,
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
    const queue = await reviewQueue(context.db, page, navText);
    return { ...base, pending: [], reports: [], reviewQueue: queue, pagination: queue.pagination };
  }

  if (tab === "reports") {
    const result = await openReports(context.db, page, REPORTS_PAGE_SIZE);
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

  const result = await pendingListings(context.db, page, QUEUE_PAGE_SIZE);
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
        facts: listingFacts(listing),
        description: listing.description,
        photos: listingPhotos(photos, car),
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

export type ModerationPageData = Awaited<ReturnType<typeof moderationPage>>;

const intents = ["approve", "decline", "dismiss", "take-down", ...reviewIntents] as const;

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

const formSchema = z.object({
  intent: z.enum(intents),
  id: z.coerce.number().int().positive().max(INTEGER_MAX),
});

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

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

/** Approve, decline (with a reason), dismiss a report, or take a reported listing down (with a reason). */
export async function moderationAction(request: Request, context: AppLoadContext) {
  const moderator = await requireStaff(context.auth, request, MODERATOR_ROLES);
  const form = await request.formData();
  const parsed = formSchema.safeParse({ intent: form.get("intent"), id: form.get("id") });
  if (!parsed.success) throw data("Unknown form", { status: 400 });
  const { intent, id } = parsed.data;
  const answer = (result: ModerationResult, status = 200) => data<ModerationResult>(result, { status });
  const moderatorId = moderator.id;

  switch (intent) {
    case "approve-review":
    case "decline-review": {
      const result = await moderateReview(context, request, { intent, id, reason: text(form, "reason") });
      return answer(result, result.status === "invalid" ? 400 : 200);
    }
    case "approve": {
      const decision = await approveListing(context.db, { id, moderatorId });
      if (decision.outcome !== "done")
        return answer({ status: "notice", message: unchangedMessage(decision) });
      const mailed = await mailSeller(context, "approved", decision.listing);
      context.log.info({ listingId: id, moderatorId }, "listing approved");
      return answer({
        status: "done",
        message: doneMessage("approved", listingName(decision.listing), mailed),
      });
    }
    case "decline":
    case "take-down": {
      const values = { reason: text(form, "reason"), note: text(form, "note") };
      const validation = validateDecline(values);
      if (!validation.ok)
        return answer(
          {
            status: "invalid",
            form: /^[a-z0-9-]{1,40}$/.test(text(form, "form")) ? text(form, "form") : "",
            errors: validation.errors,
            values,
            message: tModeration("moderation.error.summary"),
          },
          400,
        );
      const reason = declineReasonText(validation.reason, validation.note);
      const decision =
        intent === "decline"
          ? await declineListing(context.db, { id, moderatorId, reason })
          : await takeDownListing(context.db, { id, moderatorId, reason });
      if (decision.outcome !== "done")
        return answer({ status: "notice", message: unchangedMessage(decision) });
      const mailed = await mailSeller(
        context,
        intent === "decline" ? "declined" : "takenDown",
        decision.listing,
        reason,
      );
      context.log.info({ listingId: id, moderatorId, intent }, "listing declined");
      return answer({
        status: "done",
        message: doneMessage(
          intent === "decline" ? "declined" : "takenDown",
          listingName(decision.listing),
          mailed,
        ),
      });
    }
    case "dismiss": {
      const result = await dismissReport(context.db, { id, moderatorId });
      if (result.outcome !== "done")
        return answer({
          status: "notice",
          message: tModeration(
            result.outcome === "missing" ? "moderation.missing" : "moderation.alreadyReport",
          ),
        });
      return answer({
        status: "done",
        message: tModeration("moderation.done.dismissed", { car: listingName(result.listing) }),
      });
    }
  }
}
