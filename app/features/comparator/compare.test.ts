import { describe, expect, it } from "vitest";
import {
  addToSelection,
  comparatorPath,
  MAX_COMPARED,
  MAX_PARSED,
  parseBasket,
  parseId,
  parseSelection,
  removeFromSelection,
  replaceInSelection,
} from "./compare";

describe("comparison selection", () => {
  it("adds at the end, once, and up to four versions", () => {
    expect(MAX_COMPARED).toBe(4);
    expect(addToSelection([], 7)).toEqual({ ids: [7], result: "added" });
    expect(addToSelection([7, 3], 9)).toEqual({ ids: [7, 3, 9], result: "added" });
    expect(addToSelection([7, 3], 3)).toEqual({ ids: [7, 3], result: "present" });
    expect(addToSelection([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], result: "full" });
    expect(addToSelection([1, 2, 3, 4], 4).result).toBe("present");
  });

  it("removes one version and keeps the order of the rest", () => {
    expect(removeFromSelection([1, 2, 3], 2)).toEqual([1, 3]);
    expect(removeFromSelection([1, 2, 3], 9)).toEqual([1, 2, 3]);
  });

  it("swaps a version in place", () => {
    expect(replaceInSelection([1, 2, 3], 2, 8)).toEqual([1, 8, 3]);
    expect(replaceInSelection([1, 2, 3], 2, 3)).toEqual([1, 3]);
    expect(replaceInSelection([1, 2], 9, 5)).toEqual([1, 2, 5]);
    expect(replaceInSelection([1, 2, 3, 4], 9, 5)).toEqual([1, 2, 3, 4]);
  });
});

describe("parseId", () => {
  it("accepts positive integers only", () => {
    expect(parseId("12")).toBe(12);
    expect(parseId(" 12 ")).toBe(12);
    for (const bad of [null, undefined, "", "0", "-3", "1.5", "12a", "0012", "1e3", "9999999999"]) {
      expect(parseId(bad)).toBeNull();
    }
  });
});

describe("parseSelection", () => {
  it("keeps the order, drops duplicates and reports every part it could not use", () => {
    expect(parseSelection("12,34,56")).toEqual({
      ids: [12, 34, 56],
      invalid: [],
      duplicates: [],
      overLimit: [],
    });
    expect(parseSelection("12,abc,12, 34,,12,-1")).toEqual({
      ids: [12, 34],
      invalid: ["abc", "-1"],
      duplicates: [12],
      overLimit: [],
    });
    expect(parseSelection("1,2,3,4,5,6,2")).toMatchObject({ ids: [1, 2, 3, 4, 5, 6], duplicates: [2] });
    const many = Array.from({ length: MAX_PARSED + 2 }, (_, i) => i + 1);
    expect(parseSelection(many.join(","))).toMatchObject({
      ids: many.slice(0, MAX_PARSED),
      overLimit: many.slice(MAX_PARSED),
    });
  });
  it("reads nothing from an empty or missing parameter", () => {
    expect(parseSelection(null).ids).toEqual([]);
    expect(parseSelection(" , ").ids).toEqual([]);
  });
});

describe("comparatorPath", () => {
  it("keeps commas readable and adds extra parameters", () => {
    expect(comparatorPath([])).toBe("/comparator");
    expect(comparatorPath([12, 34])).toBe("/comparator?versions=12,34");
    expect(comparatorPath([12], { slot: "add", brand: 3 })).toBe("/comparator?versions=12&slot=add&brand=3");
    expect(comparatorPath([], { q: "a b" })).toBe("/comparator?q=a%20b");
  });
});

describe("parseBasket", () => {
  it("reads a stored JSON array and ignores anything else", () => {
    expect(parseBasket("[3,1,3,2]")).toEqual([3, 1, 2]);
    expect(parseBasket("[1,2,3,4,5]")).toEqual([1, 2, 3, 4]);
    expect(parseBasket('[1,"2",null,-4,2.5,8]')).toEqual([1, 8]);
    for (const bad of [null, "", "{", '{"a":1}', "7", "null"]) expect(parseBasket(bad)).toEqual([]);
  });
});
