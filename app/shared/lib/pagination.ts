/** Page numbers for lists: which rows to read, and which page links to show. */

export interface Page {
  /** 1-based, clamped to the last page. */
  page: number;
  pages: number;
  offset: number;
  perPage: number;
  total: number;
}

/** Reads `?page=` leniently: anything that is not a whole number ≥ 1 is page 1. */
export function pageParam(value: string | null | undefined): number {
  if (!value || !/^[0-9]{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The page to show once the total is known; a page past the end shows the last one. */
export function paginate(total: number, requested: number, perPage: number): Page {
  const pages = Math.max(1, Math.ceil(total / perPage));
  const page = Math.min(Math.max(1, Math.trunc(requested)), pages);
  return { page, pages, offset: (page - 1) * perPage, perPage, total };
}

/** A page of a list read from the database: the page (a page past the end reads the last one) and its rows. */
export async function readPage<T>(
  total: number,
  requested: number,
  perPage: number,
  rows: { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } },
): Promise<{ page: Page; rows: T[] }> {
  const page = paginate(total, requested, perPage);
  return { page, rows: await rows.limit(page.perPage).offset(page.offset) };
}

/**
 * Page links around the current one, with the first and last always present and gaps as null:
 * 1 … 4 5 [6] 7 8 … 20.
 */
export function pageLinks(page: number, pages: number, around = 2): (number | null)[] {
  const shown = new Set<number>([1, pages]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) links.push(p - 1);
    else if (previous !== undefined && p - previous > 2) links.push(null);
    links.push(p);
  });
  return links;
}

/** The current query string with `page` set (page 1 drops it, so the first page has one URL). */
export function pageHref(search: URLSearchParams | string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete("page");
  else params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "?";
}

export interface PageNav {
  label: string;
  previous: { href: string; label: string } | null;
  next: { href: string; label: string } | null;
  /** Page links in order; null marks a gap ("…"). */
  links: ({ href: string; number: number; label: string; current: boolean } | null)[];
}

/**
 * Everything the page links show, built by the loader (labels included) so the component only renders it.
 * Null when everything fits on one page.
 */
export function pageNav(
  { page, pages }: Pick<Page, "page" | "pages">,
  search: URLSearchParams | string,
  text: { label: string; previous: string; next: string; page: string },
): PageNav | null {
  if (pages <= 1) return null;
  return {
    label: text.label,
    previous: page > 1 ? { href: pageHref(search, page - 1), label: text.previous } : null,
    next: page < pages ? { href: pageHref(search, page + 1), label: text.next } : null,
    links: pageLinks(page, pages).map((number) =>
      number === null
        ? null
        : {
            href: pageHref(search, number),
            number,
            label: text.page.replace("{page}", String(number)),
            current: number === page,
          },
    ),
  };
}
