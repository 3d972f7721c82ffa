import { describe, expect, it } from "vitest";
import { isPlainClick } from "./plain-click";

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (target = "", download = false) => ({ target, hasAttribute: () => download });

describe("isPlainClick", () => {
  it("takes a main-button click on a link that opens here", () => {
    expect(isPlainClick(click, link())).toBe(true);
    expect(isPlainClick(click, link("_self"))).toBe(true);
  });

  it.each(["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)(
    "leaves a click with %s to the browser",
    (key) => {
      expect(isPlainClick({ ...click, [key]: true }, link())).toBe(false);
    },
  );

  it("leaves the middle and right buttons to the browser", () => {
    expect(isPlainClick({ ...click, button: 1 }, link())).toBe(false);
    expect(isPlainClick({ ...click, button: 2 }, link())).toBe(false);
  });

  it("leaves links to another window and downloads to the browser", () => {
    expect(isPlainClick(click, link("_blank"))).toBe(false);
    expect(isPlainClick(click, link("listing"))).toBe(false);
    expect(isPlainClick(click, link("", true))).toBe(false);
  });
});
