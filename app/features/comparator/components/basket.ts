import { useSyncExternalStore } from "react";
import {
  addToSelection,
  parseBasket,
  removeFromSelection,
  type AddResult,
} from "~/features/comparator/compare";

/**
 * The comparison basket in the browser: up to four version ids in localStorage, shared by every tab (the
 * `storage` event) and every component (useBasket). Where storage is blocked it lives in memory.
 */
const KEY = "imodoka:compare";
const EMPTY: number[] = [];
const listeners = new Set<() => void>();
let memory: string | null = null;
let cached: { raw: string | null; ids: number[] } = { raw: null, ids: EMPTY };

function stored(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return memory;
  }
}

function read(): number[] {
  const raw = stored();
  if (raw !== cached.raw) cached = { raw, ids: parseBasket(raw) };
  return cached.ids;
}

function write(ids: number[]) {
  const raw = JSON.stringify(ids);
  memory = raw;
  try {
    localStorage.setItem(KEY, raw);
  } catch {
    // Storage blocked or full: the basket lasts as long as the page.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const basket = {
  read,
  add(id: number): AddResult {
    const { ids, result } = addToSelection(read(), id);
    if (result === "added") write(ids);
    return result;
  },
  remove(id: number) {
    write(removeFromSelection(read(), id));
  },
  /** Replaces the whole basket, e.g. with the comparison being viewed. */
  set(ids: number[]) {
    if (ids.join() !== read().join()) write(ids);
  },
};

/** The basket's ids; empty during server rendering and hydration, then the stored ones. */
export function useBasket(): number[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
