/**
 * /account/listings: a member's own listings with their state, and what they may do with each one:
 * continue a draft, edit, mark as sold, renew, delete. Every action checks the listing is theirs.
 */
import { and, count, desc, eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { isId } from "~/shared/lib/ids";
import { photoSource } from "~/features/posting/listing-photos";
import { canEdit, canMarkSold, canRenew, renewal } from "~/features/posting/listing-status";
import { MY_LISTINGS_PATH, POST_LISTING_PATH, postStepPath } from "~/shared/lib/links";
import { pageNav, pageParam, paginate } from "~/shared/lib/pagination";
import { formatPrice } from "~/shared/lib/price";
import { notFound } from "~/shared/http/route-params";
import { listingPath } from "~/shared/lib/used-cars";
import { myListingsMessages, tMine } from "~/features/posting/text/en/my-listings";
import { tPost } from "~/features/posting/text/en/post-listing";
import { requireUser } from "../../shared/auth/auth.server";
import { usedListings } from "../../shared/db/schema";
import { listingPhotoFiles } from "./listing-photos.server";
import { uploadStorage } from "../../shared/server/uploads.server";
import { coverColumns } from "../used-market/used-market.server";

const MY_LISTINGS_PAGE_SIZE = 20;

/** The intents of the page's forms. */
const intents = ["sold", "renew", "delete"] as const;
type Intent = (typeof intents)[number];

const day = (moment: Date | null) => (moment ? formatDate(kigaliDate(moment)) : "");

/** How the page shows each state: a badge tone (app.css, .mine-badge) and the sentence under it. */
function statusDetail(listing: typeof usedListings.$inferSelect, now: Date): string {
  switch (listing.status) {
    case "draft":
      return tMine("mine.detail.draft", { step: tPost(`post.step.${listing.draftStep}`) });
    case "pending":
      return tMine("mine.detail.pending", { date: day(listing.submittedAt ?? listing.updatedAt) });
    case "active":
      return tMine(canRenew(listing, now) ? "mine.detail.activeEnding" : "mine.detail.active", {
        date: day(listing.expiresAt),
      });
    case "declined":
      return listing.declineReason
        ? tMine("mine.detail.declined", { reason: listing.declineReason })
        : tMine("mine.detail.declinedNoReason");
    case "sold":
      return tMine("mine.detail.sold", { date: day(listing.updatedAt) });
    case "expired":
      return tMine("mine.detail.expired", { date: day(listing.expiresAt) });
  }
}

const notices: Record<string, Parameters<typeof tMine>[0]> = {
  sold: "mine.done.sold",
  renewed: "mine.done.renewed",
  "renewed-pending": "mine.done.renewedPending",
  deleted: "mine.done.deleted",
};

export async function myListingsPage(request: Request, context: AppLoadContext) {
  const user = await requireUser(context.auth, request);
  const url = new URL(request.url);
  const mine = eq(usedListings.userId, user.id);
  const [total] = await context.db.select({ total: count() }).from(usedListings).where(mine);
  const page = paginate(total?.total ?? 0, pageParam(url.searchParams.get("page")), MY_LISTINGS_PAGE_SIZE);
  const rows = await context.db
    .select({ listing: usedListings, ...coverColumns })
    .from(usedListings)
    .where(mine)
    .orderBy(desc(usedListings.updatedAt), desc(usedListings.id))
    .limit(MY_LISTINGS_PAGE_SIZE)
    .offset(page.offset);
  const now = new Date();
  const confirming = Number(url.searchParams.get("delete"));
  /** This page of the list, with `delete` set to ask for a confirmation (or not). */
  const here = (deleting?: number) => {
    const query = new URLSearchParams(url.searchParams);
    query.delete("done");
    if (deleting) query.set("delete", String(deleting));
    else query.delete("delete");
    return `${MY_LISTINGS_PATH}${query.size ? `?${query}` : ""}`;
  };
  const done = notices[url.searchParams.get("done") ?? ""];
  return {
    siteUrl: context.env.SITE_URL,
    text: myListingsMessages,
    postHref: POST_LISTING_PATH,
    countText: page.total === 1 ? tMine("mine.countOne") : tMine("mine.count", { count: page.total }),
    notice: done ? tMine(done) : null,
    cancelHref: here(),
    pagination: pageNav(page, url.searchParams, {
      label: tMine("mine.pagination"),
      previous: tMine("mine.previous"),
      next: tMine("mine.next"),
      page: tMine("mine.page"),
    }),
    listings: rows.map(({ listing, picture, pictureKey }) => {
      const car = [listing.make, listing.model, listing.year].filter(Boolean).join(" ");
      const name = car || tMine("mine.untitled", { date: day(listing.createdAt) });
      const label = (action: string) => tMine("mine.label", { action, listing: name });
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
        priceText: listing.priceRwf
          ? formatPrice(listing.priceRwf, { currency: true })
          : tMine("mine.noPrice"),
        picture:
          picture !== null
            ? photoSource(
                { storageKey: pictureKey, drawing: picture, width: 960 },
                "(min-width: 640px) 12rem, 40vw",
                480,
              )
            : null,
        status: listing.status,
        statusLabel: tMine(`mine.status.${listing.status}`),
        detail: statusDetail(listing, now),
        viewHref: published
          ? listingPath({ id: listing.id, make: listing.make, model: listing.model, year: listing.year! })
          : null,
        edit: editHref
          ? {
              href: editHref,
              text: tMine(listing.status === "draft" ? "mine.continue" : "mine.edit"),
              label: label(tMine(listing.status === "draft" ? "mine.continue" : "mine.edit")),
            }
          : null,
        canSell: canMarkSold(listing.status),
        canRenew: canRenew(listing, now),
        labels: {
          view: label(tMine("mine.view")),
          sold: label(tMine("mine.sold")),
          renew: label(tMine("mine.renew")),
          delete: label(tMine("mine.delete")),
        },
        deleteHref: here(listing.id),
        confirming: confirming === listing.id,
      };
    }),
  };
}

export type MyListing = Awaited<ReturnType<typeof myListingsPage>>["listings"][number];

/** The page's forms: mark as sold, renew, delete (after the confirmation). Answers by redirecting back. */
export async function myListingsAction(request: Request, context: AppLoadContext) {
  const user = await requireUser(context.auth, request);
  const form = await request.formData();
  const intent = form.get("intent") as Intent;
  const id = Number(form.get("listing"));
  if (!intents.includes(intent) || !Number.isSafeInteger(id)) throw data("Unknown form", { status: 400 });
  if (!isId(id)) notFound(request);
  const own = and(eq(usedListings.id, id), eq(usedListings.userId, user.id));
  const [listing] = await context.db.select().from(usedListings).where(own);
  if (!listing) notFound(request);
  const back = (done?: string) => redirect(done ? `${MY_LISTINGS_PATH}?done=${done}` : MY_LISTINGS_PATH);

  switch (intent) {
    case "sold": {
      if (!canMarkSold(listing.status)) return back();
      await context.db.update(usedListings).set({ status: "sold" }).where(own);
      context.log.info({ listingId: id }, "listing marked as sold");
      return back("sold");
    }
    case "renew": {
      const now = new Date();
      if (!canRenew(listing, now)) return back();
      const renewed = renewal(listing, now);
      await context.db
        .update(usedListings)
        .set({ ...renewed, ...(renewed.status === "pending" ? { submittedAt: now } : {}) })
        .where(own);
      context.log.info({ listingId: id, status: renewed.status }, "listing renewed");
      return back(renewed.status === "active" ? "renewed" : "renewed-pending");
    }
    case "delete": {
      const files = await listingPhotoFiles(context.db, id);
      await context.db.delete(usedListings).where(own);
      await uploadStorage(context.env).delete(files);
      context.log.info({ listingId: id, files: files.length }, "listing deleted");
      return back("deleted");
    }
  }
}
