/** The dealer directory in the back office: the list, a dealer's form and its saves (decision 0020). */
import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, dealerBrands, dealers } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { formatDateTime } from "~/shared/lib/dates";
import { districts } from "~/shared/server/places.server";
import type { Writer } from "./audit.server";
import { countedPage, likePattern, nameOrder, slugTaken } from "./lists.server";
import { editableDealerFields, type DealerInput } from "./dealer-form";
import { hoursText, hoursValues } from "./dealer-hours";
import { auditedSaves, savedRows, type SaveResult } from "./saves.server";
import { adminText } from "./text/admin";
import type { ItemSort, ListRow } from "./view";

/** Rwanda's 30 districts by name, Kigali's first: a dealer's district is one of them. */
export const districtNames = districts.map((district) => district.name);

/** The choices of the dealer form and the list's filters: every brand (published or not), every district. */
export async function dealerFormChoices(db: Db) {
  const rows = await db
    .select({ id: brands.id, label: brands.name })
    .from(brands)
    .orderBy(sql`lower(${brands.name})`);
  return {
    brands: rows.map(({ id, label }) => ({ value: String(id), label })),
    districts: districtNames.map((name) => ({ value: name, label: name })),
  };
}

/** A page of dealers: by name (or part of it), of one district, selling one brand; A–Z or last changed first. */
export async function dealerPage(
  db: Db,
  filters: {
    q: string;
    district: string | undefined;
    brandId: number | undefined;
    sort: ItemSort;
    page: number;
  },
) {
  const where = and(
    filters.q ? ilike(dealers.name, likePattern(filters.q)) : undefined,
    filters.district ? eq(dealers.district, filters.district) : undefined,
    filters.brandId === undefined
      ? undefined
      : inArray(
          dealers.id,
          db
            .select({ id: dealerBrands.dealerId })
            .from(dealerBrands)
            .where(eq(dealerBrands.brandId, filters.brandId)),
        ),
  );
  const { page, rows } = await countedPage(
    db,
    dealers,
    where,
    filters.page,
    db
      .select({
        id: dealers.id,
        name: dealers.name,
        district: dealers.district,
        phone: dealers.phone,
        updatedAt: dealers.updatedAt,
        // Written out in full: in a one-table query the ORM leaves column names unqualified.
        brands: sql<string>`coalesce((select string_agg(b.name, ', ' order by lower(b.name)) from dealer_brands db join brands b on b.id = db.brand_id where db.dealer_id = "dealers"."id"), '')`,
      })
      .from(dealers)
      .where(where)
      .orderBy(...nameOrder(filters.sort, { name: dealers.name, newest: dealers.updatedAt, id: dealers.id })),
  );
  const list: ListRow[] = rows.map(({ id, name, district, brands, phone, updatedAt }) => ({
    id,
    name,
    label: name,
    updated: formatDateTime(updatedAt),
    cells: { district, brands, phone },
  }));
  return { page, rows: list };
}

const rowColumns = {
  id: dealers.id,
  name: dealers.name,
  slug: dealers.slug,
  description: dealers.description,
  sellsNew: dealers.sellsNew,
  sellsUsed: dealers.sellsUsed,
  hasService: dealers.hasService,
  address: dealers.address,
  district: dealers.district,
  phone: dealers.phone,
  whatsapp: dealers.whatsapp,
  email: dealers.email,
  website: dealers.website,
  latitude: dealers.latitude,
  longitude: dealers.longitude,
  hours: dealers.hours,
  logoUrl: dealers.logoUrl,
  updatedAt: dealers.updatedAt,
};
type DealerRow = Pick<typeof dealers.$inferSelect, keyof typeof rowColumns>;
const rows = savedRows(dealers, rowColumns);

/** The brands a dealer sells: their ids and names, A–Z. */
async function brandsOf(db: Writer, dealerId: number) {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(dealerBrands)
    .innerJoin(brands, eq(brands.id, dealerBrands.brandId))
    .where(eq(dealerBrands.dealerId, dealerId))
    .orderBy(sql`lower(${brands.name})`);
}

/** A dealer as the audit log keeps it: the week and the brands each as one line. */
function audited(row: DealerRow, sold: readonly { name: string }[]) {
  return { ...row, hours: hoursText(row.hours), brands: sold.map((brand) => brand.name).join(", ") };
}

/** A dealer as the edit form shows it (each time of the week a field, the brands' ids joined), or undefined. */
export async function dealerForEdit(db: Db, id: number) {
  const [row] = await db.select(rowColumns).from(dealers).where(eq(dealers.id, id));
  if (!row) return undefined;
  const sold = await brandsOf(db, id);
  return {
    ...row,
    ...hoursValues(row.hours),
    brands: sold.map((brand) => brand.id).join(","),
    latitude: row.latitude === null ? null : String(row.latitude),
    longitude: row.longitude === null ? null : String(row.longitude),
  };
}

/** A new dealer: sells new cars, in Gasabo, open Monday to Friday 08:00–17:00 and Saturday morning. */
export function newDealer() {
  const week = [1, 2, 3, 4, 5].map((day) => ({ day, opens: "08:00", closes: "17:00" }));
  return {
    sellsNew: true,
    district: "Gasabo",
    ...hoursValues([...week, { day: 6, opens: "08:00", closes: "12:00" }]),
  };
}

export type DealerSaveResult = SaveResult<"slug">;

/** Another dealer with this address (slug). */
async function taken(db: Db, input: DealerInput, locale: Locale, exceptId?: number) {
  if (!(await slugTaken(db, dealers, input.slug, exceptId))) return undefined;
  return {
    status: "taken",
    field: "slug",
    message: textFor(adminText, locale)("admin.dealer.error.slugTaken"),
  } as const;
}

/** The dealer's brands become `brandIds` (ids of no brand are left out); answers their names, A–Z. */
async function writeBrands(tx: Writer, dealerId: number, brandIds: readonly number[]) {
  await tx.delete(dealerBrands).where(eq(dealerBrands.dealerId, dealerId));
  if (brandIds.length) {
    const known = await tx
      .select({ id: brands.id })
      .from(brands)
      .where(inArray(brands.id, [...brandIds]));
    if (known.length)
      await tx.insert(dealerBrands).values(known.map(({ id }) => ({ dealerId, brandId: id })));
  }
  return brandsOf(tx, dealerId);
}

const columnsOf = ({ brandIds: _brands, ...input }: DealerInput) => input;

/** Creates a dealer, or saves an edit of one, with its brands and its audit entry (see `auditedSaves`). */
export const { create: createDealer, update: updateDealer } = auditedSaves({
  entityType: "dealer",
  fields: editableDealerFields,
  taken,
  async insert(tx, input: DealerInput) {
    const row = await rows.insert(tx, columnsOf(input));
    return audited(row, await writeBrands(tx, row.id, input.brandIds));
  },
  async lock(tx, id) {
    const row = await rows.lock(tx, id);
    return row && audited(row, await brandsOf(tx, id));
  },
  async write(tx, id, seenAt, input) {
    const row = await rows.write(tx, id, seenAt, columnsOf(input));
    return row && audited(row, await writeBrands(tx, id, input.brandIds));
  },
});
