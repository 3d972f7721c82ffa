/**
 * The used-car market's pages as their loaders hand them to the components: cards, filter choices and
 * chips, labels and text already composed, so the pages' JavaScript carries no dictionary.
 */
import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { bodyLabels, driveLabels, energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { USED_SEARCH_PATH } from "~/shared/lib/links";
import { parseId } from "~/shared/lib/ids";
import { notFound } from "~/shared/http/route-params";
import { pageNav, pageParam } from "~/shared/lib/pagination";
import { photoSource, type PhotoSource } from "~/features/posting/listing-photos";
import { formatPrice } from "~/shared/lib/price";
import {
  REPORT_DETAILS_MAX,
  REPORT_HONEYPOT,
  validateReport,
  type ReportErrors,
  type ReportValues,
} from "~/features/used-market/listing-report";
import { savedSearchLabel, savedSearchQuery } from "~/features/used-market/saved-search";
import { gearboxes, listingName, listingPath, reportReasons, sellerTypes } from "~/shared/lib/used-cars";
import {
  activeUsedFilterCount,
  mileageChoices,
  OLDEST_YEAR,
  parseUsedFilters,
  priceChoices,
  usedFiltersQuery,
  usedSorts,
  type UsedFilters,
} from "~/features/used-market/used-filters";
import { bodyTypes, energies } from "~/shared/lib/vehicle";
import { tFavourites } from "~/features/used-market/text/en/favourites";
import { tSaved } from "~/features/used-market/text/en/saved-searches";
import { tUsed, usedMarketMessages } from "~/features/used-market/text/en/used-market";
import { currentUser, type SessionUser } from "../../shared/auth/auth.server";
import type { Db } from "../../shared/db/client";
import type { usedListingPhotos, usedListings } from "../../shared/db/schema";
import { favouriteIds } from "./favourites.server";
import { fileReport } from "../moderation/moderation.server";
import { districts, findDistrict } from "../../shared/server/places.server";
import { isSearchSaved } from "./saved-searches.server";
import {
  bodyCounts,
  countListings,
  latestListings,
  marketFacets,
  publicListing,
  searchListings,
  similarListings,
  type Facet,
  type ListingCard,
  type ListingCount,
} from "./used-market.server";

export const SEARCH_PAGE_SIZE = 24;

/** A result card, every label composed. */
export interface ListingCardView {
  id: number;
  path: string;
  heading: string;
  title: string;
  priceText: string;
  negotiable: string | null;
  facts: string[];
  district: string;
  photos: string;
  picture: PhotoSource;
  /** "Sold" or "No longer for sale" over the picture; null while for sale. */
  badge: string | null;
  /** The heart, on pages that show one: whether the signed-in member keeps this car, and its label. */
  favourite?: Heart;
}

/** A favourite (heart) button's state and accessible name. */
export interface Heart {
  on: boolean;
  label: string;
}

const km = (value: number) => tUsed("used.mileageKm", { km: formatPrice(value) });

/** How wide pictures show: a card in the result grids, the listing page's gallery (the main column). */
const CARD_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";
export const GALLERY_SIZES = "(min-width: 1280px) 860px, (min-width: 1024px) 66vw, 100vw";

export function listingCardView(card: ListingCard): ListingCardView {
  return {
    id: card.id,
    path: card.path,
    heading: `${card.make} ${card.model}`,
    title: card.title,
    priceText: formatPrice(card.priceRwf, { currency: true }),
    negotiable: card.negotiable ? tUsed("used.negotiable") : null,
    facts: [
      String(card.year),
      km(card.mileageKm),
      energyLabels[card.energy],
      transmissionLabels[card.gearbox],
    ],
    district: card.district,
    photos:
      card.photoCount === 1 ? tUsed("used.photosOne") : tUsed("used.photos", { count: card.photoCount }),
    // Cards know the cover's key only; photos are uploaded at least 960 pixels wide as a rule.
    picture: photoSource({ storageKey: card.pictureKey, drawing: card.picture, width: 960 }, CARD_SIZES, 480),
    badge:
      card.status === "sold" ? tUsed("used.sold") : card.status === "expired" ? tUsed("used.expired") : null,
  };
}

/**
 * The signed-in visitor's hearts for the cards of a page (one query), or every heart off for visitors
 * (theirs opens the sign-in popup).
 */
export async function withHearts(
  context: AppLoadContext,
  user: SessionUser | null,
  cards: ListingCardView[],
): Promise<ListingCardView[]> {
  const kept = await favouriteIds(
    context.db,
    user?.id,
    cards.map((card) => card.id),
  );
  return cards.map(withHeart(kept));
}

const withHeart =
  (kept: ReadonlySet<number>) =>
  (card: ListingCardView): ListingCardView => ({ ...card, favourite: heart(card.id, card.heading, kept) });

const heart = (id: number, car: string, kept: ReadonlySet<number>): Heart => ({
  on: kept.has(id),
  label: tFavourites("favourites.add", { car }),
});

export interface Choice {
  value: string;
  label: string;
}

export interface FilterChip {
  label: string;
  href: string;
}

/** The calendar year in Kigali. */
export const thisYear = () => Number(kigaliDate().slice(0, 4));

type CountKey = keyof typeof usedMarketMessages;

/** "1 car for sale", "312 cars for sale", "10.000+ cars for sale": a count in the words of its place. */
function countText({ count, capped }: ListingCount, one: CountKey, many: CountKey, more: CountKey): string {
  if (capped) return tUsed(more, { count: formatPrice(count) });
  return count === 1 ? tUsed(one) : tUsed(many, { count: formatPrice(count) });
}

/** The filters of a query string, the district by its official name (the search, its count, the alerts). */
export function parseSearch(params: URLSearchParams): UsedFilters {
  const filters = parseUsedFilters(params, thisYear());
  filters.district = findDistrict(filters.district)?.name;
  return filters;
}

/**
 * The filters of a query string as the market can apply them: districts by their official name, and
 * makes and models the market does not have dropped, so chips, counts and saved searches stay truthful.
 */
export async function resolveFilters(db: Db, params: URLSearchParams) {
  const filters = parseSearch(params);
  const facets = await marketFacets(db, filters.makes.length === 1 ? filters.makes[0] : undefined);
  filters.makes = filters.makes.filter((make) => facets.makes.some((facet) => facet.key === make));
  if (filters.model && !facets.models.some((facet) => facet.key === filters.model)) delete filters.model;
  return { filters, facets };
}

/** A readable name for a search's filters ("Toyota · Automatic · up to 15.000.000 RWF · Gasabo"). */
export function searchLabel(filters: UsedFilters, facets: { makes: Facet[]; models: Facet[] }): string {
  return savedSearchLabel(filters, {
    makes: Object.fromEntries(facets.makes.map((facet) => [facet.key, facet.label])),
    model: facets.models.find((facet) => facet.key === filters.model)?.label,
  });
}

/** Everything /marche-doccasion/rechercher shows for a query string. */
export async function searchPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url);
  const [{ filters, facets }, user] = await Promise.all([
    resolveFilters(context.db, url.searchParams),
    currentUser(context.auth, request),
  ]);

  const result = await searchListings(context.db, filters, {
    page: pageParam(url.searchParams.get("page")),
    perPage: SEARCH_PAGE_SIZE,
  });
  const canonicalQuery = usedFiltersQuery(filters);
  const remove = (key: keyof UsedFilters, make?: string) =>
    USED_SEARCH_PATH + usedFiltersQuery(filters, { key, make });
  const year = thisYear();
  const years: Choice[] = [];
  for (let y = year; y >= OLDEST_YEAR; y--) years.push({ value: String(y), label: String(y) });
  const rwf = (value: number) => formatPrice(value, { currency: true });

  const chips: FilterChip[] = [];
  for (const make of filters.makes)
    chips.push({ label: facets.makes.find((f) => f.key === make)!.label, href: remove("makes", make) });
  if (filters.model)
    chips.push({ label: facets.models.find((f) => f.key === filters.model)!.label, href: remove("model") });
  if (filters.priceMin !== undefined)
    chips.push({ label: `≥ ${rwf(filters.priceMin)}`, href: remove("priceMin") });
  if (filters.priceMax !== undefined)
    chips.push({ label: `≤ ${rwf(filters.priceMax)}`, href: remove("priceMax") });
  if (filters.yearMin !== undefined) chips.push({ label: `≥ ${filters.yearMin}`, href: remove("yearMin") });
  if (filters.yearMax !== undefined) chips.push({ label: `≤ ${filters.yearMax}`, href: remove("yearMax") });
  if (filters.mileageMax !== undefined)
    chips.push({
      label: tUsed("used.upToKm", { km: formatPrice(filters.mileageMax) }),
      href: remove("mileageMax"),
    });
  if (filters.energy) chips.push({ label: energyLabels[filters.energy], href: remove("energy") });
  if (filters.gearbox) chips.push({ label: transmissionLabels[filters.gearbox], href: remove("gearbox") });
  if (filters.body) chips.push({ label: bodyLabels[filters.body], href: remove("body") });
  if (filters.district) chips.push({ label: filters.district, href: remove("district") });
  if (filters.seller) chips.push({ label: tUsed(`seller.${filters.seller}`), href: remove("seller") });

  const total = result.page.total;
  const savedQuery = savedSearchQuery(filters);
  return {
    siteUrl: context.env.SITE_URL,
    text: usedMarketMessages,
    canonical: `${USED_SEARCH_PATH}${canonicalQuery}`,
    filters,
    total,
    totalText: countText(result, "used.resultCountOne", "used.resultCount", "used.resultCountMore"),
    listings: await withHearts(context, user, result.listings.map(listingCardView)),
    saveSearch: {
      query: savedQuery,
      saved: user ? await isSearchSaved(context.db, user.id, savedQuery) : false,
      text: {
        save: tSaved("saved.save"),
        saving: tSaved("saved.saving"),
        saved: tSaved("saved.saved"),
        savedText: tSaved("saved.savedText"),
        manage: tSaved("saved.manage"),
      },
    },
    chips,
    activeFilters: activeUsedFilterCount(filters),
    pagination: pageNav(result.page, canonicalQuery, {
      label: tUsed("used.pagination"),
      previous: tUsed("used.previous"),
      next: tUsed("used.next"),
      page: tUsed("used.page"),
    }),
    choices: {
      makes: facets.makes.map((f) => ({ value: f.key, label: `${f.label} (${f.count})` })),
      models: facets.models.map((f) => ({ value: f.key, label: `${f.label} (${f.count})` })),
      prices: priceChoices.map((p) => ({ value: String(p), label: rwf(p) })),
      years,
      mileages: mileageChoices.map((m) => ({ value: String(m), label: km(m) })),
      energies: energies.map((e) => ({ value: e, label: energyLabels[e] })),
      gearboxes: gearboxes.map((g) => ({ value: g, label: transmissionLabels[g] })),
      bodies: bodyTypes.map((b) => ({ value: b, label: bodyLabels[b] })),
      districts: districts.map((d) => ({ value: d.name, label: d.name })),
      sellers: sellerTypes.map((s) => ({ value: s, label: tUsed(`seller.${s}`) })),
      sorts: usedSorts.map((s) => ({ value: s, label: tUsed(`used.sort.${s}`) })),
    },
  };
}

export type SearchPageData = Awaited<ReturnType<typeof searchPage>>;

/** The search form's live count: how many cars the filters as they stand would show. */
export async function searchCount(request: Request, context: AppLoadContext) {
  const filters = parseSearch(new URL(request.url).searchParams);
  const total = await countListings(context.db, filters);
  return Response.json(
    {
      count: total.count,
      label: countText(total, "used.showResultsOne", "used.showResults", "used.showResultsMore"),
    },
    { headers: { "Cache-Control": "public, max-age=30" } },
  );
}

/** The market's home: latest listings, and ways in by make, body type and budget. */
export async function marketHomePage(request: Request, context: AppLoadContext) {
  const [latest, facets, bodies, user] = await Promise.all([
    latestListings(context.db, 8),
    marketFacets(context.db, undefined),
    bodyCounts(context.db),
    currentUser(context.auth, request),
  ]);
  const total = facets.makes.reduce((sum, make) => sum + make.count, 0);
  const search = (query: string) => `${USED_SEARCH_PATH}?${query}`;
  const budgets = [5_000_000, 10_000_000, 20_000_000, 40_000_000];
  return {
    siteUrl: context.env.SITE_URL,
    text: usedMarketMessages,
    total,
    seeAll: tUsed("used.seeAll", { count: formatPrice(total) }),
    latest: await withHearts(context, user, latest.map(listingCardView)),
    makes: facets.makes.map((f) => ({
      key: f.key,
      label: f.label,
      count: f.count,
      href: search(`make=${f.key}`),
    })),
    budgetChoices: priceChoices.map((p) => ({ value: String(p), label: formatPrice(p, { currency: true }) })),
    bodies: bodies.flatMap(({ body, count }) =>
      body ? [{ body, label: bodyLabels[body], count, href: search(`body=${body}`) }] : [],
    ),
    budgets: [
      ...budgets.map((price) => ({
        label: tUsed("used.budgetUpTo", { price: formatPrice(price, { currency: true }) }),
        href: search(`price_max=${price}`),
      })),
      {
        label: tUsed("used.budgetOver", { price: formatPrice(budgets.at(-1)!, { currency: true }) }),
        href: search(`price_min=${budgets.at(-1)}`),
      },
    ],
  };
}

type Listing = typeof usedListings.$inferSelect;
type Photo = typeof usedListingPhotos.$inferSelect;

/** A listing's key facts as a buyer reads them (the listing page, the moderation queue). */
export function listingFacts(listing: Listing): { label: string; value: string }[] {
  return [
    { label: tUsed("listing.year"), value: String(listing.year ?? 0) },
    { label: tUsed("listing.mileage"), value: km(listing.mileageKm ?? 0) },
    ...(listing.energy ? [{ label: tUsed("listing.energy"), value: energyLabels[listing.energy] }] : []),
    ...(listing.gearbox
      ? [{ label: tUsed("listing.gearbox"), value: transmissionLabels[listing.gearbox] }]
      : []),
    ...(listing.body ? [{ label: tUsed("listing.body"), value: bodyLabels[listing.body] }] : []),
    ...(listing.engineCc
      ? [
          {
            label: tUsed("listing.engine"),
            value: tUsed("listing.engineCc", { cc: formatPrice(listing.engineCc) }),
          },
        ]
      : []),
    ...(listing.drive ? [{ label: tUsed("listing.drive"), value: driveLabels[listing.drive] }] : []),
    { label: tUsed("listing.steering"), value: tUsed(`steering.${listing.steering}`) },
    ...(listing.colour ? [{ label: tUsed("listing.colour"), value: listing.colour }] : []),
    ...(listing.condition
      ? [{ label: tUsed("listing.condition"), value: tUsed(`condition.${listing.condition}`) }]
      : []),
    ...(listing.importStatus
      ? [{ label: tUsed("listing.import"), value: tUsed(`import.${listing.importStatus}`) }]
      : []),
    {
      label: tUsed("listing.location"),
      value: [listing.sector, listing.district].filter(Boolean).join(", "),
    },
  ];
}

/**
 * A listing's photos as the gallery shows them, in order, each with its text alternative: every width of
 * an uploaded photo, or a demo listing's drawing.
 */
export function listingPhotos(photos: Photo[], car: string) {
  return photos.map((photo, index) => ({
    ...photoSource(photo, GALLERY_SIZES, 960),
    width: photo.width,
    height: photo.height,
    alt: tUsed("listing.photoOf", { n: index + 1, total: photos.length, car }),
  }));
}

/** The id of "/marche-doccasion/annonce/{id}-{slug}", or a 404. */
function listingId(request: Request, param: string | undefined): number {
  const [, id] = /^(\d+)(?:-.*)?$/.exec(param ?? "") ?? [];
  const number = parseId(id);
  if (number === null) notFound(request);
  return number;
}

export type ReportResult =
  | { status: "sent"; message: string }
  | { status: "invalid"; values: ReportValues; errors: ReportErrors; formError?: string };

/**
 * "Report this listing": anyone may report a car on sale (signed-in reporters are named to the
 * moderators). A filled honeypot is thanked and dropped; each address may send REPORT_RATE_LIMIT an hour.
 */
export async function reportListing(request: Request, context: AppLoadContext, param: string | undefined) {
  const id = listingId(request, param);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: ReportValues = { reason: field("reason"), details: field("details") };
  const sent = data<ReportResult>({ status: "sent", message: tUsed("report.thanks") });
  const refuse = (
    result: Omit<Extract<ReportResult, { status: "invalid" }>, "status" | "values">,
    init: ResponseInit,
  ) => data<ReportResult>({ status: "invalid", values, ...result }, init);
  if (field(REPORT_HONEYPOT).trim() !== "") {
    context.log.warn({ ip: context.clientIp }, "report form honeypot filled; report dropped");
    return sent;
  }
  const validation = validateReport(values);
  if (!validation.ok) return refuse({ errors: validation.errors }, { status: 400 });
  const limit = await context.limits.report.consume(context.clientIp);
  if (!limit.ok)
    return refuse(
      {
        errors: {},
        formError: tUsed("report.error.rateLimited", {
          minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)),
        }),
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const user = await currentUser(context.auth, request);
  const stored = await fileReport(context.db, {
    listingId: id,
    reason: validation.reason,
    details: validation.details,
    reporterId: user?.id ?? null,
  });
  if (!stored) return refuse({ errors: {}, formError: tUsed("report.error.gone") }, { status: 404 });
  context.log.info({ listingId: id, reason: validation.reason }, "listing reported");
  return sent;
}

/**
 * /marche-doccasion/annonce/{id}-{slug}: a listing for sale, sold or ended (the last two stay visible,
 * marked, and out of the search). A wrong or missing slug answers 301 to the canonical address.
 */
export async function listingPage(request: Request, context: AppLoadContext, param: string | undefined) {
  const found = await publicListing(context.db, listingId(request, param));
  if (!found) return notFound(request);
  const { listing, photos } = found;
  const year = listing.year ?? 0;
  const path = listingPath({ id: listing.id, make: listing.make, model: listing.model, year });
  const url = new URL(request.url);
  if (url.pathname !== path)
    throw new Response(null, { status: 301, headers: { Location: path + url.search } });

  const car = listingName(listing);
  const price = formatPrice(listing.priceRwf ?? 0, { currency: true });
  const [similar, user] = await Promise.all([
    similarListings(context.db, listing, 4),
    currentUser(context.auth, request),
  ]);
  const kept = await favouriteIds(context.db, user?.id, [listing.id, ...similar.map((card) => card.id)]);
  const pageUrl = `${context.env.SITE_URL}${path}`;
  const whatsappNumber = listing.phone.replace(/\D/g, "");
  const status = listing.status;
  return {
    siteUrl: context.env.SITE_URL,
    /** Every sentence of the page, composed here so its JavaScript carries no dictionary. */
    labels: {
      notice:
        status === "sold"
          ? tUsed("listing.soldNotice")
          : status === "expired"
            ? tUsed("listing.expiredNotice")
            : null,
      drawingNote: photos.some((photo) => photo.drawing) ? tUsed("listing.drawingNote") : null,
      rhdWarning: listing.steering === "right" ? tUsed("listing.rhdWarning") : null,
      negotiable: listing.negotiable ? tUsed("used.negotiable") : null,
      keyFacts: tUsed("listing.keyFacts"),
      description: tUsed("listing.description"),
      reference: [
        tUsed("listing.reference", { id: listing.id }),
        listing.publishedAt
          ? tUsed("listing.published", { date: formatDate(listing.publishedAt.toISOString().slice(0, 10)) })
          : null,
      ]
        .filter(Boolean)
        .join(" · "),
      seller: tUsed("listing.seller"),
      showPhone: tUsed("listing.showPhone"),
      call: tUsed("listing.call", { phone: listing.phone }),
      whatsapp: tUsed("listing.whatsapp"),
      safety: tUsed("listing.safety"),
      safetyLink: tUsed("listing.safetyLink"),
      similar: tUsed("listing.similar"),
      gallery: {
        previous: tUsed("listing.previousPhoto"),
        next: tUsed("listing.nextPhoto"),
        open: tUsed("listing.openPhoto"),
        close: tUsed("listing.closePhoto"),
      },
    },
    path,
    id: listing.id,
    status: listing.status,
    car,
    title: listing.title,
    priceText: price,
    priceRwf: listing.priceRwf ?? 0,
    description: listing.description,
    facts: listingFacts(listing),
    photos: listingPhotos(photos, car),
    favourite: heart(listing.id, car, kept),
    seller: {
      name: listing.sellerName,
      type: listing.sellerType,
      typeLabel: tUsed(listing.sellerType === "dealer" ? "used.dealer" : "used.private"),
      // The number is in the page only behind "Show phone number"; bots that read HTML still get it,
      // as on every classifieds site, so it is never shown for ended listings.
      phone: listing.status === "active" ? listing.phone : null,
      whatsapp:
        listing.status === "active" && listing.whatsapp
          ? `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(
              tUsed("listing.whatsappMessage", { car, price, url: pageUrl }),
            )}`
          : null,
    },
    similar: similar.map(listingCardView).map(withHeart(kept)),
    // Reporting is for cars on sale; sold and ended ones are out of the search already.
    report:
      status === "active"
        ? {
            title: tUsed("report.title"),
            intro: tUsed("report.intro"),
            reason: tUsed("report.reason"),
            chooseReason: tUsed("report.chooseReason"),
            reasons: reportReasons.map((reason) => ({
              value: reason,
              label: tUsed(`report.reason.${reason}`),
            })),
            details: tUsed("report.details"),
            detailsHint: tUsed("report.detailsHint"),
            detailsMax: REPORT_DETAILS_MAX,
            honeypot: REPORT_HONEYPOT,
            send: tUsed("report.send"),
            sending: tUsed("report.sending"),
            safety: tUsed("report.safety"),
            safetyLink: tUsed("used.safetyLink"),
          }
        : null,
    body: listing.body,
    energy: listing.energy,
    gearbox: listing.gearbox,
    mileageKm: listing.mileageKm ?? 0,
    year,
    colour: listing.colour,
    make: listing.make,
    makeKey: listing.makeKey ?? "",
    model: listing.model,
  };
}

export type ListingPageData = Awaited<ReturnType<typeof listingPage>>;
