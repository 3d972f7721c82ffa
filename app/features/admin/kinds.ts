/**
 * The kinds of item the back office lists and edits with its shared pages (`/admin/:kind`, `/:kind/new`,
 * `/:kind/:id`): what each list shows beyond an item's name, status and last save, and the words each page
 * takes from the kind's messages (`admin.<kind>.…` for its list, `admin.<one>.…` for one item).
 */
import type { AdminMessages } from "./text/admin";

export const ITEM_KINDS = ["brands", "models", "versions", "deals"] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

export const isItemKind = (value: string | undefined): value is ItemKind =>
  ITEM_KINDS.some((kind) => kind === value);

/** One item of each kind, as its messages name it. */
export const ONE_OF = { brands: "brand", models: "model", versions: "version", deals: "deal" } as const;

type Key = keyof AdminMessages & string;

/** A select's choices. */
export type Options = readonly { value: string; label: string }[];

/** A column of a list beyond the name, the status and the last save: one of the rows' `cells`. */
export interface CellColumn {
  cell: string;
  header: Key;
  hide?: "sm" | "md";
  muted?: boolean;
}

export interface KindList {
  /**
   * The list's choice filters (the brand of models, the model of versions), their choices sent by the loader;
   * a `parent` filter's choice is also given to a new item made from the list.
   */
  filters?: { name: string; label: Key; all: Key; parent?: true }[];
  /** A filter with fixed choices (a deal's status), after the others. */
  fixed?: { name: string; label: Key; all: Key; options: { value: string; label: Key }[] };
  /** Orders beyond name and newest first. */
  sorts?: { value: string; label: Key }[];
  cells: CellColumn[];
  /** Below this width the status column is left out (when the cells need the room). */
  statusHide?: "sm";
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
    sorts: [{ value: "price", label: "admin.versions.sort.price" }],
    cells: [
      { cell: "model", header: "admin.versions.model", hide: "sm" },
      { cell: "price", header: "admin.versions.price" },
    ],
    statusHide: "sm",
    filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_14rem_12rem_auto]",
    csv: true,
  },
  deals: {
    filters: [{ name: "model", label: "admin.deals.model", all: "admin.deals.allModels", parent: true }],
    fixed: {
      name: "status",
      label: "admin.deals.status",
      all: "admin.deals.anyStatus",
      options: [
        { value: "live", label: "admin.deals.status.live" },
        { value: "upcoming", label: "admin.deals.status.upcoming" },
        { value: "expired", label: "admin.deals.status.expired" },
      ],
    },
    sorts: [{ value: "ending", label: "admin.deals.sort.ending" }],
    cells: [
      { cell: "model", header: "admin.deals.model", hide: "sm" },
      { cell: "offer", header: "admin.deals.offer" },
      { cell: "dates", header: "admin.deals.dates", hide: "md", muted: true },
    ],
    statusHide: "sm",
    filterColumns: "sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_12rem_12rem_auto]",
  },
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
    };
