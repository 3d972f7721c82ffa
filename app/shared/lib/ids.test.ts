import { describe, expect, it } from "vitest";
import { INTEGER_MAX, isId, isNumericParam, parseId } from "./ids";

describe("isNumericParam", () => {
  it.each(["0", "1", "12", "012", "1234567890", "99999999999999999999"])("accepts %j", (value) => {
    expect(isNumericParam(value)).toBe(true);
  });

  it.each([
    undefined,
    null,
    "",
    "1a",
    "a1",
    "-1",
    "+1",
    "1.5",
    "1,5",
    "1e3",
    "0x1f",
    " 1",
    "1 ",
    "1\n",
    "١٢",
    "１２",
    "Infinity",
    "NaN",
  ])("rejects %j", (value) => {
    expect(isNumericParam(value)).toBe(false);
  });
});

describe("parseId", () => {
  it("reads ASCII digits up to the largest PostgreSQL integer", () => {
    expect(parseId("0")).toBe(0);
    expect(parseId("42")).toBe(42);
    expect(parseId("007")).toBe(7);
    expect(parseId("999999999")).toBe(999_999_999);
    expect(parseId("1000000000")).toBe(1_000_000_000);
    expect(parseId("2147483647")).toBe(INTEGER_MAX);
  });

  it.each([undefined, null, "", "2147483648", "99999999999999999999", "-1", "1.5", " 1", "1e3", "abc"])(
    "is null for %j",
    (value) => {
      expect(parseId(value)).toBeNull();
    },
  );
});

describe("isId", () => {
  it.each([0, 1, INTEGER_MAX])("accepts %d", (value) => expect(isId(value)).toBe(true));
  it.each([-1, 1.5, INTEGER_MAX + 1, Number.NaN, Number.POSITIVE_INFINITY])("rejects %d", (value) =>
    expect(isId(value)).toBe(false),
  );
});
