/**
 * What the shared back-office pages (`/admin/:kind`, `/:kind/new`, `/:kind/:id`) need of each kind of item: a
 * page of its list, its form's choices, a new item's first values, the item with its public address and
 * other pages, (its form's save: `saveItemForm` in http.server.ts).
 */
import type { Db } from "~/shared/db/client";
import { brandPath, modelPath, versionPath } from "~/shared/lib/links";
import type { Page } from "~/shared/lib/pagination";
import type { AuditEntityType } from "./audit.server";
import { brandFields } from "./brand-form";
import { brandForEdit, brandPage } from "./brands.server";
import type { ItemKind, KindForm, Options } from "./kinds";
import { listQuery } from "./list-nav";
import { modelFields } from "./model-form";
import { brandChoices, modelForEdit, modelFormChoices, modelPage } from "./models.server";

import type { AdminMessages } from "./text/admin";
import { versionFields } from "./version-form";
import { modelChoices, versionForEdit, versionFormChoices, versionPage } from "./versions.server";
import { itemSorts, versionSorts, type ListRow } from "./view";
import { dealFields } from "./deal-form";
import { dealForEdit, dealFormChoices, dealPage, dealSorts, dealStatuses } from "./deals.server";
import { addDays, kigaliDate } from "~/shared/lib/dates";
import type { Locale } from "~/shared/i18n/locale";

/** A link from an item's page to another page of it, named by a message. */
export interface ItemLink {
  to: string;
  label: keyof AdminMessages & string;
}

/** An item as its page shows it: its form's values are read from it, with its public address and other pages. */
export type ItemOnPage = Record<string, unknown> & {
  id: number;
  name: string;
  path: string | null;
  links: ItemLink[];
};

export interface ServerKind {
  entityType: AuditEntityType;
  fields: readonly string[];
  /** A page of the list for the address's filters (`q`, `sort`, `page`, the kind's choice filters). */
  list: (
    db: Db,
    search: URLSearchParams,
    locale: Locale,
  ) => Promise<{
    filters: Record<string, string>;
    choices: Record<string, Options>;
    page: Page;
    rows: ListRow[];
  }>;
  form: (db: Db) => Promise<KindForm>;
  /** A new item's first values; the address may name its parent (`?brand=`, `?model=`). */
  fresh: (search: URLSearchParams) => Record<string, unknown>;
  load: (db: Db, id: number) => Promise<ItemOnPage | undefined>;
}

/** The address's choice of `name` when it is one of `choices`, else none (""). */
const chosen = (choices: Options, search: URLSearchParams, name: string) =>
  choices.find((choice) => choice.value === search.get(name))?.value ?? "";

/** The list of a kind filtered by its parent (`name`, one of `choices`): models by brand, versions by model. */
async function childList<S extends string>(
  db: Db,
  search: URLSearchParams,
  {
    name,
    choices,
    sorts,
    page,
  }: {
    name: string;
    choices: (db: Db) => Promise<Options>;
    sorts: readonly [S, ...S[]];
    page: (
      query: ReturnType<typeof listQuery<S>> & { parent: number | undefined },
    ) => Promise<{ page: Page; rows: ListRow[] }>;
  },
) {
  const query = listQuery(search, sorts);
  const options = await choices(db);
  const parent = chosen(options, search, name);
  const found = await page({ ...query, parent: parent ? Number(parent) : undefined });
  return {
    filters: { q: query.q, sort: query.sort, [name]: parent },
    choices: { [name]: options },
    ...found,
  };
}

export const SERVER_KINDS: Record<ItemKind, ServerKind> = {
  brands: {
    entityType: "brand",
    fields: brandFields,
    async list(db, search) {
      const query = listQuery(search, itemSorts);
      return { filters: { q: query.q, sort: query.sort }, choices: {}, ...(await brandPage(db, query)) };
    },
    form: async () => ({ kind: "brands" }),
    // A new brand starts published, with the site's accent colour.
    fresh: () => ({ colour: "#0F766E", published: true }),
    async load(db, id) {
      const brand = await brandForEdit(db, id);
      return (
        brand && {
          ...brand,
          path: brand.published ? brandPath(brand) : null,
          links: [{ to: `/admin/brands/${id}/logo`, label: "admin.brand.logo" }],
        }
      );
    },
  },
  models: {
    entityType: "model",
    fields: modelFields,
    list: (db, search) =>
      childList(db, search, {
        name: "brand",
        choices: brandChoices,
        sorts: itemSorts,
        page: ({ parent, ...query }) => modelPage(db, { ...query, brandId: parent }),
      }),
    form: async (db) => ({ kind: "models", choices: await modelFormChoices(db) }),
    fresh: (search) => ({ brandId: search.get("brand"), published: true }),
    async load(db, id) {
      const model = await modelForEdit(db, id);
      return (
        model && {
          ...model,
          path: model.published ? modelPath({ slug: model.brandSlug }, model) : null,
          links: [
            { to: `/admin/models/${id}/photos`, label: "admin.model.photos" },
            { to: `/admin/versions?model=${id}`, label: "admin.model.versions" },
            { to: `/admin/versions/new?model=${id}`, label: "admin.model.addVersion" },
          ],
        }
      );
    },
  },
  versions: {
    entityType: "version",
    fields: versionFields,
    list: (db, search) =>
      childList(db, search, {
        name: "model",
        choices: modelChoices,
        sorts: versionSorts,
        page: ({ parent, ...query }) => versionPage(db, { ...query, modelId: parent }),
      }),
    form: async (db) => ({ kind: "versions", choices: await versionFormChoices(db) }),
    fresh: (search) => ({ modelId: search.get("model"), published: true }),
    async load(db, id) {
      const version = await versionForEdit(db, id);
      return (
        version && {
          ...version,
          path: version.published
            ? versionPath({ slug: version.brandSlug }, { slug: version.modelSlug }, version)
            : null,
          links: [{ to: `/admin/versions/${id}/equipment`, label: "admin.equipment.link" }],
        }
      );
    },
  },
  deals: {
    entityType: "deal",
    fields: dealFields,
    async list(db, search, locale) {
      const query = listQuery(search, dealSorts);
      const options = await modelChoices(db);
      const model = chosen(options, search, "model");
      const status = dealStatuses.find((value) => value === search.get("status"));
      const found = await dealPage(db, {
        ...query,
        modelId: model ? Number(model) : undefined,
        status,
        today: kigaliDate(),
        locale,
      });
      return {
        filters: { q: query.q, sort: query.sort, model, status: status ?? "" },
        choices: { model: options },
        ...found,
      };
    },
    form: async (db) => ({ kind: "deals", choices: await dealFormChoices(db) }),
    // A new deal starts published, on the model the address names, from today for a month.
    fresh: (search) => {
      const today = kigaliDate();
      return {
        modelId: search.get("model"),
        offer: "discount",
        validFrom: today,
        validTo: addDays(today, 30),
        published: true,
      };
    },
    async load(db, id) {
      const deal = await dealForEdit(db, id);
      return (
        deal && {
          ...deal,
          name: deal.title,
          path: deal.modelPublished
            ? modelPath({ slug: deal.brandSlug }, { id: deal.modelId, slug: deal.modelSlug })
            : null,
          links: [{ to: `/admin/models/${deal.modelId}`, label: "admin.deal.model" }],
        }
      );
    },
  },
};
