/** The dealer directory: dealers filtered and paginated, one dealer's page, and the dealers of a brand. */
import { brandLogoOf } from "~/shared/lib/brand-logo";
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import {
  dealerPath,
  dealerServices,
  kigaliClock,
  monogram,
  openLabel,
  openState,
  weekRows,
  whatsappLink,
  type DealerFilters,
} from "~/features/dealers/dealers";
import { type OpeningHours } from "~/shared/lib/value-sets";
import { paginate, type Page } from "~/shared/lib/pagination";
import { dealersText, type DealersMessages } from "~/features/dealers/text/dealers";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Locale } from "~/shared/i18n/locale";

type T = Translate<DealersMessages>;
import type { DealerCardView } from "~/features/dealers/view";
import type { WhereToBuyView } from "~/features/dealers/view";
import type { Keep } from "~/shared/cache/table-memo.server";
import type { Db } from "../../shared/db/client";
import { brands, dealerBrands, dealers, publishedBrand } from "../../shared/db/schema";
import { brandMarkColumns } from "../catalogue/models.server";
import type { Env } from "../../shared/server/env";

/** Dealers 24 to a page in the directory. */
export const DEALERS_PER_PAGE = 24;

/** The moment opening hours are read against: now, or the stopped clock of an end-to-end test (env NOW). */
export function dealerClock(env: Pick<Env, "NOW">): Date {
  return env.NOW ?? new Date();
}

const dealerColumns = {
  id: dealers.id,
  name: dealers.name,
  slug: dealers.slug,
  district: dealers.district,
  address: dealers.address,
  sellsNew: dealers.sellsNew,
  sellsUsed: dealers.sellsUsed,
  hasService: dealers.hasService,
  phone: dealers.phone,
  whatsapp: dealers.whatsapp,
  hours: dealers.hours,
  logoUrl: dealers.logoUrl,
};

type DealerRow = {
  id: number;
  name: string;
  slug: string;
  district: string;
  address: string;
  sellsNew: boolean;
  sellsUsed: boolean;
  hasService: boolean;
  phone: string;
  whatsapp: string | null;
  hours: OpeningHours[];
  logoUrl: string | null;
};

const FALLBACK_COLOUR = "#0f4c81";

function servicesOf(row: Pick<DealerRow, "sellsNew" | "sellsUsed" | "hasService">, t: T) {
  const offered = { new: row.sellsNew, used: row.sellsUsed, service: row.hasService };
  return dealerServices.filter((key) => offered[key]).map((key) => ({ key, label: t(`service.${key}`) }));
}

/** The published brands of each dealer, A–Z (dealer_brands' primary key leads with dealer_id). */
async function brandsOf(db: Db, dealerIds: number[]) {
  if (!dealerIds.length)
    return new Map<
      number,
      { id: number; name: string; slug: string; colour: string; logoUrl: string | null }[]
    >();
  const rows = await db
    .select({
      dealerId: dealerBrands.dealerId,
      ...brandMarkColumns,
    })
    .from(dealerBrands)
    .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
    .where(and(inArray(dealerBrands.dealerId, dealerIds), publishedBrand))
    .orderBy(sql`lower(${brands.name})`);
  const byDealer = new Map<number, typeof rows>();
  for (const row of rows) byDealer.set(row.dealerId, [...(byDealer.get(row.dealerId) ?? []), row]);
  return byDealer;
}

/** "Hello Toyota Rwanda, I found you on Imodoka…": the WhatsApp message typed in advance. */
function whatsappFor(row: Pick<DealerRow, "name" | "whatsapp">, siteName: string, t: T) {
  return row.whatsapp
    ? whatsappLink(row.whatsapp, t("detail.whatsappMessage", { name: row.name, site: siteName }))
    : null;
}

async function cards(
  db: Db,
  rows: DealerRow[],
  now: Date,
  siteName: string,
  t: T,
): Promise<DealerCardView[]> {
  const byDealer = await brandsOf(
    db,
    rows.map((r) => r.id),
  );
  return cardsAt(rows, byDealer, now, siteName, t);
}

/** Dealer cards from their rows and the brands each sells, open or closed at `now`. */
function cardsAt(
  rows: DealerRow[],
  byDealer: Awaited<ReturnType<typeof brandsOf>>,
  now: Date,
  siteName: string,
  t: T,
): DealerCardView[] {
  return rows.map((row) => {
    const state = openState(row.hours, now);
    const sold = byDealer.get(row.id) ?? [];
    return {
      id: row.id,
      name: row.name,
      path: dealerPath(row),
      district: row.district,
      address: row.address,
      services: servicesOf(row, t),
      brands: sold.map((b) => b.name),
      initials: monogram(row.name),
      colour: sold[0]?.colour ?? FALLBACK_COLOUR,
      logoUrl: row.logoUrl,
      phone: row.phone,
      whatsapp: whatsappFor(row, siteName, t),
      open: state.open,
      openText: openLabel(state, t),
      callLabel: t("card.callDealer", { name: row.name }),
      whatsappLabel: t("card.whatsappDealer", { name: row.name }),
    };
  });
}

/** The published brands and districts that have dealers: the choices of the directory's filter form. */
export async function dealerChoices(
  db: Db,
): Promise<{ brands: { slug: string; name: string }[]; districts: string[] }> {
  const [makes, places] = await Promise.all([
    db
      .selectDistinct({ slug: brands.slug, name: brands.name })
      .from(dealerBrands)
      .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
      .where(publishedBrand),
    db.selectDistinct({ district: dealers.district }).from(dealers),
  ]);
  return {
    brands: makes.sort((a, b) => a.name.localeCompare(b.name, "en")),
    districts: places.map((p) => p.district).sort((a, b) => a.localeCompare(b, "en")),
  };
}

/**
 * One page of dealers matching the filters, A–Z. Brand, district and service are filtered in SQL; "open
 * now" depends on the moment and on each dealer's week, so it is read from the hours of the rows the other
 * filters keep (a country's dealers number in the hundreds at most).
 */
export async function listDealers(
  db: Db,
  filters: DealerFilters,
  now: Date,
  requestedPage: number,
  siteName: string,
  locale: Locale,
  perPage = DEALERS_PER_PAGE,
): Promise<{ dealers: DealerCardView[]; page: Page }> {
  const serviceColumn = { new: dealers.sellsNew, used: dealers.sellsUsed, service: dealers.hasService };
  const rows = await db
    .select(dealerColumns)
    .from(dealers)
    .where(
      and(
        filters.district ? eq(dealers.district, filters.district) : undefined,
        filters.service ? eq(serviceColumn[filters.service], true) : undefined,
        filters.brand
          ? inArray(
              dealers.id,
              db
                .select({ id: dealerBrands.dealerId })
                .from(dealerBrands)
                .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
                .where(and(eq(brands.slug, filters.brand), publishedBrand)),
            )
          : undefined,
      ),
    )
    .orderBy(sql`lower(${dealers.name})`, asc(dealers.id));
  const kept = filters.openNow ? rows.filter((row) => openState(row.hours, now).open) : rows;
  const page = paginate(kept.length, requestedPage, perPage);
  return {
    dealers: await cards(
      db,
      kept.slice(page.offset, page.offset + perPage),
      now,
      siteName,
      textFor(dealersText, locale),
    ),
    page,
  };
}

/**
 * The dealers selling a brand's cars (service-only garages left out) for "Where to buy" on model and deal
 * pages: the brand's authorised distributor first, then showrooms of new cars, then open ones, then A–Z.
 */
export async function dealersOfBrand(
  db: Db,
  keep: Keep,
  brandSlug: string,
  now: Date,
  siteName: string,
  locale: Locale,
  limit = 6,
): Promise<DealerCardView[]> {
  // The rows change with the back office, whether a dealer is open with the hour: rows kept, hours read now.
  const { rows, byDealer } = await keep(`dealers-of-brand:${brandSlug}`, async () => {
    const found = await db
      .select({ ...dealerColumns, distributor: brands.distributor })
      .from(dealers)
      .innerJoin(dealerBrands, eq(dealerBrands.dealerId, dealers.id))
      .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
      .where(and(eq(brands.slug, brandSlug), publishedBrand, or(dealers.sellsNew, dealers.sellsUsed)))
      .orderBy(sql`lower(${dealers.name})`, asc(dealers.id));
    return {
      rows: found,
      byDealer: await brandsOf(
        db,
        found.map((row) => row.id),
      ),
    };
  });
  const views = cardsAt(rows, byDealer, now, siteName, textFor(dealersText, locale));
  const rank = (view: DealerCardView, index: number) =>
    (rows[index]!.distributor === view.name ? 4 : 0) +
    (view.services.some((s) => s.key === "new") ? 2 : 0) +
    (view.open ? 1 : 0);
  return views
    .map((view, index) => ({ view, rank: rank(view, index) }))
    .sort((a, b) => b.rank - a.rank)
    .slice(0, limit)
    .map(({ view }) => view);
}

/** One dealer with its brands, hours and contact, or undefined. */
export async function getDealer(db: Db, id: number, now: Date, siteName: string, locale: Locale) {
  return (await getDealers(db, [id], now, siteName, locale))[0];
}

/** Dealers with their brands, hours and contact, in the order of `ids` (unknown ids left out); two queries. */
export async function getDealers(db: Db, ids: number[], now: Date, siteName: string, locale: Locale) {
  if (ids.length === 0) return [];
  const t = textFor(dealersText, locale);
  const [rows, byDealer] = await Promise.all([
    db.select().from(dealers).where(inArray(dealers.id, ids)),
    brandsOf(db, ids),
  ]);
  const today = kigaliClock(now).day;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const sold = byDealer.get(row.id) ?? [];
    const state = openState(row.hours, now);
    return [
      {
        id: row.id,
        name: row.name,
        slug: row.slug,
        path: dealerPath(row),
        description: row.description,
        district: row.district,
        address: row.address,
        phone: row.phone,
        email: row.email,
        website: row.website,
        latitude: row.latitude,
        longitude: row.longitude,
        logoUrl: row.logoUrl,
        isDemo: row.isDemo,
        hours: row.hours,
        services: servicesOf(row, t),
        brands: sold.map(({ id: brandId, name, slug, logoUrl }) => ({
          id: brandId,
          name,
          slug,
          logo: brandLogoOf({ name, slug, logoUrl }),
        })),
        initials: monogram(row.name),
        colour: sold[0]?.colour ?? FALLBACK_COLOUR,
        whatsapp: whatsappFor(row, siteName, t),
        open: state.open,
        openText: openLabel(state, t),
        callLabel: t("card.callDealer", { name: row.name }),
        whatsappLabel: t("card.whatsappDealer", { name: row.name }),
        week: weekRows(row.hours).map((day) => ({ ...day, today: day.day === today })),
        updatedAt: row.updatedAt,
      },
    ];
  });
}

/** Every dealer's page with its last change, for the sitemap. */
export async function dealerLinks(db: Db) {
  return db
    .select({ id: dealers.id, slug: dealers.slug, updatedAt: dealers.updatedAt })
    .from(dealers)
    .orderBy(asc(dealers.id));
}

/** "Where to buy" a brand's cars: its dealers, open ones first, with a link to the whole directory. */
export async function whereToBuy(
  db: Db,
  keep: Keep,
  env: Pick<Env, "NOW" | "SITE_NAME">,
  brand: { name: string; slug: string },
  locale: Locale,
): Promise<WhereToBuyView> {
  const t = textFor(dealersText, locale);
  return {
    heading: t("where.heading", { brand: brand.name }),
    intro: t("where.intro", { brand: brand.name }),
    dealers: await dealersOfBrand(db, keep, brand.slug, dealerClock(env), env.SITE_NAME, locale),
    all: { label: t("where.all"), to: `/dealerships?brand=${encodeURIComponent(brand.slug)}` },
    labels: { call: t("card.call"), whatsapp: t("card.whatsapp") },
  };
}
