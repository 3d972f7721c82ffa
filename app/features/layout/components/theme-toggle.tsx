import { Icon } from "~/shared/ui/icon";
import { useSyncExternalStore } from "react";
import { useText } from "~/features/layout/use-text";
import { applyColorMode, THEME_STORAGE_KEY, toggledTheme } from "~/features/layout/theme";

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  return () => observer.disconnect();
}
const isDark = () => document.documentElement.classList.contains("dark");

/** SPEC §4: the toggle switches light/dark and saves the choice. While a page forces a mode, the display stays. */
export function ThemeToggle() {
  const t = useText();
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  return (
    <button
      type="button"
      className="topbar-icon"
      aria-label={dark ? t("theme.toLight") : t("theme.toDark")}
      data-testid="theme-toggle"
      onClick={() => {
        try {
          localStorage.setItem(THEME_STORAGE_KEY, toggledTheme(isDark() ? "dark" : "light"));
        } catch {
          // Storage can be blocked (private mode); the display still follows the OS.
        }
        applyColorMode();
      }}
    >
      <Icon name="sun" className="size-[18px] hidden dark:block" />
      <Icon name="moon" className="size-[18px] dark:hidden" />
    </button>
  );
}
