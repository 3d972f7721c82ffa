/** What the back office's pages show, shaped by its loaders (components import these types only). */

export interface AuditEntryView {
  id: number;
  /** In Kigali time, for reading; `iso` for the `<time>` element. */
  at: string;
  iso: string;
  actor: string;
  action: string;
  entity: string;
  href: string | null;
  changes: { field: string; before: string | null; after: string }[];
}

export interface BrandRowView {
  id: number;
  name: string;
  slug: string;
  country: string | null;
  published: boolean;
  updated: string;
}

/** The orders of a list of named items: by name, or the last changed first. */
export const itemSorts = ["name", "newest"] as const;
export type ItemSort = (typeof itemSorts)[number];

export interface ModelRowView {
  id: number;
  name: string;
  brand: string;
  body: string;
  published: boolean;
  updated: string;
}

export interface VersionRowView {
  id: number;
  name: string;
  model: string;
  price: string;
  published: boolean;
  updated: string;
}

export const versionSorts = ["name", "newest", "price"] as const;
export type VersionSort = (typeof versionSorts)[number];

/** A news or guide article in its list: its category or section (`group`), status and times in Kigali. */
export interface ArticleRowView {
  id: number;
  title: string;
  group: string;
  author: string | null;
  status: "draft" | "scheduled" | "published";
  when: string;
  updated: string;
}
