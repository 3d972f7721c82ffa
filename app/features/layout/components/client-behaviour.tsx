import { useContext, useEffect, useRef } from "react";
import { createPath, UNSAFE_DataRouterContext } from "react-router";
import { cardLinkFor, ensureVisitorId } from "~/features/layout/client-id";
import { fetchWithRetry } from "~/features/layout/fetch-retry";
import { applyColorMode, type Theme } from "~/features/layout/theme";
import { PENDING_NAVIGATION_KEY, pendingNavigation } from "~/features/layout/navigation-reload";

/** How often the browser asks whether a newer release is live, and the guard against reload loops. */
const BUILD_POLL_MS = 5 * 60 * 1000;
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = "imodoka:reloaded-at";

/** False when the page reloaded itself less than RELOAD_GUARD_MS ago (a loop); else notes this reload. */
function mayReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // Storage blocked: no guard to keep, the reload still brings the current release.
  }
  return true;
}

/**
 * Site-wide browser behaviour with no UI: visitor id, colour-mode sync, link cards, and reloading into a
 * new release, or past code that failed to load, at the next navigation (SPEC §4).
 */
export function ClientBehaviour({
  buildId,
  forced,
}: {
  buildId: string | undefined;
  forced: Theme | undefined;
}) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // A newer release is live, or some code failed to load: the next navigation loads a whole document.
  const stale = useRef(false);

  useEffect(() => {
    try {
      ensureVisitorId(localStorage, () => crypto.randomUUID());
    } catch {
      // Storage blocked: the visitor simply has no id.
    }
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const onStorage = (event: StorageEvent) => event.key === "theme" && applyColorMode();
    media.addEventListener("change", applyColorMode);
    window.addEventListener("storage", onStorage);

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      const link = cardLinkFor(event.target as Element | null);
      if (link && !window.getSelection()?.toString()) link.click();
    };
    document.addEventListener("click", onClick);
    // Vite reports a lazily loaded file (a popup's, a part's) that could not be fetched (SPEC §4).
    const onLoadFailed = () => {
      stale.current = true;
    };
    window.addEventListener("vite:preloadError", onLoadFailed);
    return () => {
      window.removeEventListener("vite:preloadError", onLoadFailed);
      media.removeEventListener("change", applyColorMode);
      window.removeEventListener("storage", onStorage);
      document.removeEventListener("click", onClick);
    };
  }, []);

  // The forced mode lives on <html data-force-theme>; re-apply when navigation changes it.
  useEffect(applyColorMode, [forced]);

  useEffect(() => {
    if (!buildId || buildId === "development") return;
    const check = async () => {
      try {
        const response = await fetchWithRetry(`/builds/latest.json?t=${Date.now()}`);
        if (!response.ok) return;
        const latest = (await response.json()) as { id?: string };
        if (latest.id && latest.id !== buildId) stale.current = true;
      } catch {
        // SPEC §8: build poll errors are ignored.
      }
    };
    const timer = setInterval(check, BUILD_POLL_MS);
    const onVisible = () => document.visibilityState === "visible" && void check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [buildId]);

  // SPEC §4: a navigation to a page (a link, a GET form) keeps its target in session storage while under way.
  // If the page's code fails to load, React Router reloads the page being left, and that document goes on
  // to the target (navigation-reload.ts). When the app is stale, the navigation is a full document load of
  // its target from the start. A form's POST never becomes a document load: its message and what was typed
  // stay on screen, and the new release comes with the next page navigation.
  // The router's own subscription, not an effect of `useNavigation`: the router announces the navigation
  // before it loads the page's code, while React renders that state later, in a transition. A file that
  // fails at once would reload the page before an effect had stored the target.
  useEffect(() => {
    if (!router) return;
    let stored: string | null = null;
    return router.subscribe(({ navigation }) => {
      const target =
        navigation.state !== "idle" && (navigation.formMethod ?? "GET").toUpperCase() === "GET"
          ? createPath(navigation.location)
          : null;
      if (target === stored) return;
      stored = target;
      try {
        if (target === null) sessionStorage.removeItem(PENDING_NAVIGATION_KEY);
        else
          sessionStorage.setItem(
            PENDING_NAVIGATION_KEY,
            pendingNavigation(window.location.href, target, Date.now()),
          );
      } catch {
        // Storage blocked: a failed page load reloads the page being left, as React Router does.
      }
      if (target !== null && stale.current && mayReload()) window.location.assign(target);
    });
  }, [router]);

  return null;
}
