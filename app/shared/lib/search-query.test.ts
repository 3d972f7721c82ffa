import { describe, expect, it } from "vitest";
import { cleanSearchQuery, SEARCH_QUERY_MAX } from "./search-query";

describe("cleanSearchQuery", () => {
  it("trims the ends and keeps the text as typed", () => {
    expect(cleanSearchQuery("  Toyota RAV4 ")).toBe("Toyota RAV4");
    expect(cleanSearchQuery("Citroën")).toBe("Citroën");
  });

  it("reads nothing as empty", () => {
    expect(cleanSearchQuery(null)).toBe("");
    expect(cleanSearchQuery(undefined)).toBe("");
    expect(cleanSearchQuery("   ")).toBe("");
  });

  it("counts control characters as spaces", () => {
    expect(cleanSearchQuery("rav\u00004")).toBe("rav 4");
    expect(cleanSearchQuery("\trav\n4\u007f")).toBe("rav 4");
  });

  it("ignores what is past the longest query, after trimming", () => {
    expect(cleanSearchQuery(`  ${"a".repeat(150)}`)).toBe("a".repeat(SEARCH_QUERY_MAX));
  });
});
