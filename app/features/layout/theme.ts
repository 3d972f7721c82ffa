export type Theme = "light" | "dark";
export type ThemePreference = Theme | "system";

/** localStorage key holding the visitor's explicit choice; absent means "system". */
export const THEME_STORAGE_KEY = "theme";

/**
 * Puts the right class on <html>: a page's forced mode wins, then the stored choice, then the OS setting.
 * Self-contained (no imports, no outer names) because its source is also inlined in <head> to paint the
 * first frame in the right colours.
 */
export function applyColorMode(): void {
  const root = document.documentElement;
  const forced = root.getAttribute("data-force-theme");
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem("theme");
  } catch {
    stored = null;
  }
  const dark =
    forced === "dark" ||
    (forced !== "light" &&
      (stored === "dark" ||
        (stored !== "light" && window.matchMedia("(prefers-color-scheme: dark)").matches)));
  root.classList.toggle("dark", dark);
}

/** The inline <head> script: same function, run before first paint. */
export const colorModeScript = `(${applyColorMode.toString()})()`;

/**
 * A page may force light or dark. Forcing "system" is not allowed: it is ignored with a console warning.
 */
export function forcedTheme(
  value: unknown,
  warn: (message: string) => void = console.warn,
): Theme | undefined {
  if (value === "light" || value === "dark") return value;
  if (value === "system") warn('A page cannot force the "system" colour mode; the force is ignored.');
  return undefined;
}

/** The new explicit choice when the toggle is pressed while `current` is displayed. */
export function toggledTheme(current: Theme): Theme {
  return current === "dark" ? "light" : "dark";
}
