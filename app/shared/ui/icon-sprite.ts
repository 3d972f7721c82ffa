/**
 * Icons that paint with the page. Every `<Icon>` points at a symbol inside the page (`#icon-{name}`), and the
 * server writes the symbols the page uses into one hidden `<svg>` at the end of the body (IconSprite in
 * app/root.tsx), so no icon waits for another file. Parts drawn later in the browser (another page, a
 * popup) find the rest of the sprite, which the browser adds once the page has loaded.
 */

import { ICON_SPRITE_ID } from "./icon";

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

const usePattern = /href="#icon-([a-z0-9-]+)"/g;
/** The page's empty sprite element as React serializes it (see IconSprite). */
const markerPattern = new RegExp(`<svg id="${ICON_SPRITE_ID}"[^>]*></svg>`);
/** Longer than the marker and than any icon reference, so that neither is ever cut between two chunks. */
const HOLD_BACK = 256;

/**
 * Fills the page's sprite while the server streams the HTML: collects the icons referenced before the
 * sprite element, then writes their symbols into it. `push` takes each chunk and returns what may be sent
 * now (it holds back a short tail, in case the element or a reference is cut in two); `end` returns the rest.
 * Icons drawn after the element (a part that finished late) come with the rest of the sprite in the browser.
 */
export function spriteInliner(symbols: ReadonlyMap<string, string>) {
  const used = new Set<string>();
  let held = "";
  let done = false;
  return {
    push(chunk: string): string {
      if (done) return chunk;
      const text = held + chunk;
      for (const [, name] of text.matchAll(usePattern)) used.add(name!);
      const marker = markerPattern.exec(text);
      if (marker) {
        done = true;
        held = "";
        const element = marker[0];
        const filled = element.replace("></svg>", `>${symbolsFor(symbols, used)}</svg>`);
        return text.slice(0, marker.index) + filled + text.slice(marker.index + element.length);
      }
      const cut = Math.max(0, text.length - HOLD_BACK);
      held = text.slice(cut);
      return text.slice(0, cut);
    },
    end(): string {
      const rest = held;
      held = "";
      return rest;
    },
  };
}
