/**
 * The kinds of item the back office lists and edits with its shared pages (`/admin/:kind`, `/:kind/new`,
 * `/:kind/:id`): what each list shows beyond an item's name, status and last save, and the words each page
 * takes from the kind's messages (`admin.<kind>.…` for its list, `admin.<one>.…` for one item).
 */
import { bannerPlacements } from "~/shared/lib/value-sets";
import type { AdminMessages } from "./text/admin";

export const ITEM_KINDS = [
  "brands",
  "models",
  "versions",
  "deals",
  "dealers",
  "banners",
  "news",
  "guides",
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const isItemKind = (value: string | undefined): value is ItemKind =>
  ITEM_KINDS.some((kind) => kind === value);

/** One item of each kind, as its messages name it. */
export const ONE_OF = {
  brands: "brand",
  models: "model",
  versions: "version",
  deals: "deal",
  dealers: "dealer",
  banners: "banner",
  news: "news",
  guides: "guide",
} as const;

/** The kinds whose form has a "Preview" button: their Markdown drawn as the site will show it, nothing saved. */
export const PREVIEWED: readonly ItemKind[] = ["news", "guides"];

type Key = keyof AdminMessages & string;

/** A select's choices. */
export type Options = readonly { value: string; label: string }[];

/** A column of a list beyond the name, the status and the last save: one of the rows' `cells`. */
export interface CellColumn {
  cell: string;
  header: Key;
  hide?: "sm" | "md";
  muted?: boolean;
  /** The cell holds a value named by the message `<words>.<value>` (a placement, a status). */
  words?: string;
  /** The cell is a status, drawn as a badge in that status's tone (`CellBadge`). */
  badge?: true;
}

/** A filter with fixed choices (a deal's status, a banner's placement), each named by `<words>.<value>`. */
export interface FixedFilter {
  name: string;
  label: Key;
  all: Key;
  words: string;
  values: readonly string[];
}

/** An order a list offers. */
export interface SortChoice {
  value: string;
  label: Key;
}

/** By name, or the last created or changed first: the orders of a list of named items. */
export const NAME_SORTS: SortChoice[] = [
  { value: "name", label: "admin.brands.sort.name" },
  { value: "newest", label: "admin.brands.sort.newest" },
];

/** The statuses of an article, as its list's filter offers them. */
const ARTICLE_STATUS: FixedFilter = {
  name: "status",
  label: "admin.article.status",
  all: "admin.article.allStatuses",
  words: "admin.article.status",
  values: ["draft", "scheduled", "published"],
};

/** A list of articles (news, guides): by title, their category or section (`group`), status and order. */
const articleList = (group: { label: Key; all: Key }): KindList => ({
  search: "admin.article.search",
  filters: [{ name: "group", ...group }],
  fixed: [ARTICLE_STATUS],
  sorts: [
    { value: "newest", label: "admin.article.sort.newest" },
    { value: "title", label: "admin.article.sort.title" },
    { value: "changed", label: "admin.article.sort.changed" },
  ],
  name: { header: "admin.article.titleLabel", edit: "admin.brands.edit" },
  cells: [
    { cell: "group", header: group.label, hide: "sm", muted: true },
    { cell: "status", header: "admin.article.status", words: "admin.article.status", badge: true },
    { cell: "when", header: "admin.article.published", hide: "md", muted: true },
  ],
  published: false,
  updated: false,
  filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_9rem_12rem_auto]",
});

export interface KindList {
  /** The search box's label (default: part of a name); null: the list has no search. */
  search?: Key | null;
  /**
   * The list's choice filters (the brand of models, the model of versions), their choices sent by the loader;
   * a `parent` filter's choice is also given to a new item made from the list.
   */
  filters?: { name: string; label: Key; all: Key; parent?: true }[];
  /** Filters with fixed choices (a deal's status), after the others. */
  fixed?: FixedFilter[];
  /** The orders offered, the first the default (default: by name, newest first); null: no choice of order. */
  sorts?: SortChoice[] | null;
  /** The first column's header and its link's label (default: the name's, "Edit {name}"). */
  name?: { header: Key; edit: Key };
  cells: CellColumn[];
  /**
   * The published-or-hidden column: shown (default), left out below `sm` (when the cells need the room), or
   * none (the items have no such status, or a cell tells theirs).
   */
  published?: "sm" | false;
  /** The last save's column is left out. */
  updated?: false;
  /** The filters' grid on wider screens. */
  filterColumns: string;
  /** The list links to its CSV export (of what it shows) and import (`/admin/<kind>/export`, `…/import`). */
  csv?: true;
}

export const KIND_LISTS: Record<ItemKind, KindList> = {
  brands: {
    cells: [
      { cell: "slug", header: "admin.brands.slug", hide: "sm", muted: true },
      { cell: "country", header: "admin.brands.country", hide: "sm" },
    ],
    filterColumns: "sm:grid-cols-[minmax(0,1fr)_14rem_auto]",
  },
  models: {
    filters: [{ name: "brand", label: "admin.models.brand", all: "admin.models.allBrands", parent: true }],
    cells: [
      { cell: "brand", header: "admin.models.brand", hide: "sm" },
      { cell: "body", header: "admin.models.body", hide: "sm", muted: true },
    ],
    filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]",
  },
  versions: {
    filters: [
      { name: "model", label: "admin.versions.model", all: "admin.versions.allModels", parent: true },
    ],
    sorts: [...NAME_SORTS, { value: "price", label: "admin.versions.sort.price" }],
    cells: [
      { cell: "model", header: "admin.versions.model", hide: "sm" },
      { cell: "price", header: "admin.versions.price" },
    ],
    published: "sm",
    filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_12rem_auto]",
    csv: true,
  },
  deals: {
    filters: [{ name: "model", label: "admin.deals.model", all: "admin.deals.allModels", parent: true }],
    fixed: [
      {
        name: "status",
        label: "admin.deals.status",
        all: "admin.deals.anyStatus",
        words: "admin.deals.status",
        values: ["live", "upcoming", "expired"],
      },
    ],
    sorts: [...NAME_SORTS, { value: "ending", label: "admin.deals.sort.ending" }],
    cells: [
      { cell: "model", header: "admin.deals.model", hide: "sm" },
      { cell: "offer", header: "admin.deals.offer" },
      { cell: "dates", header: "admin.deals.dates", hide: "md", muted: true },
    ],
    published: "sm",
    filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_12rem_auto]",
  },
  dealers: {
    filters: [
      { name: "district", label: "admin.dealers.district", all: "admin.dealers.allDistricts" },
      { name: "brand", label: "admin.dealers.brand", all: "admin.dealers.allBrands" },
    ],
    cells: [
      { cell: "district", header: "admin.dealers.district" },
      { cell: "brands", header: "admin.dealers.brands", hide: "sm", muted: true },
      { cell: "phone", header: "admin.dealers.phone", hide: "md" },
    ],
    published: false,
    filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_11rem_11rem_11rem_auto]",
  },
  banners: {
    search: null,
    fixed: [
      {
        name: "placement",
        label: "admin.banners.placement",
        all: "admin.banners.allPlacements",
        words: "admin.placement",
        values: bannerPlacements,
      },
      {
        name: "status",
        label: "admin.banners.status",
        all: "admin.banners.allStatuses",
        words: "admin.banners.status",
        values: ["active", "scheduled", "expired"],
      },
    ],
    sorts: null,
    name: { header: "admin.banners.picture", edit: "admin.banners.edit" },
    cells: [
      { cell: "placement", header: "admin.banners.placement", words: "admin.placement" },
      { cell: "alt", header: "admin.banner.alt", hide: "md", muted: true },
      { cell: "when", header: "admin.banners.when", hide: "sm" },
      { cell: "status", header: "admin.banners.status", words: "admin.banners.status", badge: true },
      { cell: "weight", header: "admin.banners.weight", hide: "sm" },
    ],
    published: false,
    updated: false,
    filterColumns: "sm:grid-cols-[minmax(0,1fr)_14rem_auto]",
  },
  news: articleList({ label: "admin.news.category", all: "admin.news.allCategories" }),
  guides: articleList({ label: "admin.guides.section", all: "admin.guides.allSections" }),
};

/** The choices an item's form offers, by kind (the form's fields are drawn from them: `kindFormFields`). */
export type KindForm =
  | { kind: "brands" }
  | { kind: "models"; choices: { brands: Options; bodies: Options; energies: Options } }
  | {
      kind: "versions";
      choices: { models: Options; energies: Options; transmissions: Options; drives: Options };
    }
  | {
      kind: "deals";
      choices: {
        models: Options;
        /** Each model's versions (the model's id as `value`), for the version checkboxes. */
        versionGroups: { value: string; label: string; options: Options }[];
        dealers: Options;
      };
    }
  | { kind: "dealers"; choices: { brands: Options; districts: Options } }
  /** The picture field's hint: what a new banner's picture may be, or that the saved one is kept. */
  | { kind: "banners"; choices: { hint: string } }
  | { kind: "news"; choices: { categories: Options } }
  | { kind: "guides"; choices: { sections: Options } };
