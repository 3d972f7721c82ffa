import { describe, expect, it } from "vitest";
import { canModerate } from "./roles";

describe("canModerate", () => {
  it("lets editors and administrators moderate, and nobody else", () => {
    expect(canModerate("editor")).toBe(true);
    expect(canModerate("admin")).toBe(true);
    expect(canModerate("user")).toBe(false);
    expect(canModerate(undefined)).toBe(false);
    expect(canModerate("Editor")).toBe(false);
  });
});
