import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { maskEmail, TOKEN_PATTERN, validateNewsletterEmail as validate } from "./newsletter";
import { newsletterText } from "./text/newsletter";

const validateNewsletterEmail = (value: unknown) => validate(value, textFor(newsletterText, "en"));

describe("validateNewsletterEmail", () => {
  it("trims and lower-cases a valid address", () => {
    expect(validateNewsletterEmail("  Aline.Uwase@Example.RW \n")).toEqual({
      ok: true,
      email: "aline.uwase@example.rw",
    });
    expect(validateNewsletterEmail("jean+cars@mail.co.rw")).toEqual({
      ok: true,
      email: "jean+cars@mail.co.rw",
    });
  });

  it.each([
    ["empty", ""],
    ["only spaces", "   "],
    ["no domain", "aline@"],
    ["no @", "aline.example.rw"],
    ["a space inside", "aline uwase@example.rw"],
    ["two @", "aline@@example.rw"],
    ["no top-level domain", "aline@example"],
    ["too long", `${"a".repeat(250)}@example.rw`],
  ])("refuses %s with the SPEC's message", (_case, value) => {
    expect(validateNewsletterEmail(value)).toEqual({
      ok: false,
      error: "Please enter a valid email address",
    });
  });

  it("refuses a missing or non-text value", () => {
    expect(validateNewsletterEmail(null)).toEqual({ ok: false, error: "Please enter a valid email address" });
    expect(validateNewsletterEmail(new Blob(["a@b.rw"]))).toMatchObject({ ok: false });
  });
});

describe("maskEmail", () => {
  it("keeps the first letter and the domain", () => {
    expect(maskEmail("jean.bosco@example.rw")).toBe("j•••@example.rw");
    expect(maskEmail("a@example.rw")).toBe("a•••@example.rw");
  });
  it("hides everything when the text is not an address", () => {
    expect(maskEmail("@example.rw")).toBe("•••");
    expect(maskEmail("nobody")).toBe("•••");
  });
});

describe("TOKEN_PATTERN", () => {
  it("accepts 43 base64url characters only", () => {
    expect(TOKEN_PATTERN.test("A".repeat(43))).toBe(true);
    expect(TOKEN_PATTERN.test("aB3-_".repeat(8) + "xyz")).toBe(true);
    expect(TOKEN_PATTERN.test("A".repeat(42))).toBe(false);
    expect(TOKEN_PATTERN.test("A".repeat(44))).toBe(false);
    expect(TOKEN_PATTERN.test(`${"A".repeat(42)}=`)).toBe(false);
  });
});
