/**
 * The used-car market's periodic work: listings whose time is up leave the market, and members get one
 * mail per saved search with the new cars that match it. Runs from `npm run jobs:used-market` and as the
 * server's `used-market` job every USED_MARKET_JOBS_INTERVAL_SECONDS (app/shared/server/jobs.server.ts).
 */
import { and, asc, count, eq, gt, lt, lte } from "drizzle-orm";
import { USED_SEARCH_PATH } from "~/shared/lib/links";
import { formatNumber, formatPrice } from "~/shared/lib/price";
import { ALERT_MAX_CARS, planAlert } from "~/features/used-market/saved-search";
import { DEFAULT_LOCALE, type Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { savedSearchText } from "./text/saved-searches";
import type { Db } from "../../shared/db/client";
import { savedSearches, usedListings, users } from "../../shared/db/schema";
import type { Env } from "../../shared/server/env";
import type { Logger } from "../../shared/server/log";
import {
  escapeHtml,
  mailButton,
  mailHtml,
  mailUnsubscribe,
  type MailMessage,
  type Mailer,
} from "../../shared/server/mail.server";
import { savedSearchUnsubscribePath, type SavedSearch } from "./saved-searches.server";
import { parseSearch } from "./used-pages.server";
import { filterConditions, orders, selectCards, toCard, type ListingCard } from "./used-market.server";

/** What the jobs need: the database, the settings, the log and the mailer. */
export interface JobContext {
  db: Db;
  env: Env;
  log: Logger;
  mailer: Mailer;
}

/** Saved searches are read this many at a time. */
const ALERT_BATCH = 200;

/**
 * Active listings whose `expires_at` has passed become expired (they stay visible, marked, out of the search).
 * Nothing is written when none is due: a write to the listings, even of no row, drops every kept page of the
 * market (decision 0024).
 */
export async function expireListings(db: Db, now: Date = new Date()): Promise<number> {
  const due = and(eq(usedListings.status, "active"), lte(usedListings.expiresAt, now));
  const [any] = await db.select({ id: usedListings.id }).from(usedListings).where(due).limit(1);
  if (!any) return 0;
  const expired = await db
    .update(usedListings)
    .set({ status: "expired", updatedAt: now })
    .where(due)
    .returning({ id: usedListings.id });
  return expired.length;
}

/** Active listings matching a saved search that were published in (after, until]: the newest few and how many. */
export async function newMatches(
  db: Db,
  query: string,
  { after, until, limit }: { after: Date; until: Date; limit: number },
): Promise<{ total: number; newest: ListingCard[] }> {
  const where = and(
    ...filterConditions(parseSearch(new URLSearchParams(query))),
    gt(usedListings.publishedAt, after),
    lte(usedListings.publishedAt, until),
  );
  const [total] = await db.select({ n: count() }).from(usedListings).where(where);
  if (!total?.n) return { total: 0, newest: [] };
  const rows = await selectCards(db)
    .where(where)
    .orderBy(...orders.newest)
    .limit(limit);
  return { total: total.n, newest: rows.map(toCard) };
}

/** The alert mail for one saved search: up to ALERT_MAX_CARS cars, "see all", and the way out. */
export function alertMail({
  siteUrl,
  siteName,
  to,
  name,
  search,
  cars,
  more,
  locale,
}: {
  siteUrl: string;
  siteName: string;
  to: string;
  name: string;
  search: Pick<SavedSearch, "query" | "label" | "unsubscribeToken">;
  cars: ListingCard[];
  more: number;
  locale: Locale;
}): MailMessage {
  const t = textFor(savedSearchText, locale);
  const e = escapeHtml;
  const count = cars.length + more;
  const params = { name, label: search.label, site: siteName, count };
  const subject = t(count === 1 ? "saved.mail.subjectOne" : "saved.mail.subject", params);
  const intro = t(count === 1 ? "saved.mail.introOne" : "saved.mail.intro", params);
  const seeAll = `${siteUrl}${USED_SEARCH_PATH}${search.query ? `?${search.query}` : ""}`;
  const unsubscribe = {
    url: siteUrl + savedSearchUnsubscribePath(search.unsubscribeToken),
    label: t("saved.mail.unsubscribe"),
  };
  const lines = cars.map((car) => ({
    url: siteUrl + car.path,
    title: t("saved.mail.car", {
      car: `${car.make} ${car.model}`,
      price: formatPrice(car.priceRwf, { currency: true }),
    }),
    facts: t("saved.mail.facts", {
      year: car.year,
      km: formatNumber(car.mileageKm),
      district: car.district,
    }),
  }));
  const moreLine = more > 0 ? t("saved.mail.more", { count: more }) : "";
  const why = t("saved.mail.why", { site: siteName });
  return {
    to,
    subject,
    unsubscribeUrl: unsubscribe.url,
    text: [
      intro,
      "",
      ...lines.flatMap((line) => [line.title, line.facts, line.url, ""]),
      ...(moreLine ? [moreLine, ""] : []),
      `${t("saved.mail.seeAll")}: ${seeAll}`,
      "",
      why,
      `${unsubscribe.label}: ${unsubscribe.url}`,
      "",
    ].join("\n"),
    html: mailHtml(
      siteName,
      `<p style="line-height:1.5">${e(intro)}</p>
<ul style="list-style:none;margin:0;padding:0">
${lines
  .map(
    (line) =>
      `<li style="padding:12px 0;border-bottom:1px solid #dde2ec"><a href="${e(line.url)}" style="font-weight:bold;color:#1a40b8">${e(line.title)}</a><br><span style="font-size:14px;color:#4b5567">${e(line.facts)}</span></li>`,
  )
  .join("\n")}
</ul>
${moreLine ? `<p style="line-height:1.5">${e(moreLine)}</p>\n` : ""}${mailButton(seeAll, t("saved.mail.seeAll"))}
<p style="line-height:1.5;font-size:14px;color:#4b5567">${e(why)}</p>
${mailUnsubscribe(unsubscribe)}`,
    ),
  };
}

/**
 * One mail per saved search with alerts on whose owner can sign in, listing the active cars that match
 * it and were published since its last alert; then its `last_alert_at` moves to `now`. A search whose
 * mail fails keeps its place and is tried again on the next run.
 */
export async function sendSearchAlerts(
  context: JobContext,
  now: Date = new Date(),
): Promise<{ searches: number; mails: number; failed: number }> {
  const { db, env, log, mailer } = context;
  const result = { searches: 0, mails: 0, failed: 0 };
  for (let afterId = 0; ;) {
    const batch = await db
      .select({ search: savedSearches, email: users.email, name: users.name })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(
        and(
          eq(savedSearches.alerts, true),
          gt(savedSearches.id, afterId),
          eq(users.disabled, false),
          eq(users.emailVerified, true),
          lt(savedSearches.lastAlertAt, now),
        ),
      )
      .orderBy(asc(savedSearches.id))
      .limit(ALERT_BATCH);
    if (batch.length === 0) break;
    afterId = batch.at(-1)!.search.id;
    for (const { search, email, name } of batch) {
      result.searches++;
      const matches = await newMatches(db, search.query, {
        after: search.lastAlertAt,
        until: now,
        limit: ALERT_MAX_CARS,
      });
      const plan = planAlert({ lastAlertAt: search.lastAlertAt, now, ...matches });
      if (plan.send) {
        try {
          await mailer.send(
            alertMail({
              siteUrl: env.SITE_URL,
              siteName: env.SITE_NAME,
              to: email,
              name,
              search,
              cars: plan.cars,
              more: plan.more,
              // A background job has no request, so no visitor's locale: the site's default language.
              locale: DEFAULT_LOCALE,
            }),
          );
          result.mails++;
        } catch (error) {
          result.failed++;
          log.error({ err: error, savedSearchId: search.id }, "saved-search alert not sent");
          continue;
        }
      }
      await db
        .update(savedSearches)
        .set({ lastAlertAt: plan.nextAlertAt })
        .where(eq(savedSearches.id, search.id));
    }
  }
  return result;
}

/** Both jobs, once. */
export async function runUsedMarketJobs(context: JobContext, now: Date = new Date()) {
  const expired = await expireListings(context.db, now);
  const alerts = await sendSearchAlerts(context, now);
  return { expired, ...alerts };
}
