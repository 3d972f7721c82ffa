import { describe, expect, it } from "vitest";
import { carArtPath, modelPaint, modelPicture, paintColours, socialPicturePath } from "./car-art";

describe("car art", () => {
  it("builds a versioned, lower-case SVG path", () => {
    expect(carArtPath("suv", "#1F4FD8")).toBe("/car-art/v1/suv/1f4fd8.svg");
  });
  it("gives each model a stable paint from the palette, varied across neighbours", () => {
    expect(modelPaint(3)).toBe(modelPaint(3));
    expect(paintColours).toContain(modelPaint(12345));
    const paints = new Set([1, 2, 3, 4, 5].map(modelPaint));
    expect(paints.size).toBe(5);
  });
  it("prefers an uploaded photo", () => {
    expect(modelPicture({ id: 1, body: "sedan", imageUrl: "/uploads/x.webp" })).toBe("/uploads/x.webp");
    expect(modelPicture({ id: 1, body: "sedan", imageUrl: null })).toBe(carArtPath("sedan", modelPaint(1)));
  });
  it("gives social networks the PNG of a drawing, and an uploaded photo as it is", () => {
    expect(socialPicturePath("/car-art/v1/suv/1f4fd8.svg")).toBe("/car-art/v1/suv/1f4fd8.png");
    expect(socialPicturePath("/uploads/x.webp")).toBe("/uploads/x.webp");
    expect(socialPicturePath("/uploads/car-art/v1/x.svg")).toBe("/uploads/car-art/v1/x.svg");
  });
});
