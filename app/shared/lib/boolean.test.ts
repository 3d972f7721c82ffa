import { describe, it, expect } from "vitest";
import { parseBooleanLike } from "./boolean";

describe("parseBooleanLike", () => {
  it.each<[unknown, boolean]>([
    [true, true],
    [1, true],
    ["1", true],
    ["true", true],
    ["TRUE", true],
    ["True", true],
    ["tRuE", true],
    [" 1 ", true],
    ["  true\n", true],
    [false, false],
    [0, false],
    [-0, false],
    ["0", false],
    ["false", false],
    ["FALSE", false],
    ["False", false],
    ["fAlSe", false],
    [" 0 ", false],
    ["\tfalse ", false],
  ])("accepts %j as %s", (input, expected) => {
    expect(parseBooleanLike(input)).toBe(expected);
  });

  it.each<[unknown]>([
    [null],
    [undefined],
    [""],
    ["   "],
    ["yes"],
    ["no"],
    ["on"],
    ["off"],
    ["t"],
    ["f"],
    ["01"],
    ["1.0"],
    ["truee"],
    [2],
    [-1],
    [0.5],
    [NaN],
    [Infinity],
    [{}],
    [[]],
    [[1]],
    [{ value: true }],
    [new Boolean(true)],
    [1n],
    [Symbol("true")],
    [() => true],
  ])("rejects %s", (input) => {
    expect(parseBooleanLike(input)).toBeUndefined();
  });
});
