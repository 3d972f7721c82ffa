import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  brandSpriteFile,
  buildBrandSprite,
  buildCarLogoSprite,
  buildSprite,
  carLogoSpriteFile,
  spriteFile,
} from "../../../scripts/icons";
import { carLogoNames, carLogoOf } from "../lib/car-logos";
import { brandIconNames, iconNames } from "./icon-names";
import { spriteSymbols, symbolsFor, withIconSymbols } from "./icon-sprite";

const ids = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe.each([
  {
    sprite: "icon sprite",
    file: spriteFile,
    build: buildSprite,
    names: iconNames,
    // A drawing of its own on the 24×24 grid.
    symbol: (name: string) => `<symbol id="${name}" viewBox="0 0 24 24"><`,
  },
  {
    sprite: "brand sprite",
    file: brandSpriteFile,
    build: buildBrandSprite,
    names: brandIconNames,
    // One filled path.
    symbol: (name: string) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="[Mm][^"]+"/></symbol>`,
  },
  {
    sprite: "car logo sprite",
    file: carLogoSpriteFile,
    build: buildCarLogoSprite,
    names: carLogoNames,
    symbol: (name: string) => `<symbol id="${name}" viewBox="0 0 24 24"><path d="[Mm][^"]+"/></symbol>`,
  },
])("$sprite", ({ file, build, names, symbol }) => {
  it("is up to date with icon-names.ts (run `npm run icons`)", () => {
    expect(readFileSync(file, "utf8")).toBe(build());
  });
  it("has one symbol per name, each drawn", () => {
    const sprite = build();
    expect(ids(sprite)).toEqual([...names]);
    for (const name of names) expect(sprite).toMatch(new RegExp(symbol(name)));
  });
  it("lists each name once", () => {
    expect(new Set(names).size).toBe(names.length);
  });
});

describe("brand sprite", () => {
  it("draws brands with no colour or size of their own", () => {
    expect(buildBrandSprite()).not.toMatch(/fill=|stroke=|<title>|width=/);
  });
});

describe("car logos", () => {
  it("are found by the brand's slug, and a brand simple-icons does not draw has none", () => {
    expect(carLogoOf("volkswagen")).toBe("volkswagen");
    expect(carLogoOf("mg")).toBe("mg");
    expect(carLogoOf("mercedes-benz")).toBeNull();
    expect(carLogoOf("byd")).toBeNull();
  });
  it("draw makers with no colour or size of their own", () => {
    expect(buildCarLogoSprite()).not.toMatch(/fill=|stroke=|<title>|width=/);
  });
});

const source = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbols = spriteSymbols(source);
const marker = '<svg id="icon-sprite" class="hidden" aria-hidden="true"></svg>';
const icon = (name: string) => `<svg viewBox="0 0 24 24"><use href="#icon-${name}"></use></svg>`;

const inlined = (html: string) => withIconSymbols(Buffer.from(html), symbols).toString();
const spriteIds = (html: string) =>
  [...html.slice(html.indexOf('<svg id="icon-sprite"')).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe("page icon sprite", () => {
  it("reads every symbol of the sprite file under its page id", () => {
    expect(symbols.size).toBeGreaterThan(50);
    expect(symbols.get("menu")).toMatch(/^<symbol id="icon-menu" viewBox="0 0 24 24"><path d="/);
  });

  it("gives each icon asked for once, and nothing for an unknown name", () => {
    const markup = symbolsFor(symbols, ["x", "menu", "x", "no-such-icon"]);
    expect([...markup.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1])).toEqual(["icon-x", "icon-menu"]);
  });

  it("writes the symbols of the icons drawn above the sprite into it, each once, in the order drawn", () => {
    const page = `<body>${icon("menu")}<p>${"text ".repeat(200)}</p>${icon("search")}${icon("menu")}${marker}<script>late</script>${icon("heart")}</body>`;
    const out = inlined(page);
    expect(spriteIds(out)).toEqual(["icon-menu", "icon-search"]);
    // Everything else goes out as it came.
    expect(out.replace(/<symbol[\s\S]*?<\/symbol>/g, "")).toBe(page);
  });

  it("keeps text in any language as it was, before and after the sprite", () => {
    const page = `<body><h1>Réseau · Kigali — 5 000 000 RWF</h1>${icon("x")}${marker}<p>Ça roule ✓</p></body>`;
    const out = inlined(page);
    expect(spriteIds(out)).toEqual(["icon-x"]);
    expect(out.replace(/<symbol[\s\S]*?<\/symbol>/g, "")).toBe(page);
  });

  it("gives nothing for a reference to an icon the sprite does not have, or one cut short", () => {
    const page = `<body><a href="#icon-no-such-icon">x</a>${icon("menu")}${marker}</body>`;
    expect(spriteIds(inlined(page))).toEqual(["icon-menu"]);
    expect(inlined(`<body>${marker}<a href="#icon-men`)).toBe(`<body>${marker}<a href="#icon-men`);
  });

  it("sends a page without a sprite element unchanged", () => {
    const page = `<body>${icon("menu")}${"x".repeat(1000)}</body>`;
    expect(inlined(page)).toBe(page);
    const open = `<body>${icon("menu")}<svg id="icon-sprite" class="hidden"`;
    expect(inlined(open)).toBe(open);
  });
});
