/**
 * A phone browser's user agent (an Android phone's Chrome), for the system tests and the benchmarks: bots get a bare
 * status code instead of some pages (SPEC §2.2), and the site's visitors are mostly on such phones.
 */
export const PHONE_BROWSER =
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Mobile Safari/537.36";
