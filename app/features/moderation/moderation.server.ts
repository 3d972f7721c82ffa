/**
 * Moderation of the used-car market: the queue of listings waiting for a check, visitors' reports, the
 * moderators' decisions and the mails that tell sellers about them. Every decision is conditional on the
 * listing's (or report's) state, so a second click, or two moderators at once, change nothing twice.
 */
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { MY_LISTINGS_PATH } from "~/shared/lib/links";
import { readPage, type Page } from "~/shared/lib/pagination";
import {
  LISTING_LIFETIME_DAYS,
  listingName,
  listingPath,
  type ListingStatus,
  type ReportReason,
} from "~/shared/lib/used-cars";
import { moderationText } from "~/features/moderation/text/moderation";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import type { Db } from "../../shared/db/client";
import {
  usedListingPhotos,
  usedListingReports as reports,
  usedListings,
  users,
} from "../../shared/db/schema";
import type { Env } from "../../shared/server/env";
import type { Logger } from "../../shared/server/log";
import { linkMail, type Mailer } from "../../shared/server/mail.server";

const DAY_MS = 86_400_000;

/** A listing whose seller a decision concerns: enough to name the car and mail the account. */
export interface DecidedListing {
  id: number;
  make: string;
  model: string;
  year: number | null;
  sellerEmail: string;
  sellerName: string;
}

export type Decision =
  | { outcome: "done"; listing: DecidedListing }
  /** Nothing changed: the listing was not in a state this decision applies to (handled already). */
  | { outcome: "handled"; status: ListingStatus; listing: Pick<DecidedListing, "make" | "model" | "year"> }
  | { outcome: "missing" };

/** A listing waiting for a check; a report not yet handled. */
const pending = eq(usedListings.status, "pending");
const open = eq(reports.status, "open");

async function pendingCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(usedListings).where(pending);
  return row?.n ?? 0;
}

async function openCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reports).where(open);
  return row?.n ?? 0;
}

/** How many listings wait for a check and how many reports are open (the queue's tabs). */
export async function queueCounts(db: Db): Promise<{ pending: number; reports: number }> {
  const [waiting, reported] = await Promise.all([pendingCount(db), openCount(db)]);
  return { pending: waiting, reports: reported };
}

/** One page of pending listings, the longest waiting first, each with its photos and the seller's account. */
export async function pendingListings(db: Db, page: number, perPage: number) {
  const { page: pageInfo, rows } = await readPage(
    await pendingCount(db),
    page,
    perPage,
    db
      .select({ listing: usedListings, account: { name: users.name, email: users.email } })
      .from(usedListings)
      .innerJoin(users, eq(users.id, usedListings.userId))
      .where(pending)
      .orderBy(
        sql`${usedListings.submittedAt} asc nulls last`,
        asc(usedListings.createdAt),
        asc(usedListings.id),
      ),
  );
  const ids = rows.map((row) => row.listing.id);
  const photos = ids.length
    ? await db
        .select()
        .from(usedListingPhotos)
        .where(inArray(usedListingPhotos.listingId, ids))
        .orderBy(asc(usedListingPhotos.listingId), asc(usedListingPhotos.position))
    : [];
  return {
    page: pageInfo,
    listings: rows.map((row) => ({
      ...row,
      photos: photos.filter((photo) => photo.listingId === row.listing.id),
    })),
  };
}

/** One page of open reports, the oldest first, with their listing, reporter and the listing's open-report count. */
export async function openReports(
  db: Db,
  page: number,
  perPage: number,
): Promise<{ page: Page; reports: OpenReport[] }> {
  const { page: pageInfo, rows } = await readPage(
    await openCount(db),
    page,
    perPage,
    db
      .select({
        id: reports.id,
        reason: reports.reason,
        details: reports.details,
        createdAt: reports.createdAt,
        reporter: { name: users.name, email: users.email },
        listing: {
          id: usedListings.id,
          make: usedListings.make,
          model: usedListings.model,
          year: usedListings.year,
          title: usedListings.title,
          status: usedListings.status,
        },
        openCount: sql<number>`(select count(*) from used_listing_reports other
        where other.listing_id = ${reports.listingId} and other.status = 'open')`.mapWith(Number),
      })
      .from(reports)
      .innerJoin(usedListings, eq(usedListings.id, reports.listingId))
      .leftJoin(users, eq(users.id, reports.reporterId))
      .where(open)
      .orderBy(asc(reports.createdAt), asc(reports.id)),
  );
  return { page: pageInfo, reports: rows };
}

export interface OpenReport {
  id: number;
  reason: ReportReason;
  details: string;
  createdAt: Date;
  reporter: { name: string; email: string } | null;
  listing: {
    id: number;
    make: string;
    model: string;
    year: number | null;
    title: string;
    status: ListingStatus;
  };
  openCount: number;
}

/** The seller's account of a listing changed by a decision. */
async function decided(
  db: Db,
  row: { id: number; make: string; model: string; year: number | null; userId: string },
): Promise<DecidedListing> {
  const [account] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, row.userId));
  return {
    id: row.id,
    make: row.make,
    model: row.model,
    year: row.year,
    sellerEmail: account?.email ?? "",
    sellerName: account?.name ?? "",
  };
}

/** Why a decision changed nothing: the listing's state now, or that it is gone. */
async function unchanged(db: Db, id: number): Promise<Decision> {
  const [row] = await db
    .select({
      status: usedListings.status,
      make: usedListings.make,
      model: usedListings.model,
      year: usedListings.year,
    })
    .from(usedListings)
    .where(eq(usedListings.id, id));
  if (!row) return { outcome: "missing" };
  const { status, ...listing } = row;
  return { outcome: "handled", status, listing };
}

const changedColumns = {
  id: usedListings.id,
  make: usedListings.make,
  model: usedListings.model,
  year: usedListings.year,
  userId: usedListings.userId,
};

/** Who decides on which listing, and when. */
interface DecisionBy {
  id: number;
  moderatorId: string;
  now?: Date;
}

/**
 * Sets `changes` on the listing while its status is one of `from`, with the moderator and the time of the
 * decision; the listing changed, or undefined when it was in none of those states (or is gone).
 */
async function setDecision(
  db: Db,
  { id, moderatorId, now = new Date() }: DecisionBy,
  from: readonly ListingStatus[],
  changes: Partial<typeof usedListings.$inferInsert>,
) {
  const [row] = await db
    .update(usedListings)
    .set({ ...changes, moderatedBy: moderatorId, moderatedAt: now, updatedAt: now })
    .where(and(eq(usedListings.id, id), inArray(usedListings.status, from)))
    .returning(changedColumns);
  return row;
}

/** The decision's outcome: the seller to tell when the listing changed, else why it did not. */
async function outcome(
  db: Db,
  id: number,
  row: Parameters<typeof decided>[1] | undefined,
): Promise<Decision> {
  return row ? { outcome: "done", listing: await decided(db, row) } : unchanged(db, id);
}

/** Publishes a pending listing for LISTING_LIFETIME_DAYS from now. */
export async function approveListing(db: Db, { now = new Date(), ...by }: DecisionBy): Promise<Decision> {
  const row = await setDecision(db, { ...by, now }, ["pending"], {
    status: "active",
    publishedAt: now,
    expiresAt: new Date(now.getTime() + LISTING_LIFETIME_DAYS * DAY_MS),
    declineReason: null,
  });
  return outcome(db, by.id, row);
}

/** Declines a pending listing with the reason the seller will read. */
export async function declineListing(
  db: Db,
  { reason, ...by }: DecisionBy & { reason: string },
): Promise<Decision> {
  const row = await setDecision(db, by, ["pending"], { status: "declined", declineReason: reason });
  return outcome(db, by.id, row);
}

/**
 * Takes a listing off the market after reports (declined, with the reason) and closes every open report
 * on it. A listing already declined, or still a draft, stays as it is; its open reports are closed anyway.
 */
export async function takeDownListing(
  db: Db,
  { reason, now = new Date(), ...by }: DecisionBy & { reason: string },
): Promise<Decision> {
  const row = await db.transaction(async (tx) => {
    const changed = await setDecision(tx, { ...by, now }, ["pending", "active", "sold", "expired"], {
      status: "declined",
      declineReason: reason,
    });
    await tx
      .update(reports)
      .set({ status: "removed", resolvedBy: by.moderatorId, resolvedAt: now })
      .where(and(eq(reports.listingId, by.id), eq(reports.status, "open")));
    return changed;
  });
  return outcome(db, by.id, row);
}

/** Closes a report without acting on the listing. The listing's name, or why nothing changed. */
export async function dismissReport(
  db: Db,
  { id, moderatorId, now = new Date() }: { id: number; moderatorId: string; now?: Date },
): Promise<
  | { outcome: "done"; listing: { make: string; model: string; year: number | null } }
  | { outcome: "handled" | "missing" }
> {
  const [row] = await db
    .update(reports)
    .set({ status: "dismissed", resolvedBy: moderatorId, resolvedAt: now })
    .where(and(eq(reports.id, id), eq(reports.status, "open")))
    .returning({ listingId: reports.listingId });
  if (!row) {
    const [exists] = await db.select({ id: reports.id }).from(reports).where(eq(reports.id, id));
    return { outcome: exists ? "handled" : "missing" };
  }
  const [listing] = await db
    .select({ make: usedListings.make, model: usedListings.model, year: usedListings.year })
    .from(usedListings)
    .where(eq(usedListings.id, row.listingId));
  return { outcome: "done", listing: listing! };
}

/** Stores a visitor's report on a listing on sale; false when no such listing is on sale. */
export async function fileReport(
  db: Db,
  input: { listingId: number; reason: ReportReason; details: string; reporterId: string | null },
): Promise<boolean> {
  const [listing] = await db
    .select({ id: usedListings.id })
    .from(usedListings)
    .where(and(eq(usedListings.id, input.listingId), eq(usedListings.status, "active")));
  if (!listing) return false;
  await db.insert(reports).values(input);
  return true;
}

export type SellerNotice = "approved" | "declined" | "takenDown";

/** What mailing a seller needs: the mailer, the site's name and address, a log for a mail that fails. */
export interface SellerMailDeps {
  mailer: Mailer;
  env: Pick<Env, "SITE_NAME" | "SITE_URL">;
  log: Logger;
}

/**
 * Tells the seller about a decision: the link to the listing once it is online; the reason and how to
 * fix and resend it otherwise. Resolves to false when the mail could not be sent (logged): the decision
 * stands either way.
 */
export async function mailSeller(
  context: SellerMailDeps,
  notice: SellerNotice,
  listing: DecidedListing,
  /** The language of the moderator's request, which sends the mail. */
  locale: Locale,
  reason?: string,
): Promise<boolean> {
  if (!listing.sellerEmail) return false;
  const t = textFor(moderationText, locale);
  const { env } = context;
  const car = listingName(listing);
  const params = {
    name: listing.sellerName,
    car,
    site: env.SITE_NAME,
    days: LISTING_LIFETIME_DAYS,
    reason: reason ?? "",
  };
  const help = t("moderation.mail.help", { url: `${env.SITE_URL}/contact-us` });
  const message =
    notice === "approved"
      ? linkMail({
          to: listing.sellerEmail,
          siteName: env.SITE_NAME,
          subject: t("moderation.mail.approvedSubject", params),
          intro: t("moderation.mail.approvedText", params),
          button: t("moderation.mail.approvedButton"),
          url: env.SITE_URL + listingPath({ ...listing, year: listing.year ?? 0 }),
          after: t("moderation.mail.approvedAfter"),
        })
      : linkMail({
          to: listing.sellerEmail,
          siteName: env.SITE_NAME,
          subject: t(
            notice === "declined" ? "moderation.mail.declinedSubject" : "moderation.mail.takenDownSubject",
            params,
          ),
          intro: t(
            notice === "declined" ? "moderation.mail.declinedText" : "moderation.mail.takenDownText",
            params,
          ),
          button: t("moderation.mail.fixButton"),
          url: env.SITE_URL + MY_LISTINGS_PATH,
          after: help,
        });
  try {
    await context.mailer.send(message);
    return true;
  } catch (error) {
    context.log.error({ err: error, listingId: listing.id, notice }, "mail to the seller failed");
    return false;
  }
}
