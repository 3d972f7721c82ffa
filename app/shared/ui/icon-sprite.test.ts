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
