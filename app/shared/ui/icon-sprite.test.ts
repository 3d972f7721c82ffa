import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { brandSpriteFile, buildBrandSprite, buildSprite, spriteFile } from "../../../scripts/icons";
import { brandIconNames, iconNames } from "./icon-names";

const ids = (sprite: string) => [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

describe("icon sprite", () => {
  it("is up to date with icon-names.ts (run `npm run icons`)", () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(buildSprite());
  });
  it("has one symbol per name, each drawn", () => {
    const sprite = buildSprite();
    expect(ids(sprite)).toEqual([...iconNames]);
    for (const name of iconNames)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><`));
  });
  it("lists each name once", () => {
    expect(new Set(iconNames).size).toBe(iconNames.length);
    expect(new Set(brandIconNames).size).toBe(brandIconNames.length);
  });
});

describe("brand sprite", () => {
  it("is up to date with icon-names.ts (run `npm run icons`)", () => {
    expect(readFileSync(brandSpriteFile, "utf8")).toBe(buildBrandSprite());
  });
  it("has one filled path per brand, with no colour or size of its own", () => {
    const sprite = buildBrandSprite();
    expect(ids(sprite)).toEqual([...brandIconNames]);
    for (const name of brandIconNames)
      expect(sprite).toMatch(
        new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><path d="[Mm][^"]+"/></symbol>`),
      );
    expect(sprite).not.toMatch(/fill=|stroke=|<title>|width=/);
  });
});
