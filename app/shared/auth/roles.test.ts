import { describe, expect, it } from "vitest";
import { canModerate, isStaff } from "./roles";

describe("canModerate", () => {
  it("lets editors and administrators moderate, and nobody else", () => {
    expect(canModerate("editor")).toBe(true);
    expect(canModerate("admin")).toBe(true);
    expect(canModerate("user")).toBe(false);
    expect(canModerate(undefined)).toBe(false);
    expect(canModerate("Editor")).toBe(false);
  });
});

describe("isStaff", () => {
  it("is editors and administrators only", () => {
    expect(isStaff("editor")).toBe(true);
    expect(isStaff("admin")).toBe(true);
    expect(isStaff("user")).toBe(false);
    expect(isStaff(undefined)).toBe(false);
  });
});
