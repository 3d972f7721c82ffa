/**
 * SPEC §4: "A failed dynamic load also reloads the target page at the next navigation." Two ways a load
 * fails:
 * - a popup's or a part's code (the search suggestions, the sign-in popup, an island): the page carries on
 *   without it, and the next navigation is a full document load of its target, which brings the current
 *   release's files;
 * - the code of the page being navigated to: React Router then reloads the page the visitor is leaving. The
 *   target of the navigation under way is kept in session storage, and the reloaded document goes on to
 *   it before it paints (`resumeNavigationScript`, first in <head>).
 */

/** Session storage: the navigation under way, `{ from, to, at }` (addresses and a time in ms). */
export const PENDING_NAVIGATION_KEY = "imodoka:navigating";

export interface PendingNavigation {
  /** The address of the page being left (location.href). */
  from: string;
  /** The path, query and hash being navigated to. */
  to: string;
  /** When the navigation started (Date.now()). */
  at: number;
}

/** The entry to store while a navigation is under way. */
export function pendingNavigation(from: string, to: string, at: number): string {
  return JSON.stringify({ from, to, at } satisfies PendingNavigation);
}

/**
 * Run first in <head>: when this document is a reload of the page a navigation was leaving (so the
 * navigation's code failed to load), go on to the navigation's target instead. The entry is used once.
 * Self-contained (its text is inlined in the page), so its constants are written in it.
 */
export function resumeNavigation(
  storage: Pick<Storage, "getItem" | "removeItem"> = sessionStorage,
  here: Pick<Location, "href" | "replace"> = location,
  navigationType: string | undefined = (
    performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined
  )?.type,
  now: number = Date.now(),
): void {
  try {
    // PENDING_NAVIGATION_KEY
    const raw = storage.getItem("imodoka:navigating");
    if (raw === null) return;
    storage.removeItem("imodoka:navigating");
    const pending = JSON.parse(raw) as { from?: unknown; to?: unknown; at?: unknown };
    const to = pending.to;
    // A reload of the page being left, within a minute of the navigation's start, to a path of this site.
    if (
      navigationType === "reload" &&
      pending.from === here.href &&
      typeof pending.at === "number" &&
      now - pending.at >= 0 &&
      now - pending.at < 60_000 &&
      typeof to === "string" &&
      to.startsWith("/") &&
      !to.startsWith("//") &&
      !to.startsWith("/\\")
    )
      here.replace(to);
  } catch {
    // Storage blocked or an entry of another shape: the reloaded page stays.
  }
}

/**
 * The inline <head> script: the same function, run before first paint. A function, so that the browser's
 * bundle, which never writes the script, leaves it out.
 */
export function resumeNavigationScript(): string {
  return `(${resumeNavigation.toString()})()`;
}
