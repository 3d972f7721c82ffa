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

/**
 * A row of a back-office list: the item's name (its link), its full name (the link's label, "Toyota RAV4"), a
 * picture beside the name (a banner's), whether it is published, when it was last saved (for the kinds whose
 * list shows it), and its kind's other columns by name.
 */
export interface ListRow {
  id: number;
  name: string;
  label: string;
  thumb?: string;
  published?: boolean;
  updated?: string;
  cells: Record<string, string | null>;
}

/** The orders of a list of named items: by name, or the last changed first. */
export const itemSorts = ["name", "newest"] as const;
export type ItemSort = (typeof itemSorts)[number];

export const versionSorts = ["name", "newest", "price"] as const;
export type VersionSort = (typeof versionSorts)[number];
