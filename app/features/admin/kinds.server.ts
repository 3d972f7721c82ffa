/**
 * What the shared back-office pages (`/admin/:kind`, `/:kind/new`, `/:kind/:id`) need of each kind of item: a
 * page of its list, its form's choices, a new item's first values, the item with its public address and
 * other pages, (its form's save: `saveItemForm` in http.server.ts).
 */
import type { Db } from "~/shared/db/client";
import { brandPath, modelPath, versionPath } from "~/shared/lib/links";
import { pageParam, type Page } from "~/shared/lib/pagination";
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
import { textFor } from "~/shared/i18n/text";
import { IMAGE_MAX_BYTES } from "~/shared/lib/images";
import { bannerPlacements } from "~/shared/lib/value-sets";
import { dealerPath } from "~/features/dealers/dealers";
import { kigaliDay } from "./article-form";
import { articleListQuery, type ArticleListFilters } from "./articles.server";
import { bannerFields, bannerStatuses } from "./banner-form";
import { bannerForEdit, bannerPage, newBanner, whenLabel } from "./banners.server";
import { dealerFields } from "./dealer-form";
import { dealerForEdit, dealerFormChoices, dealerPage, newDealer } from "./dealers.server";
import { guideFields } from "./guide-form";
import { guideAdminPage, guideForEdit, guideSectionChoices } from "./guides.server";
import { newsFields } from "./news-form";
import { newsAdminPage, newsCategoryChoices, newsForEdit } from "./news.server";
import { adminText } from "./text/admin";

/** A link from an item's page to another page of it, named by a message. */
export interface ItemLink {
  to: string;
  label: keyof AdminMessages & string;
}

/** A banner as the edit page previews it in its placement. */
export interface BannerShown {
  placement: (typeof bannerPlacements)[number];
  imageUrl: string;
  width: number;
  height: number;
  linkUrl: string;
  alt: string;
}

/**
 * An item as its page shows it: its form's values are read from it, with its public address and other pages
 * (and, for a banner, what its preview shows).
 */
export type ItemOnPage = Record<string, unknown> & {
  id: number;
  name: string;
  path: string | null;
  links: ItemLink[];
  banner?: BannerShown;
};

export interface ServerKind {
  entityType: AuditEntityType;
  fields: readonly string[];
  /** A page of the list for the address's filters (`q`, `sort`, `page`, the kind's choice filters). */
  list: (
    db: Db,
    search: URLSearchParams,
    /** The reader's language, and the time the list is read at (a banner's status). */
    reading: { locale: Locale; now: Date },
  ) => Promise<{
    filters: Record<string, string>;
    choices: Record<string, Options>;
    page: Page;
    rows: ListRow[];
  }>;
  /** The form's choices, for a new item or (`editing`) a saved one. */
  form: (db: Db, page: { locale: Locale; editing: boolean }) => Promise<KindForm>;
  /** A new item's first values; the address may name its parent (`?brand=`, `?model=`), signed by `editor`. */
  fresh: (search: URLSearchParams, editor: { name: string }) => Record<string, unknown>;
  load: (db: Db, id: number) => Promise<ItemOnPage | undefined>;
}

/** The address's choice of `name` when it is one of `choices`, else none (""). */
const chosen = (choices: Options, search: URLSearchParams, name: string) =>
  choices.find((choice) => choice.value === search.get(name))?.value ?? "";

/** The address's choice of `name` when it is one of `values`, else undefined. */
const picked = <V extends string>(values: readonly V[], search: URLSearchParams, name: string) =>
  values.find((value) => value === search.get(name));

/** A news or guide list: its groups (categories, sections) are the choices of its `group` filter. */
async function articleList(
  db: Db,
  search: URLSearchParams,
  groups: (db: Db) => Promise<Options>,
  page: (db: Db, query: ArticleListFilters) => Promise<{ page: Page; rows: ListRow[] }>,
) {
  const choices = await groups(db);
  const { query, filters } = articleListQuery(search, choices);
  return { filters, choices: { group: choices }, ...(await page(db, query)) };
}

/** An item's page: its saved values, with what `page` adds (its public address, or null while hidden, and its links). */
const itemOnPage = <R extends object, P extends { path: string | null; links: ItemLink[] }>(
  row: R | undefined,
  page: (row: R) => P,
) => row && { ...row, ...page(row) };

/** An article's page: its public address while it is published. */
const articleOnPage = <A extends { id: number; title: string; status: string; path: string }>(
  article: A,
  links: ItemLink[],
) => ({
  ...article,
  name: article.title,
  path: article.status === "published" ? article.path : null,
  links,
});

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
    load: async (db, id) =>
      itemOnPage(await brandForEdit(db, id), (brand) => ({
        path: brand.published ? brandPath(brand) : null,
        links: [{ to: `/admin/brands/${id}/logo`, label: "admin.brand.logo" }],
      })),
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
    load: async (db, id) =>
      itemOnPage(await modelForEdit(db, id), (model) => ({
        path: model.published ? modelPath({ slug: model.brandSlug }, model) : null,
        links: [
          { to: `/admin/models/${id}/photos`, label: "admin.model.photos" },
          { to: `/admin/versions?model=${id}`, label: "admin.model.versions" },
          { to: `/admin/versions/new?model=${id}`, label: "admin.model.addVersion" },
        ],
      })),
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
    load: async (db, id) =>
      itemOnPage(await versionForEdit(db, id), (version) => ({
        path: version.published
          ? versionPath({ slug: version.brandSlug }, { slug: version.modelSlug }, version)
          : null,
        links: [
          { to: `/admin/versions/${id}/photos`, label: "admin.version.photos" },
          { to: `/admin/versions/${id}/equipment`, label: "admin.equipment.link" },
        ],
      })),
  },
  deals: {
    entityType: "deal",
    fields: dealFields,
    async list(db, search, { locale }) {
      const query = listQuery(search, dealSorts);
      const options = await modelChoices(db);
      const model = chosen(options, search, "model");
      const status = picked(dealStatuses, search, "status");
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
    load: async (db, id) =>
      itemOnPage(await dealForEdit(db, id), (deal) => ({
        name: deal.title,
        path: deal.modelPublished
          ? modelPath({ slug: deal.brandSlug }, { id: deal.modelId, slug: deal.modelSlug })
          : null,
        links: [{ to: `/admin/models/${deal.modelId}`, label: "admin.deal.model" }],
      })),
  },
  dealers: {
    entityType: "dealer",
    fields: dealerFields,
    async list(db, search) {
      const query = listQuery(search, itemSorts);
      const choices = await dealerFormChoices(db);
      const district = chosen(choices.districts, search, "district");
      const brand = chosen(choices.brands, search, "brand");
      const found = await dealerPage(db, {
        ...query,
        district: district || undefined,
        brandId: brand ? Number(brand) : undefined,
      });
      return {
        filters: { q: query.q, district, brand, sort: query.sort },
        choices: { district: choices.districts, brand: choices.brands },
        ...found,
      };
    },
    form: async (db) => ({ kind: "dealers", choices: await dealerFormChoices(db) }),
    fresh: newDealer,
    load: async (db, id) =>
      itemOnPage(await dealerForEdit(db, id), (dealer) => ({
        path: dealerPath(dealer),
        links: [{ to: `/admin/dealers/${id}/logo`, label: "admin.dealer.logo" }],
      })),
  },
  banners: {
    entityType: "banner",
    fields: bannerFields,
    async list(db, search, { locale, now }) {
      const t = textFor(adminText, locale);
      const placement = picked(bannerPlacements, search, "placement");
      const status = picked(bannerStatuses, search, "status");
      const found = await bannerPage(
        db,
        { placement, status, page: pageParam(search.get("page")) },
        now,
        (banner) =>
          whenLabel(banner, {
            always: t("admin.banners.always"),
            from: (from) => t("admin.banners.from", { from }),
            until: (to) => t("admin.banners.until", { to }),
            between: (from, to) => t("admin.banners.between", { from, to }),
          }),
      );
      return { filters: { placement: placement ?? "", status: status ?? "" }, choices: {}, ...found };
    },
    // A new banner's picture is required; a saved one's is kept unless another is sent.
    form: async (_db, { locale, editing }) => ({
      kind: "banners",
      choices: {
        hint: textFor(adminText, locale)(editing ? "admin.banner.pictureKeep" : "admin.banner.pictureHint", {
          mb: IMAGE_MAX_BYTES / 1024 / 1024,
        }),
      },
    }),
    fresh: newBanner,
    async load(db, id) {
      const banner = await bannerForEdit(db, id);
      if (!banner) return undefined;
      const { placement, imageUrl, width, height, linkUrl, alt } = banner;
      return {
        ...banner,
        name: `#${id}`,
        path: null,
        links: [],
        banner: { placement, imageUrl, width, height, linkUrl, alt },
      };
    },
  },
  news: {
    entityType: "news",
    fields: newsFields,
    list: (db, search) => articleList(db, search, newsCategoryChoices, newsAdminPage),
    form: async (db) => ({ kind: "news", choices: { categories: await newsCategoryChoices(db) } }),
    // A new article starts as a draft signed by the editor.
    fresh: (_search, editor) => ({ status: "draft", authorName: editor.name }),
    async load(db, id) {
      const article = await newsForEdit(db, id);
      return (
        article && articleOnPage(article, [{ to: `/admin/news/${id}/cover`, label: "admin.article.cover" }])
      );
    },
  },
  guides: {
    entityType: "guide",
    fields: guideFields,
    list: (db, search) => articleList(db, search, guideSectionChoices, guideAdminPage),
    form: async (db) => ({ kind: "guides", choices: { sections: await guideSectionChoices(db) } }),
    // A new article starts as a draft recorded today (Kigali); `?section=<id>` picks its section.
    fresh: (search) => ({
      status: "draft",
      sectionId: search.get("section"),
      recordedOn: kigaliDay(new Date()),
    }),
    async load(db, id) {
      const article = await guideForEdit(db, id);
      return (
        article && articleOnPage(article, [{ to: `/admin/guides/${id}/cover`, label: "admin.article.cover" }])
      );
    },
  },
};
