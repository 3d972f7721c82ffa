import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { cardLinkFor, ensureVisitorId } from "~/features/layout/client-id";
import { fetchWithRetry } from "~/features/layout/fetch-retry";
import { applyColorMode, type Theme } from "~/features/layout/theme";

/** How often the browser asks whether a newer release is live, and the guard against reload loops. */
const BUILD_POLL_MS = 5 * 60 * 1000;
const RELOAD_GUARD_MS = 10_000;
const RELOAD_KEY = "imodoka:reloaded-at";

/**
 * Site-wide browser behaviour with no UI: visitor id, colour-mode sync, link cards, and reloading into a
 * new release at the next navigation.
 */
export function ClientBehaviour({
  buildId,
  forced,
}: {
  buildId: string | undefined;
  forced: Theme | undefined;
}) {
  const location = useLocation();
  const stale = useRef(false);
  const firstLocation = useRef(true);

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
    return () => {
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

  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    if (!stale.current) return;
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_GUARD_MS) return;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
  }, [location]);

  return null;
}
