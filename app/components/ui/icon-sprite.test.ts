import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSprite, spriteFile } from "../../../scripts/icons";
import { iconNames } from "./icon-names";

describe("icon sprite", () => {
  it("is up to date with icon-names.ts (run `npm run icons`)", () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(buildSprite());
  });
  it("has one symbol per name, each drawn", () => {
    const sprite = buildSprite();
    for (const name of iconNames)
      expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><`));
  });
});
