/** The back office's deals: a page of the list, the form's choices, the deal for its form, create and update. */
import { and, asc, eq, gt, ilike, lt, lte, gte, sql } from "drizzle-orm";
import type { Db } from "~/shared/db/client";
import { brands, dealers, dealVersions, deals, models, versions } from "~/shared/db/schema";
import type { Locale } from "~/shared/i18n/locale";
import { textFor } from "~/shared/i18n/text";
import { formatDate, formatDateTime } from "~/shared/lib/dates";
import { formatPrice } from "~/shared/lib/price";
import type { Writer } from "./audit.server";
import { countedPage, likePattern, modelFullName, nameOrder } from "./lists.server";
import { dealClashes, editableDealFields, type DealInput } from "./deal-form";
import { auditedSaves, savedRows, type SaveResult } from "./saves.server";
import { adminText } from "./text/admin";
import type { ListRow } from "./view";

export const dealSorts = ["ending", "newest", "name"] as const;
export type DealSort = (typeof dealSorts)[number];
export const dealStatuses = ["live", "upcoming", "expired"] as const;
export type DealStatus = (typeof dealStatuses)[number];

/** Live, upcoming or ended on `today` (Kigali date). */
const statusWhere = (status: DealStatus, today: string) =>
  status === "live"
    ? and(lte(deals.validFrom, today), gte(deals.validTo, today))
    : status === "upcoming"
      ? gt(deals.validFrom, today)
      : lt(deals.validTo, today);

/** A page of deals, published or not: by title (or part of it), of one model, live, upcoming or ended. */
export async function dealPage(
  db: Db,
  filters: {
    q: string;
    modelId: number | undefined;
    status: DealStatus | undefined;
    sort: DealSort;
    page: number;
    today: string;
    locale: Locale;
  },
) {
  const t = textFor(adminText, filters.locale);
  const where = and(
    filters.q ? ilike(deals.title, likePattern(filters.q)) : undefined,
    filters.modelId === undefined ? undefined : eq(deals.modelId, filters.modelId),
    filters.status === undefined ? undefined : statusWhere(filters.status, filters.today),
  );
  const order =
    filters.sort === "ending"
      ? [asc(deals.validTo), asc(deals.id)]
      : nameOrder(filters.sort, { name: deals.title, newest: deals.createdAt, id: deals.id });
  const { page, rows } = await countedPage(
    db,
    deals,
    where,
    filters.page,
    db
      .select({
        id: deals.id,
        name: deals.title,
        car: modelFullName,
        percentOff: deals.percentOff,
        discountRwf: deals.discountRwf,
        newPriceRwf: deals.newPriceRwf,
        validFrom: deals.validFrom,
        validTo: deals.validTo,
        published: deals.published,
        updatedAt: deals.updatedAt,
      })
      .from(deals)
      .innerJoin(models, eq(models.id, deals.modelId))
      .innerJoin(brands, eq(brands.id, models.brandId))
      .where(where)
      .orderBy(...order),
  );
  const list: ListRow[] = rows.map((row) => {
    const status: DealStatus =
      row.validTo < filters.today ? "expired" : row.validFrom > filters.today ? "upcoming" : "live";
    return {
      id: row.id,
      name: row.name,
      label: row.name,
      published: row.published,
      updated: formatDateTime(row.updatedAt),
      cells: {
        model: row.car,
        offer:
          row.percentOff !== null
            ? `−${row.percentOff} %`
            : row.discountRwf !== null
              ? `−${formatPrice(row.discountRwf, { currency: true })}`
              : `= ${formatPrice(row.newPriceRwf ?? 0, { currency: true })}`,
        dates: `${formatDate(row.validFrom)} – ${formatDate(row.validTo)} · ${t(`admin.deals.status.${status}`)}`,
      },
    };
  });
  return { page, rows: list };
}

/** The deal form's choices: every model, each model's versions with their price, every dealer. */
export async function dealFormChoices(db: Db) {
  const [versionRows, dealerRows] = await Promise.all([
    db
      .select({
        modelId: models.id,
        model: modelFullName,
        id: versions.id,
        name: versions.name,
        priceRwf: versions.priceRwf,
        published: versions.published,
      })
      .from(models)
      .innerJoin(brands, eq(brands.id, models.brandId))
      .leftJoin(versions, eq(versions.modelId, models.id))
      .orderBy(
        sql`lower(${brands.name})`,
        sql`lower(${models.name})`,
        asc(versions.priceRwf),
        asc(versions.id),
      ),
    db
      .select({ id: dealers.id, name: dealers.name })
      .from(dealers)
      .orderBy(sql`lower(${dealers.name})`),
  ]);
  const groups = new Map<
    number,
    { value: string; label: string; options: { value: string; label: string }[] }
  >();
  for (const row of versionRows) {
    const group = groups.get(row.modelId) ?? { value: String(row.modelId), label: row.model, options: [] };
    groups.set(row.modelId, group);
    if (row.id !== null)
      group.options.push({
        value: String(row.id),
        label: `${row.name} · ${formatPrice(row.priceRwf ?? 0, { currency: true })}${row.published ? "" : " (hidden)"}`,
      });
  }
  const versionGroups = [...groups.values()];
  return {
    models: versionGroups.map(({ value, label }) => ({ value, label })),
    versionGroups,
    dealers: dealerRows.map(({ id, name }) => ({ value: String(id), label: name })),
  };
}

/** A deal's row as its form and the audit log read it: the offer as a kind and an amount, the versions as ids. */
const editColumns = {
  id: deals.id,
  modelId: deals.modelId,
  allVersions: deals.allVersions,
  versionIds: sql<string>`coalesce((select string_agg(${dealVersions.versionId}::text, ',' order by ${dealVersions.versionId}) from ${dealVersions} where ${dealVersions.dealId} = ${deals.id}), '')`,
  title: deals.title,
  description: deals.description,
  offer: sql<string>`case when ${deals.percentOff} is not null then 'percent' when ${deals.newPriceRwf} is not null then 'price' else 'discount' end`,
  amount: sql<number>`coalesce(${deals.discountRwf}, ${deals.percentOff}, ${deals.newPriceRwf})`.mapWith(
    Number,
  ),
  validFrom: deals.validFrom,
  validTo: deals.validTo,
  dealerId: deals.dealerId,
  conditions: deals.conditions,
  published: deals.published,
  updatedAt: deals.updatedAt,
};

const rows = savedRows(deals, editColumns);
/** A save writes the deal's own columns, then its versions, before reading it back as `editColumns` do. */
const ids = savedRows(deals, { id: deals.id });

const readDeal = async (db: Writer, id: number) =>
  (await db.select(editColumns).from(deals).where(eq(deals.id, id)))[0];

/** A deal as the edit form shows it, with its model's address pieces for the public page, or undefined. */
export async function dealForEdit(db: Db, id: number) {
  const [row] = await db
    .select({
      ...editColumns,
      brandSlug: brands.slug,
      modelSlug: models.slug,
      modelPublished: models.published,
    })
    .from(deals)
    .innerJoin(models, eq(models.id, deals.modelId))
    .innerJoin(brands, eq(brands.id, models.brandId))
    .where(eq(deals.id, id));
  return row;
}

export type DealSaveResult = SaveResult<"modelId" | "versionIds" | "amount" | "dealerId">;

/** No such model or dealer, versions not of the model, or an amount at or above the cheapest version's price. */
async function taken(db: Db, input: DealInput, locale: Locale) {
  const t = textFor(adminText, locale);
  const [model] = await db.select({ id: models.id }).from(models).where(eq(models.id, input.modelId));
  if (!model) return { status: "taken", field: "modelId", message: t("admin.deal.error.model") } as const;
  if (input.dealerId !== null) {
    const [dealer] = await db.select({ id: dealers.id }).from(dealers).where(eq(dealers.id, input.dealerId));
    if (!dealer)
      return { status: "taken", field: "dealerId", message: t("admin.deal.error.dealer") } as const;
  }
  const modelVersions = await db
    .select({ id: versions.id, priceRwf: versions.priceRwf, name: versions.name })
    .from(versions)
    .where(eq(versions.modelId, input.modelId));
  const clash = dealClashes(input, modelVersions, t);
  return clash && ({ status: "taken", ...clash } as const);
}

const dealRow = ({ versionIds: _versionIds, ...input }: DealInput) => input;

const listVersions = async (tx: Writer, dealId: number, versionIds: number[]) => {
  await tx.delete(dealVersions).where(eq(dealVersions.dealId, dealId));
  if (versionIds.length)
    await tx.insert(dealVersions).values(versionIds.map((versionId) => ({ dealId, versionId })));
};

/** Creates a deal, or saves an edit of one, with its versions and its audit entry (see `auditedSaves`). */
export const { create: createDeal, update: updateDeal } = auditedSaves({
  entityType: "deal",
  fields: editableDealFields,
  taken,
  async insert(tx, input: DealInput) {
    const row = await ids.insert(tx, dealRow(input));
    await listVersions(tx, row.id, input.versionIds);
    return (await readDeal(tx, row.id))!;
  },
  lock: rows.lock,
  async write(tx, id, seenAt, input) {
    const row = await ids.write(tx, id, seenAt, dealRow(input));
    if (!row) return undefined;
    await listVersions(tx, id, input.versionIds);
    return readDeal(tx, id);
  },
});
