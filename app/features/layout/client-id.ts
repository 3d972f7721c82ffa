/** SPEC §3: a random visitor identifier kept in localStorage under this key. */
export const VISITOR_ID_KEY = "cookie_user_id";

/** Returns the stored visitor id, creating it on the first visit. */
export function ensureVisitorId(storage: Pick<Storage, "getItem" | "setItem">, uuid: () => string): string {
  const existing = storage.getItem(VISITOR_ID_KEY);
  if (existing && /^[0-9a-f-]{36}$/i.test(existing)) return existing;
  const id = uuid();
  storage.setItem(VISITOR_ID_KEY, id);
  return id;
}

/** SPEC §2.11: a click inside a link card (outside its own controls) follows the card's first link. */
export function cardLinkFor(target: Element | null): HTMLAnchorElement | null {
  if (!target || target.closest("a, button, input, select, textarea, label, summary")) return null;
  const card = target.closest("[data-link-card]");
  return card?.querySelector<HTMLAnchorElement>("a[href]") ?? null;
}
