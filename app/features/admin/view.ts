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

export interface DealerRowView {
  id: number;
  name: string;
  district: string;
  phone: string;
  /** Its brands' names, A–Z, joined. */
  brands: string;
  updated: string;
}

export interface BannerRowView {
  id: number;
  placement: string;
  alt: string;
  thumb: string;
  /** When it shows, in Kigali time ("Always", "From 1 Dec 2026, 08:00"…). */
  when: string;
  status: "active" | "scheduled" | "expired";
  weight: number;
}
