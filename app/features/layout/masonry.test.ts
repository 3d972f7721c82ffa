import { describe, expect, it } from "vitest";
import { masonryColumns, masonryColumnWidth } from "./masonry";

describe("masonry", () => {
  it("uses 180 px columns above a 490 px window and 110 px at or below", () => {
    expect(masonryColumnWidth(1366)).toBe(180);
    expect(masonryColumnWidth(491)).toBe(180);
    expect(masonryColumnWidth(490)).toBe(110);
    expect(masonryColumnWidth(320)).toBe(110);
  });
  it("fits as many columns as the width allows with a 16 px gap", () => {
    expect(masonryColumns(1216, 1366)).toBe(6); // 6 × 180 + 5 × 16 = 1160
    expect(masonryColumns(1160, 1366)).toBe(6);
    expect(masonryColumns(1159, 1366)).toBe(5);
    expect(masonryColumns(358, 390)).toBe(2); // 2 × 110 + 16 = 236; 3 × 110 + 32 = 362
    expect(masonryColumns(362, 390)).toBe(3);
    expect(masonryColumns(50, 320)).toBe(1);
  });
});
