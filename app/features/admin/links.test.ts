import { describe, expect, it } from "vitest";
import { LINK_MAX, safeLink } from "./links";

describe("a banner's link", () => {
  it("takes a page of the site, with its query and anchor", () => {
    expect(safeLink("/auto-guide/current-deals")).toBe("/auto-guide/current-deals");
    expect(safeLink(" /find-my-car?from=banner#form ")).toBe("/find-my-car?from=banner#form");
    expect(safeLink("/")).toBe("/");
  });

  it("takes an https address, as the browser reads it", () => {
    expect(safeLink("https://example.rw/offer")).toBe("https://example.rw/offer");
    expect(safeLink("HTTPS://Example.RW")).toBe("https://example.rw/");
  });

  it("refuses every other scheme, however written", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "http://example.rw",
      "mailto:sales@example.rw",
      "tel:+250788000000",
      "ftp://example.rw",
      "file:///etc/passwd",
    ])
      expect(safeLink(bad), bad).toBeUndefined();
  });

  it("refuses addresses that leave the site while looking local, and malformed ones", () => {
    for (const bad of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "example.rw",
      "https://",
      "https://user:pass@example.rw",
      "/page with spaces",
      "/a\u0000b",
      "",
      "   ",
      `/${"a".repeat(LINK_MAX)}`,
    ])
      expect(safeLink(bad), JSON.stringify(bad)).toBeUndefined();
  });
});
