import { ICON_SPRITE_ID } from "./icon";

/**
 * Icons that paint with the page. Every `<Icon>` points at a symbol inside the page (`#icon-{name}`), and the
 * server writes the symbols the page uses into one hidden `<svg>` at the end of the body (IconSprite in
 * app/root.tsx), so no icon waits for another file. Parts drawn later in the browser (another page, a
 * popup) find the rest of the sprite, which the browser adds once the page has loaded.
 */

const symbolPattern = /<symbol id="([^"]+)"([^>]*)>([\s\S]*?)<\/symbol>/g;

/** The symbols of a sprite file (app/shared/ui/icons.svg), by icon name, with their page ids. */
export function spriteSymbols(source: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [, name, attributes, body] of source.matchAll(symbolPattern))
    symbols.set(name!, `<symbol id="icon-${name}"${attributes}>${body}</symbol>`);
  return symbols;
}

/** The symbols of `names` that the sprite has, in the order asked, as markup for the page's sprite. */
export function symbolsFor(symbols: ReadonlyMap<string, string>, names: Iterable<string>): string {
  return [...new Set(names)].map((name) => symbols.get(name) ?? "").join("");
}

const USE = 'href="#icon-';
/** The page's empty sprite element as React serializes it (see IconSprite): its start, and where it closes. */
const MARKER = `<svg id="${ICON_SPRITE_ID}"`;
const MARKER_CLOSE = "></svg>";

/**
 * The page, as React wrote it in full, with the symbols of the icons drawn above its sprite element written
 * into that element. Icons drawn after it come with the rest of the sprite in the browser. A page without the
 * element goes out as it came. Works on the bytes: the page is never decoded to a string (server only: the
 * browser has no Buffer).
 */
export function withIconSymbols(page: Buffer, symbols: ReadonlyMap<string, string>): Buffer {
  const marker = page.indexOf(MARKER);
  const close = marker < 0 ? -1 : page.indexOf(MARKER_CLOSE, marker);
  if (close < 0) return page;
  const used: string[] = [];
  for (let at = page.indexOf(USE); at >= 0 && at < marker; at = page.indexOf(USE, at)) {
    const start = at + USE.length;
    const end = page.indexOf('"', start);
    if (end < 0) break;
    used.push(page.toString("latin1", start, end));
    at = end;
  }
  const inside = close + 1;
  return Buffer.concat([
    page.subarray(0, inside),
    Buffer.from(symbolsFor(symbols, used)),
    page.subarray(inside),
  ]);
}
