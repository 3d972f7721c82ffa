import { afterEach, describe, expect, it, vi } from "vitest";
import { applyColorMode, colorModeScript, forcedTheme, toggledTheme } from "./theme";

function fakeBrowser({ forced, stored, osDark }: { forced?: string; stored?: string; osDark: boolean }) {
  const classes = new Set<string>();
  vi.stubGlobal("document", {
    documentElement: {
      getAttribute: (name: string) => (name === "data-force-theme" ? (forced ?? null) : null),
      classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
    },
  });
  vi.stubGlobal("window", {
    localStorage: { getItem: (key: string) => (key === "theme" ? (stored ?? null) : null) },
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && osDark }),
  });
  return classes;
}

afterEach(() => vi.unstubAllGlobals());

describe("applyColorMode", () => {
  it.each([
    { stored: undefined, osDark: false, dark: false },
    { stored: undefined, osDark: true, dark: true },
    { stored: "system", osDark: true, dark: true },
    { stored: "dark", osDark: false, dark: true },
    { stored: "light", osDark: true, dark: false },
    { stored: "nonsense", osDark: true, dark: true },
    { forced: "dark", stored: "light", osDark: false, dark: true },
    { forced: "light", stored: "dark", osDark: true, dark: false },
  ])("forced $forced, stored $stored, OS dark $osDark → dark $dark", ({ forced, stored, osDark, dark }) => {
    const classes = fakeBrowser({ forced, stored, osDark });
    applyColorMode();
    expect(classes.has("dark")).toBe(dark);
  });

  it("falls back to the OS when storage throws", () => {
    const classes = fakeBrowser({ osDark: true });
    vi.stubGlobal("window", {
      localStorage: {
        getItem: () => {
          throw new Error("blocked");
        },
      },
      matchMedia: () => ({ matches: true }),
    });
    applyColorMode();
    expect(classes.has("dark")).toBe(true);
  });

  it("is inlined as a self-invoking script", () => {
    expect(colorModeScript.startsWith("(function")).toBe(true);
    expect(colorModeScript.endsWith(")()")).toBe(true);
    const classes = fakeBrowser({ stored: "dark", osDark: false });
    new Function(colorModeScript)();
    expect(classes.has("dark")).toBe(true);
  });
});

describe("forcedTheme", () => {
  it("accepts light and dark", () => {
    expect(forcedTheme("light")).toBe("light");
    expect(forcedTheme("dark")).toBe("dark");
  });
  it("ignores system with a warning", () => {
    const warn = vi.fn();
    expect(forcedTheme("system", warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
  it("ignores anything else silently", () => {
    const warn = vi.fn();
    expect(forcedTheme(undefined, warn)).toBeUndefined();
    expect(forcedTheme("blue", warn)).toBeUndefined();
    expect(warn).not.toHaveBeenCalled();
  });
});

describe("toggledTheme", () => {
  it("switches between light and dark", () => {
    expect(toggledTheme("light")).toBe("dark");
    expect(toggledTheme("dark")).toBe("light");
  });
});
