import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { dealerServices, weekDays } from "~/features/dealers/dealers";
import { brands, publishedBrand } from "../../../shared/db/schema";
import { dealerClock, getDealer, getDealers, listDealers } from "../../dealers/dealers.server";
// The API answers in one language whatever the caller's: the site's default.
import { DEFAULT_LOCALE } from "~/shared/i18n/locale";
import { absoluteUrl, itemEndpoint, listEndpoint, pageQuery } from "../endpoint";
import { ApiError } from "../api-error";
import { districtQuery, enumQuery, oneOf } from "./places";

const dealerBrandSchema = z
  .object({
    id: z.int().meta({ example: 12 }),
    name: z.string().meta({ example: "Toyota" }),
    slug: z.string().meta({ example: "toyota" }),
  })
  .meta({ id: "DealerBrand" });

const openingHoursSchema = z
  .object({
    day: z
      .int()
      .min(0)
      .max(6)
      .meta({ description: "Day of the week: 0 = Sunday … 6 = Saturday.", example: 1 }),
    day_name: z.enum(weekDays).meta({ example: "Monday" }),
    opens: z.string().meta({ description: "Kigali time, HH:MM.", example: "08:00" }),
    closes: z.string().meta({ description: "Kigali time, HH:MM.", example: "17:30" }),
  })
  .meta({ id: "OpeningHours" });

export const dealerSchema = z
  .object({
    id: z.int().meta({ example: 3 }),
    name: z.string().meta({ example: "Toyota Rwanda" }),
    slug: z.string().meta({ example: "toyota-rwanda" }),
    description: z.string().meta({ description: "What the dealer says about itself; may be empty." }),
    district: z.string().meta({ description: "One of Rwanda's 30 districts.", example: "Gasabo" }),
    address: z.string().meta({ example: "KG 11 Ave, Gisozi" }),
    services: z
      .array(z.enum(dealerServices))
      .meta({ description: "What the dealer does: sells new cars, sells used cars, services cars." }),
    brands: z.array(dealerBrandSchema).meta({ description: "The brands it sells or services, A–Z." }),
    phone: z.string().meta({ description: "The dealer's public phone number.", example: "+250788000000" }),
    whatsapp: z.string().nullable().meta({
      description: "The dealer's WhatsApp number (digits, with +), or null.",
      example: "+250788000000",
    }),
    whatsapp_url: z
      .url()
      .nullable()
      .meta({ description: "A wa.me link opening a chat with a greeting typed in advance, or null." }),
    email: z.string().nullable(),
    website: z.string().nullable(),
    opening_hours: z
      .array(openingHoursSchema)
      .meta({ description: "The week's opening periods in Kigali time; a day not listed is closed." }),
    open_now: z.boolean().meta({ description: "Whether it is open at the moment of the call, in Kigali." }),
    open_text: z.string().meta({ example: "Open · closes at 17:30" }),
    coordinates: z
      .object({ latitude: z.number(), longitude: z.number() })
      .nullable()
      .meta({ description: "Where it is on the map, when known." }),
    logo_url: z
      .string()
      .nullable()
      .meta({ description: "Uploaded logo, absolute URL; null when there is none." }),
    is_demo: z
      .boolean()
      .meta({ description: "True for the example dealers the site ships with (not verified businesses)." }),
    updated_at: z.iso.datetime({ offset: true }),
    url: z.url().meta({ description: "The dealer's page on the site." }),
  })
  .meta({ id: "Dealer" });

type Dealer = NonNullable<Awaited<ReturnType<typeof getDealer>>>;

/** The number a wa.me link opens a chat with ("https://wa.me/250788…?text=…" → "+250788…"). */
const whatsappNumber = (link: string | null) => {
  const digits = link ? /^https:\/\/wa\.me\/(\d+)/.exec(link)?.[1] : undefined;
  return digits ? `+${digits}` : null;
};

const hoursOrder = (day: number) => (day + 6) % 7;

function toDealer(site: string, dealer: Dealer): z.input<typeof dealerSchema> {
  return {
    id: dealer.id,
    name: dealer.name,
    slug: dealer.slug,
    description: dealer.description,
    district: dealer.district,
    address: dealer.address,
    services: dealer.services.map((service) => service.key),
    brands: dealer.brands.map(({ id, name, slug }) => ({ id, name, slug })),
    phone: dealer.phone,
    whatsapp: whatsappNumber(dealer.whatsapp),
    whatsapp_url: dealer.whatsapp,
    email: dealer.email,
    website: dealer.website,
    opening_hours: [...dealer.hours]
      .sort((a, b) => hoursOrder(a.day) - hoursOrder(b.day) || a.opens.localeCompare(b.opens))
      .map((period) => ({ ...period, day_name: weekDays[period.day]! })),
    open_now: dealer.open,
    open_text: dealer.openText,
    coordinates:
      dealer.latitude !== null && dealer.longitude !== null
        ? { latitude: dealer.latitude, longitude: dealer.longitude }
        : null,
    logo_url: absoluteUrl(site, dealer.logoUrl),
    is_demo: dealer.isDemo,
    updated_at: dealer.updatedAt.toISOString(),
    url: absoluteUrl(site, dealer.path),
  };
}

const dealerQuery = pageQuery(24).extend({
  brand: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/, { error: "Must be a brand's slug, as /brands gives it (e.g. toyota)." })
    .optional()
    .meta({ description: "Only dealers selling or servicing this brand, by its slug.", example: "toyota" }),
  district: districtQuery("Only dealers in this district."),
  service: enumQuery(dealerServices, "Only dealers that sell new cars, sell used cars, or service cars."),
  open_now: z
    .enum(["true", "false", "1", "0"], { error: oneOf(["true", "false"]) })
    .optional()
    .transform((value) => value === "true" || value === "1")
    .meta({ description: "`true`: only dealers open at the moment of the call (Kigali time)." }),
});

export const dealerEndpoints = [
  listEndpoint({
    path: "/dealers",
    operationId: "listDealers",
    tag: "Dealers",
    summary: "Dealers",
    description:
      "The dealer directory (the site's /dealerships page): showrooms and garages in Rwanda, A–Z, filtered as on the site by brand, district, service and whether they are open now. Dealers are businesses: their phone numbers are public.",
    query: dealerQuery,
    item: dealerSchema,
    maxAge: 60,
    async list({ query, db, env }) {
      if (query.brand) {
        const [brand] = await db
          .select({ id: brands.id })
          .from(brands)
          .where(and(eq(brands.slug, query.brand), publishedBrand));
        if (!brand)
          throw new ApiError(400, "invalid_parameters", "Some parameters are not valid.", {
            brand: "No brand has this slug; /brands lists them.",
          });
      }
      const now = dealerClock(env);
      const { dealers, page } = await listDealers(
        db,
        {
          ...(query.brand ? { brand: query.brand } : {}),
          ...(query.district ? { district: query.district } : {}),
          ...(query.service ? { service: query.service } : {}),
          openNow: query.open_now,
        },
        now,
        query.page,
        env.SITE_NAME,
        DEFAULT_LOCALE,
        query.per_page,
      );
      // The site shows the last page for a page past the end; the API answers an empty one.
      const shown = page.page === query.page ? dealers : [];
      const full = await getDealers(
        db,
        shown.map((card) => card.id),
        now,
        env.SITE_NAME,
        DEFAULT_LOCALE,
      );
      return { data: full.map((dealer) => toDealer(env.SITE_URL, dealer)), total: page.total };
    },
  }),
  itemEndpoint({
    path: "/dealers/{id}",
    operationId: "getDealer",
    tag: "Dealers",
    summary: "A dealer",
    description: "One dealer of the directory, with its brands, opening hours and contact.",
    item: dealerSchema,
    maxAge: 60,
    notFound: "No dealer has this id.",
    async find({ id, db, env }) {
      const dealer = await getDealer(db, id, dealerClock(env), env.SITE_NAME, DEFAULT_LOCALE);
      return dealer ? toDealer(env.SITE_URL, dealer) : null;
    },
  }),
];
