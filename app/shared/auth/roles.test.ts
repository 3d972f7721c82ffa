import { describe, expect, it } from "vitest";
import { canModerate, isStaff } from "./roles";

// Staff and moderators are the same roles: editors and administrators, by their exact name, and nobody else.
describe.each([
  ["canModerate", canModerate],
  ["isStaff", isStaff],
])("%s", (_name, allows) => {
  it("is editors and administrators only", () => {
    expect(allows("editor")).toBe(true);
    expect(allows("admin")).toBe(true);
    expect(allows("user")).toBe(false);
    expect(allows(undefined)).toBe(false);
    expect(allows("Editor")).toBe(false);
  });
});
