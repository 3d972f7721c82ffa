import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

// The tests run without a browser: the hook's store is recorded, so its browser side can be read too.
type Store = [
  subscribe: (listener: () => void) => () => void,
  browser: () => unknown,
  server?: () => unknown,
];
const store = vi.hoisted(() => ({ calls: [] as Store[] }));
vi.mock(import("react"), async (original) => {
  const react = await original();
  const useSyncExternalStore: typeof react.useSyncExternalStore = (...args) => {
    store.calls.push(args);
    return react.useSyncExternalStore(...args);
  };
  return { ...react, useSyncExternalStore };
});

function Probe() {
  return String(useHydrated());
}

describe("useHydrated", () => {
  it("is false on the server, so the page hydrates with the markup the server sent", () => {
    expect(renderToStaticMarkup(createElement(Probe))).toBe("false");
  });

  it("is true in the browser, and never changes after", () => {
    renderToStaticMarkup(createElement(Probe));
    const [subscribe, browser, server] = store.calls.at(-1)!;
    expect(browser()).toBe(true);
    expect(server?.()).toBe(false);
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    expect(typeof unsubscribe).toBe("function");
    expect(listener).not.toHaveBeenCalled();
  });
});
