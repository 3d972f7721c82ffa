/** Longest search text looked up; the rest is ignored (header search, its suggestions, the API). */
export const SEARCH_QUERY_MAX = 100;

/** Shortest search text that is looked up (SPEC §5: search fires only with at least 2 characters). */
export const SEARCH_QUERY_MIN = 2;

/**
 * Search text as typed, cleaned the same way everywhere it is read: control characters (which PostgreSQL
 * text cannot hold) count as spaces, the ends are trimmed and anything past SEARCH_QUERY_MAX characters
 * is ignored, so no input makes a search fail.
 */
export function cleanSearchQuery(value: string | null | undefined): string {
  return (
    (value ?? "")
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, SEARCH_QUERY_MAX)
  );
}
