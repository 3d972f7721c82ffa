import { describe, expect, it } from "vitest";
import {
  carArtPath,
  modelPaint,
  modelPicture,
  modelPictureOf,
  paintColours,
  socialPicturePath,
} from "./car-art";

const KEY = "3f2a9c1e-7b44-4d0e-9a51-0c6de2b1f8a7";
const cover = { key: KEY, width: 1280, height: 853 };

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
  it("prefers the first photo", () => {
    expect(modelPicture({ id: 1, body: "sedan", cover })).toBe(`/uploads/3f/${KEY}-960.webp`);
    expect(modelPicture({ id: 1, body: "sedan", cover: null })).toBe(carArtPath("sedan", modelPaint(1)));
  });
  it("offers the first photo's widths and formats, or the drawing at its own size", () => {
    const picture = modelPictureOf({ id: 1, body: "sedan", cover }, "100vw");
    expect(picture).toMatchObject({ src: `/uploads/3f/${KEY}-640.webp`, width: 1280, height: 853 });
    expect(picture.srcSet).toContain(`/uploads/3f/${KEY}-1280.webp 1280w`);
    expect(picture.sources).toEqual([
      { type: "image/avif", srcSet: expect.stringContaining("-320.avif 320w") },
    ]);
    expect(modelPictureOf({ id: 1, body: "sedan", cover: null }, "100vw")).toEqual({
      src: carArtPath("sedan", modelPaint(1)),
      width: 400,
      height: 225,
    });
  });
  it("gives social networks the PNG of a drawing, and an uploaded photo as it is", () => {
    expect(socialPicturePath("/car-art/v1/suv/1f4fd8.svg")).toBe("/car-art/v1/suv/1f4fd8.png");
    expect(socialPicturePath("/uploads/x.webp")).toBe("/uploads/x.webp");
    expect(socialPicturePath("/uploads/car-art/v1/x.svg")).toBe("/uploads/car-art/v1/x.svg");
  });
});
