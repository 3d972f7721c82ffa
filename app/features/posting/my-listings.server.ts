/**
 * /account/listings: a member's own listings with their state, and what they may do with each one:
 * continue a draft, edit, mark as sold, renew, delete. Every action checks the listing is theirs.
 */
import { and, count, desc, eq } from "drizzle-orm";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { photoSource } from "~/features/posting/listing-photos";
import { canEdit, canMarkSold, canRenew, renewal } from "~/features/posting/listing-status";
import { MY_LISTINGS_PATH, POST_LISTING_PATH, postStepPath } from "~/shared/lib/links";
import { pageNav, pageParam, paginate } from "~/shared/lib/pagination";
import { formatPrice } from "~/shared/lib/price";
import { listingPath } from "~/shared/lib/used-cars";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { mineTextFor, type MineText } from "./post-text";
import { postListingText } from "./text/post-listing";
import type { Db } from "../../shared/db/client";
import { usedListings } from "../../shared/db/schema";
import type { Logger } from "../../shared/server/log";
import type { UploadStorage } from "../../shared/server/uploads.server";
import { listingPhotoFiles } from "./listing-photos.server";
import { coverColumns } from "../used-market/used-market.server";

const MY_LISTINGS_PAGE_SIZE = 20;

/** The intents of the page's forms. */
export const myListingIntents = ["sold", "renew", "delete"] as const;
export type MyListingIntent = (typeof myListingIntents)[number];

const day = (moment: Date | null) => (moment ? formatDate(kigaliDate(moment)) : "");

/** How the page shows each state: a badge tone (app.css, .mine-badge) and the sentence under it. */
function statusDetail(
  listing: typeof usedListings.$inferSelect,
  now: Date,
  t: MineText,
  locale: Locale,
): string {
  switch (listing.status) {
    case "draft":
      return t("mine.detail.draft", {
        step: textFor(postListingText, locale)(`post.step.${listing.draftStep}`),
      });
    case "pending":
      return t("mine.detail.pending", { date: day(listing.submittedAt ?? listing.updatedAt) });
    case "active":
      return t(canRenew(listing, now) ? "mine.detail.activeEnding" : "mine.detail.active", {
        date: day(listing.expiresAt),
      });
    case "declined":
      return listing.declineReason
        ? t("mine.detail.declined", { reason: listing.declineReason })
        : t("mine.detail.declinedNoReason");
    case "sold":
      return t("mine.detail.sold", { date: day(listing.updatedAt) });
    case "expired":
      return t("mine.detail.expired", { date: day(listing.expiresAt) });
  }
}

const notices: Record<string, Parameters<MineText>[0]> = {
  sold: "mine.done.sold",
  renewed: "mine.done.renewed",
  "renewed-pending": "mine.done.renewedPending",
  deleted: "mine.done.deleted",
};

/** The page: one page of the member's listings (`?page`), a notice (`?done`), a confirmation (`?delete`). */
export async function myListingsView(
  db: Db,
  {
    userId,
    searchParams,
    siteUrl,
    locale,
  }: { userId: string; searchParams: URLSearchParams; siteUrl: string; locale: Locale },
) {
  const t = mineTextFor(locale);
  const mine = eq(usedListings.userId, userId);
  const [total] = await db.select({ total: count() }).from(usedListings).where(mine);
  const page = paginate(total?.total ?? 0, pageParam(searchParams.get("page")), MY_LISTINGS_PAGE_SIZE);
  const rows = await db
    .select({ listing: usedListings, ...coverColumns })
    .from(usedListings)
    .where(mine)
    .orderBy(desc(usedListings.updatedAt), desc(usedListings.id))
    .limit(MY_LISTINGS_PAGE_SIZE)
    .offset(page.offset);
  const now = new Date();
  const confirming = Number(searchParams.get("delete"));
  /** This page of the list, with `delete` set to ask for a confirmation (or not). */
  const here = (deleting?: number) => {
    const query = new URLSearchParams(searchParams);
    query.delete("done");
    if (deleting) query.set("delete", String(deleting));
    else query.delete("delete");
    return `${MY_LISTINGS_PATH}${query.size ? `?${query}` : ""}`;
  };
  const done = notices[searchParams.get("done") ?? ""];
  return {
    siteUrl,
    postHref: POST_LISTING_PATH,
    countText: page.total === 1 ? t("mine.countOne") : t("mine.count", { count: page.total }),
    notice: done ? t(done) : null,
    cancelHref: here(),
    pagination: pageNav(page, searchParams, {
      label: t("mine.pagination"),
      previous: t("mine.previous"),
      next: t("mine.next"),
      page: t("mine.page"),
    }),
    listings: rows.map(({ listing, picture, pictureKey }) => {
      const car = [listing.make, listing.model, listing.year].filter(Boolean).join(" ");
      const name = car || t("mine.untitled", { date: day(listing.createdAt) });
      const label = (action: string) => t("mine.label", { action, listing: name });
      const published = ["active", "sold", "expired"].includes(listing.status) && listing.year !== null;
      const editHref =
        listing.status === "draft"
          ? postStepPath(listing.id, listing.draftStep)
          : canEdit(listing.status)
            ? postStepPath(listing.id, "review")
            : null;
      return {
        id: listing.id,
        name,
        title: listing.title,
        priceText: listing.priceRwf ? formatPrice(listing.priceRwf, { currency: true }) : t("mine.noPrice"),
        picture:
          picture !== null
            ? photoSource(
                { storageKey: pictureKey, drawing: picture, width: 960 },
                "(min-width: 640px) 12rem, 40vw",
                480,
              )
            : null,
        status: listing.status,
        statusLabel: t(`mine.status.${listing.status}`),
        detail: statusDetail(listing, now, t, locale),
        viewHref: published
          ? listingPath({ id: listing.id, make: listing.make, model: listing.model, year: listing.year! })
          : null,
        edit: editHref
          ? {
              href: editHref,
              text: t(listing.status === "draft" ? "mine.continue" : "mine.edit"),
              label: label(t(listing.status === "draft" ? "mine.continue" : "mine.edit")),
            }
          : null,
        canSell: canMarkSold(listing.status),
        canRenew: canRenew(listing, now),
        labels: {
          view: label(t("mine.view")),
          sold: label(t("mine.sold")),
          renew: label(t("mine.renew")),
          delete: label(t("mine.delete")),
        },
        deleteHref: here(listing.id),
        confirming: confirming === listing.id,
      };
    }),
  };
}

export type MyListing = Awaited<ReturnType<typeof myListingsView>>["listings"][number];

/**
 * The page's forms: mark as sold, renew, delete (after the confirmation), on the member's own listing.
 * Answers the notice to show (`?done=`, none when the listing's state did not allow it), or "missing"
 * for a listing that is not theirs.
 */
export async function changeMyListing(
  db: Db,
  { storage, log }: { storage: UploadStorage; log: Logger },
  { userId, intent, id }: { userId: string; intent: MyListingIntent; id: number },
): Promise<{ done?: string } | "missing"> {
  const own = and(eq(usedListings.id, id), eq(usedListings.userId, userId));
  const [listing] = await db.select().from(usedListings).where(own);
  if (!listing) return "missing";

  switch (intent) {
    case "sold": {
      if (!canMarkSold(listing.status)) return {};
      await db.update(usedListings).set({ status: "sold" }).where(own);
      log.info({ listingId: id }, "listing marked as sold");
      return { done: "sold" };
    }
    case "renew": {
      const now = new Date();
      if (!canRenew(listing, now)) return {};
      const renewed = renewal(listing, now);
      await db
        .update(usedListings)
        .set({ ...renewed, ...(renewed.status === "pending" ? { submittedAt: now } : {}) })
        .where(own);
      log.info({ listingId: id, status: renewed.status }, "listing renewed");
      return { done: renewed.status === "active" ? "renewed" : "renewed-pending" };
    }
    case "delete": {
      const files = await listingPhotoFiles(db, id);
      await db.delete(usedListings).where(own);
      await storage.delete(files);
      log.info({ listingId: id, files: files.length }, "listing deleted");
      return { done: "deleted" };
    }
  }
}
