/**
 * The used-car market's pages as their loaders hand them to the components: cards, filter choices and
 * chips, labels and text already composed, so the pages' JavaScript carries no dictionary.
 */
import { formatDate, kigaliDate } from "~/shared/lib/dates";
import { bodyLabels, driveLabels, energyLabels, transmissionLabels } from "~/shared/lib/labels";
import { USED_MARKET_PATH, USED_SEARCH_PATH } from "~/shared/lib/links";
import { seoMeta } from "~/shared/lib/meta";
import { pageNav, pageParam } from "~/shared/lib/pagination";
import { shareLinks } from "~/shared/lib/share";
import { photoSource } from "~/features/posting/listing-photos";
import { formatNumber, formatPrice } from "~/shared/lib/price";
import { REPORT_DETAILS_MAX } from "~/features/used-market/listing-report";
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
import { layoutText } from "~/features/layout/text/layout";
import { favouritesText } from "~/features/used-market/text/favourites";
import { savedSearchText } from "~/features/used-market/text/saved-searches";
import { usedMarketText, type UsedMarketMessages } from "~/features/used-market/text/used-market";
import type { Locale } from "~/shared/i18n/locale";
import { textFor, type Translate } from "~/shared/i18n/text";
import type { Db } from "../../shared/db/client";
import type { Keep } from "../../shared/cache/table-memo.server";
import type { usedListingPhotos, usedListings } from "../../shared/db/schema";
import { favouriteIds } from "./favourites.server";
import { districts, findDistrict } from "../../shared/server/places.server";
import { isSearchSaved } from "./saved-searches.server";
import {
  bodyCounts,
  countListings,
  latestListings,
  marketFacets,
  type publicListing,
  searchListings,
  similarListings,
  type Facet,
  type ListingCard,
  type ListingCount,
} from "./used-market.server";
import type {
  Choice,
  FilterChip,
  Heart,
  ListingCardView,
  ListingHighlight,
  ReportFormText,
  SaveSearchView,
} from "./view";

export const SEARCH_PAGE_SIZE = 24;

/** The used market's `t()`: the words of cards, facts and the search in the request's language. */
type UsedText = Translate<UsedMarketMessages>;

const km = (value: number, t: UsedText) => t("used.mileageKm", { km: formatNumber(value) });

/** How wide pictures show: a card in the result grids, the listing page's gallery (the main column). */
const CARD_SIZES = "(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw";
export const GALLERY_SIZES = "(min-width: 1280px) 860px, (min-width: 1024px) 66vw, 100vw";

export function listingCardView(card: ListingCard, t: UsedText): ListingCardView {
  return {
    id: card.id,
    path: card.path,
    heading: `${card.make} ${card.model}`,
    title: card.title,
    priceText: formatPrice(card.priceRwf, { currency: true }),
    negotiable: card.negotiable ? t("used.negotiable") : null,
    facts: [
      String(card.year),
      km(card.mileageKm, t),
      energyLabels[card.energy],
      transmissionLabels[card.gearbox],
    ],
    district: card.district,
    // No badge without a photo of the car: a drawing is not one.
    photos:
      card.photoCount === 0
        ? null
        : card.photoCount === 1
          ? t("used.photosOne")
          : t("used.photos", { count: card.photoCount }),
    // Cards know the cover's key only; photos are uploaded at least 960 pixels wide as a rule.
    picture: photoSource({ storageKey: card.pictureKey, drawing: card.picture, width: 960 }, CARD_SIZES, 480),
    badge: card.status === "sold" ? t("used.sold") : card.status === "expired" ? t("used.expired") : null,
  };
}

/**
 * The signed-in visitor's hearts for the cards of a page (one query), or every heart off for visitors
 * (theirs opens the sign-in popup).
 */
export async function withHearts(
  db: Db,
  userId: string | undefined,
  cards: ListingCardView[],
  locale: Locale,
): Promise<ListingCardView[]> {
  const kept = await favouriteIds(
    db,
    userId,
    cards.map((card) => card.id),
  );
  return cards.map(withHeart(kept, locale));
}

const NO_HEARTS: ReadonlySet<number> = new Set();

/** Cards as every visitor sees them, every heart off: what a kept page holds (a member's go on a copy). */
const visitorCards = (cards: ListingCard[], t: UsedText, locale: Locale) =>
  cards.map((card) => withHeart(NO_HEARTS, locale)(listingCardView(card, t)));

const withHeart =
  (kept: ReadonlySet<number>, locale: Locale) =>
  (card: ListingCardView): ListingCardView => ({
    ...card,
    favourite: heart(card.id, card.heading, kept, locale),
  });

const heart = (id: number, car: string, kept: ReadonlySet<number>, locale: Locale): Heart => ({
  on: kept.has(id),
  label: textFor(favouritesText, locale)("favourites.add", { car }),
});

/** The calendar year in Kigali. */
export const thisYear = () => Number(kigaliDate().slice(0, 4));

type CountKey = keyof UsedMarketMessages & string;

/** "1 car for sale", "312 cars for sale", "10.000+ cars for sale": a count in the words of its place. */
function countText(
  { count, capped }: ListingCount,
  t: UsedText,
  one: CountKey,
  many: CountKey,
  more: CountKey,
): string {
  if (capped) return t(more, { count: formatNumber(count) });
  return count === 1 ? t(one) : t(many, { count: formatNumber(count) });
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
export function searchLabel(
  filters: UsedFilters,
  facets: { makes: Facet[]; models: Facet[] },
  locale: Locale,
): string {
  return savedSearchLabel(
    filters,
    {
      makes: Object.fromEntries(facets.makes.map((facet) => [facet.key, facet.label])),
      model: facets.models.find((facet) => facet.key === filters.model)?.label,
    },
    locale,
  );
}

/**
 * What /marche-doccasion/rechercher shows every visitor alike for a query string (`params`): results,
 * choices, chips and pages, with every heart off and the search not saved.
 */
async function searchResults(db: Db, params: URLSearchParams, siteUrl: string, locale: Locale) {
  const t = textFor(usedMarketText, locale);
  const tSearch = textFor(savedSearchText, locale);
  const { filters, facets } = await resolveFilters(db, params);

  const result = await searchListings(db, filters, {
    page: pageParam(params.get("page")),
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
      label: t("used.upToKm", { km: formatNumber(filters.mileageMax) }),
      href: remove("mileageMax"),
    });
  if (filters.energy) chips.push({ label: energyLabels[filters.energy], href: remove("energy") });
  if (filters.gearbox) chips.push({ label: transmissionLabels[filters.gearbox], href: remove("gearbox") });
  if (filters.body) chips.push({ label: bodyLabels[filters.body], href: remove("body") });
  if (filters.district) chips.push({ label: filters.district, href: remove("district") });
  if (filters.seller) chips.push({ label: t(`seller.${filters.seller}`), href: remove("seller") });

  const total = result.page.total;
  const savedQuery = savedSearchQuery(filters);
  const saveSearch: SaveSearchView = {
    query: savedQuery,
    saved: false,
    text: {
      save: tSearch("saved.save"),
      saving: tSearch("saved.saving"),
      saved: tSearch("saved.saved"),
      savedText: tSearch("saved.savedText"),
      manage: tSearch("saved.manage"),
    },
  };
  return {
    siteUrl,
    canonical: `${USED_SEARCH_PATH}${canonicalQuery}`,
    filters,
    total,
    totalText: countText(result, t, "used.resultCountOne", "used.resultCount", "used.resultCountMore"),
    listings: visitorCards(result.listings, t, locale),
    saveSearch,
    chips,
    activeFilters: activeUsedFilterCount(filters),
    pagination: pageNav(result.page, canonicalQuery, {
      label: t("used.pagination"),
      previous: t("used.previous"),
      next: t("used.next"),
      page: t("used.page"),
    }),
    choices: {
      makes: facets.makes.map((f) => ({ value: f.key, label: `${f.label} (${f.count})` })),
      models: facets.models.map((f) => ({ value: f.key, label: `${f.label} (${f.count})` })),
      prices: priceChoices.map((p) => ({ value: String(p), label: rwf(p) })),
      years,
      mileages: mileageChoices.map((m) => ({ value: String(m), label: km(m, t) })),
      energies: energies.map((e) => ({ value: e, label: energyLabels[e] })),
      gearboxes: gearboxes.map((g) => ({ value: g, label: transmissionLabels[g] })),
      bodies: bodyTypes.map((b) => ({ value: b, label: bodyLabels[b] })),
      districts: districts.map((d) => ({ value: d.name, label: d.name })),
      sellers: sellerTypes.map((s) => ({ value: s, label: t(`seller.${s}`) })),
      sorts: usedSorts.map((s) => ({ value: s, label: t(`used.sort.${s}`) })),
    },
  };
}

/** The key of a search's results: the year (it bounds the years), the language, the page and the filters. */
const searchKey = (params: URLSearchParams, locale: Locale) =>
  [thisYear(), locale, pageParam(params.get("page")), usedFiltersQuery(parseSearch(params))].join(":");

/**
 * Everything /marche-doccasion/rechercher shows for a query string (`params`), for the signed-in member
 * `userId` (their hearts and whether the search is saved) or a visitor. The results are the same for every
 * visitor and change only with listings: they are kept (`keep`) until their tables change.
 */
export async function searchView(
  db: Db,
  keep: Keep,
  params: URLSearchParams,
  userId: string | undefined,
  siteUrl: string,
  locale: Locale,
) {
  const page = await keep(`used-search:${searchKey(params, locale)}`, () =>
    searchResults(db, params, siteUrl, locale),
  );
  if (!userId) return page;
  return {
    ...page,
    listings: await withHearts(db, userId, page.listings, locale),
    saveSearch: { ...page.saveSearch, saved: await isSearchSaved(db, userId, page.saveSearch.query) },
  };
}

/** The search form's live count: how many cars the filters as they stand would show, and the button's words. */
export async function searchCountView(db: Db, keep: Keep, params: URLSearchParams, locale: Locale) {
  const filters = parseSearch(params);
  const key = [thisYear(), usedFiltersQuery(filters)].join(":");
  const total = await keep(`used-count:${key}`, () => countListings(db, filters));
  return {
    count: total.count,
    label: countText(
      total,
      textFor(usedMarketText, locale),
      "used.showResultsOne",
      "used.showResults",
      "used.showResultsMore",
    ),
  };
}

/** The market's home: latest listings, and ways in by make, body type and budget. */
export async function marketHomeView(
  db: Db,
  keep: Keep,
  userId: string | undefined,
  siteUrl: string,
  locale: Locale,
) {
  // The same for every visitor until listings change: kept; a member's hearts are read for them.
  const page = await keep(`used-market:${locale}`, () => marketHome(db, siteUrl, locale));
  return userId ? { ...page, latest: await withHearts(db, userId, page.latest, locale) } : page;
}

async function marketHome(db: Db, siteUrl: string, locale: Locale) {
  const t = textFor(usedMarketText, locale);
  const [latest, facets, bodies] = await Promise.all([
    latestListings(db, 8),
    marketFacets(db, undefined),
    bodyCounts(db),
  ]);
  const total = facets.makes.reduce((sum, make) => sum + make.count, 0);
  const search = (query: string) => `${USED_SEARCH_PATH}?${query}`;
  const budgets = [5_000_000, 10_000_000, 20_000_000, 40_000_000];
  return {
    siteUrl,
    total,
    seeAll: t("used.seeAll", { count: formatNumber(total) }),
    latest: visitorCards(latest, t, locale),
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
        label: t("used.budgetUpTo", { price: formatPrice(price, { currency: true }) }),
        href: search(`price_max=${price}`),
      })),
      {
        label: t("used.budgetOver", { price: formatPrice(budgets.at(-1)!, { currency: true }) }),
        href: search(`price_min=${budgets.at(-1)}`),
      },
    ],
  };
}

type Listing = typeof usedListings.$inferSelect;
type Photo = typeof usedListingPhotos.$inferSelect;

/** A listing's key facts as a buyer reads them (the listing page, the moderation queue). */
export function listingFacts(listing: Listing, t: UsedText): { label: string; value: string }[] {
  return [
    { label: t("listing.year"), value: String(listing.year ?? 0) },
    { label: t("listing.mileage"), value: km(listing.mileageKm ?? 0, t) },
    ...(listing.energy ? [{ label: t("listing.energy"), value: energyLabels[listing.energy] }] : []),
    ...(listing.gearbox ? [{ label: t("listing.gearbox"), value: transmissionLabels[listing.gearbox] }] : []),
    ...(listing.body ? [{ label: t("listing.body"), value: bodyLabels[listing.body] }] : []),
    ...(listing.engineCc
      ? [
          {
            label: t("listing.engine"),
            value: t("listing.engineCc", { cc: formatNumber(listing.engineCc) }),
          },
        ]
      : []),
    ...(listing.drive ? [{ label: t("listing.drive"), value: driveLabels[listing.drive] }] : []),
    { label: t("listing.steering"), value: t(`steering.${listing.steering}`) },
    ...(listing.colour ? [{ label: t("listing.colour"), value: listing.colour }] : []),
    ...(listing.condition
      ? [{ label: t("listing.condition"), value: t(`condition.${listing.condition}`) }]
      : []),
    ...(listing.importStatus
      ? [{ label: t("listing.import"), value: t(`import.${listing.importStatus}`) }]
      : []),
    {
      label: t("listing.location"),
      value: [listing.sector, listing.district].filter(Boolean).join(", "),
    },
  ];
}

/** What a buyer decides on first, under the price: year, mileage, fuel, gearbox and place. */
export function listingHighlights(listing: Listing, t: UsedText): ListingHighlight[] {
  const highlights: ListingHighlight[] = [
    { icon: "calendar", text: String(listing.year ?? 0) },
    { icon: "gauge", text: km(listing.mileageKm ?? 0, t) },
  ];
  if (listing.energy) highlights.push({ icon: null, text: energyLabels[listing.energy] });
  if (listing.gearbox) highlights.push({ icon: null, text: transmissionLabels[listing.gearbox] });
  const place = [listing.sector, listing.district].filter(Boolean).join(", ");
  if (place) highlights.push({ icon: "map-pin", text: place });
  return highlights;
}

/**
 * A listing's photos as the gallery shows them, in order, each with its text alternative: every width of
 * an uploaded photo, or a demo listing's drawing.
 */
export function listingPhotos(photos: Photo[], car: string, t: UsedText) {
  return photos.map((photo, index) => ({
    ...photoSource(photo, GALLERY_SIZES, 960),
    width: photo.width,
    height: photo.height,
    alt: t("listing.photoOf", { n: index + 1, total: photos.length, car }),
  }));
}

/** A listing the public may see, as `publicListing` finds it. */
export type PublicListing = NonNullable<Awaited<ReturnType<typeof publicListing>>>;

/** The canonical address of a listing's page: a wrong or missing slug is sent there (301). */
export const canonicalListingPath = (listing: Listing) =>
  listingPath({ id: listing.id, make: listing.make, model: listing.model, year: listing.year ?? 0 });

/**
 * /marche-doccasion/annonce/{id}-{slug}: a listing for sale, sold or ended (the last two stay visible,
 * marked, and out of the search), for the signed-in member `userId` (their hearts) or a visitor.
 */
export async function listingView(
  db: Db,
  { listing, photos }: PublicListing,
  userId: string | undefined,
  siteUrl: string,
  locale: Locale,
) {
  const t = textFor(usedMarketText, locale);
  const year = listing.year ?? 0;
  const path = canonicalListingPath(listing);
  const car = listingName(listing);
  const price = formatPrice(listing.priceRwf ?? 0, { currency: true });
  const similar = await similarListings(db, listing, 4);
  const kept = await favouriteIds(db, userId, [listing.id, ...similar.map((card) => card.id)]);
  const pageUrl = `${siteUrl}${path}`;
  const whatsappNumber = listing.phone.replace(/\D/g, "");
  const status = listing.status;
  const report: ReportFormText | null =
    // Reporting is for cars on sale; sold and ended ones are out of the search already.
    status === "active"
      ? {
          title: t("report.title"),
          intro: t("report.intro"),
          reason: t("report.reason"),
          chooseReason: t("report.chooseReason"),
          reasons: reportReasons.map((reason) => ({
            value: reason,
            label: t(`report.reason.${reason}`),
          })),
          details: t("report.details"),
          detailsHint: t("report.detailsHint"),
          detailsMax: REPORT_DETAILS_MAX,
          send: t("report.send"),
          sending: t("report.sending"),
          safety: t("report.safety"),
          safetyLink: t("used.safetyLink"),
        }
      : null;
  return {
    siteUrl,
    /** Every sentence of the page, composed here so its JavaScript carries no dictionary. */
    labels: {
      notice:
        status === "sold"
          ? t("listing.soldNotice")
          : status === "expired"
            ? t("listing.expiredNotice")
            : null,
      drawingNote: photos.some((photo) => photo.drawing) ? t("listing.drawingNote") : null,
      rhdWarning: listing.steering === "right" ? t("listing.rhdWarning") : null,
      negotiable: listing.negotiable ? t("used.negotiable") : null,
      keyFacts: t("listing.keyFacts"),
      description: t("listing.description"),
      reference: [
        t("listing.reference", { id: listing.id }),
        listing.publishedAt
          ? t("listing.published", { date: formatDate(listing.publishedAt.toISOString().slice(0, 10)) })
          : null,
      ]
        .filter(Boolean)
        .join(" · "),
      seller: t("listing.seller"),
      call: t("listing.call", { phone: listing.phone }),
      callShort: t("listing.callShort"),
      contactBar: t("listing.contactBar"),
      whatsapp: t("listing.whatsapp"),
      safety: t("listing.safety"),
      safetyLink: t("listing.safetyLink"),
      similar: t("listing.similar"),
      gallery: {
        previous: t("listing.previousPhoto"),
        next: t("listing.nextPhoto"),
        open: t("listing.openPhoto"),
        close: t("listing.closePhoto"),
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
    facts: listingFacts(listing, t),
    highlights: listingHighlights(listing, t),
    photos: listingPhotos(photos, car, t),
    favourite: heart(listing.id, car, kept, locale),
    seller: {
      name: listing.sellerName,
      type: listing.sellerType,
      typeLabel: t(listing.sellerType === "dealer" ? "used.dealer" : "used.private"),
      // The number is in the page only behind "Show phone number"; bots that read HTML still get it,
      // as on every classifieds site, so it is never shown for ended listings.
      phone: listing.status === "active" ? listing.phone : null,
      whatsapp:
        listing.status === "active" && listing.whatsapp
          ? `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(
              t("listing.whatsappMessage", { car, price, url: pageUrl }),
            )}`
          : null,
    },
    similar: similar.map((card) => listingCardView(card, t)).map(withHeart(kept, locale)),
    report,
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

export type ListingView = Awaited<ReturnType<typeof listingView>>;

/** The listing page's breadcrumbs, share links and meta tags (with its schema.org Car and Offer). */
export function listingExtras(page: ListingView, site: string, locale: Locale) {
  const t = textFor(usedMarketText, locale);
  const url = `${site}${page.path}`;
  const heading = `${page.car} – ${page.priceText}`;
  const description = `${page.title}. ${page.facts.map((fact) => fact.value).join(", ")}.`;
  const image = page.photos[0] ? `${site}${page.photos[0].src.replace(/\.svg$/, ".png")}` : undefined;
  const offerStatus = page.status === "active" ? "https://schema.org/InStock" : "https://schema.org/SoldOut";
  return {
    breadcrumbs: [
      { label: textFor(layoutText, locale)("menu.home"), to: "/" },
      { label: t("used.market"), to: USED_MARKET_PATH },
      { label: page.make, to: `${USED_SEARCH_PATH}?make=${encodeURIComponent(page.makeKey)}` },
      { label: page.car },
    ],
    share: {
      links: shareLinks({ url, title: heading, description, media: image }, locale),
      page: { url, title: heading, text: description },
    },
    meta: seoMeta(
      {
        title: heading,
        description,
        path: page.path,
        image,
        imageAlt: page.photos[0]?.alt,
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "Car",
          name: page.car,
          description: page.description,
          brand: { "@type": "Brand", name: page.make },
          model: page.model,
          vehicleModelDate: String(page.year),
          mileageFromOdometer: { "@type": "QuantitativeValue", value: page.mileageKm, unitCode: "KMT" },
          ...(page.colour ? { color: page.colour } : {}),
          itemCondition: "https://schema.org/UsedCondition",
          ...(image ? { image } : {}),
          url,
          offers: {
            "@type": "Offer",
            price: page.priceRwf,
            priceCurrency: "RWF",
            availability: offerStatus,
            itemCondition: "https://schema.org/UsedCondition",
            url,
          },
        },
      },
      site,
    ),
  };
}
