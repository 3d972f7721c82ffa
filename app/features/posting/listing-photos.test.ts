import { describe, expect, it } from "vitest";
import {
  carPhotoCount,
  coverFirst,
  hasEnoughPhotos,
  isCarPhoto,
  photoFile,
  photoRoom,
  photoSource,
  photoSrcSet,
  photoUrl,
} from "./listing-photos";

const KEY = "3f2a9c1e-7b44-4d0e-9a51-0c6de2b1f8a7";
const url = (width: number) => `/uploads/3f/${KEY}-${width}.webp`;

describe("photo files", () => {
  it("names each width's file under the key's first two characters", () => {
    expect(photoFile(KEY, 480)).toBe(`3f/${KEY}-480.webp`);
    expect(photoUrl(KEY, 1600)).toBe(url(1600));
  });

  it.each([
    "",
    "../../etc/passwd",
    `${KEY}/..`,
    KEY.toUpperCase(),
    `${KEY}x`,
    "3f2a9c1e7b444d0e9a510c6de2b1f8a7",
  ])("refuses %j as a key", (key) => {
    expect(() => photoFile(key, 480)).toThrow(/not a photo key/);
  });
});

describe("photoSrcSet", () => {
  it("lists every width of a large photo", () => {
    expect(photoSrcSet(KEY, 1600)).toBe(`${url(480)} 480w, ${url(960)} 960w, ${url(1600)} 1600w`);
  });

  it("names the largest file by the photo's real width, leaving out the copies of it", () => {
    expect(photoSrcSet(KEY, 1200)).toBe(`${url(480)} 480w, ${url(960)} 960w, ${url(1600)} 1200w`);
    expect(photoSrcSet(KEY, 800)).toBe(`${url(480)} 480w, ${url(960)} 800w`);
    expect(photoSrcSet(KEY, 960)).toBe(`${url(480)} 480w, ${url(960)} 960w`);
    expect(photoSrcSet(KEY, 480)).toBe(`${url(480)} 480w`);
    expect(photoSrcSet(KEY, 300)).toBe(`${url(480)} 300w`);
  });
});

describe("photoRoom", () => {
  it.each([
    [0, 1, 1],
    [0, 12, 12],
    [0, 13, 12],
    [5, 3, 3],
    [10, 5, 2],
    [11, 1, 1],
    [12, 1, 0],
    [12, 0, 0],
    [13, 2, 0],
  ])("a listing with %d photos takes %d more as %d", (count, incoming, room) => {
    expect(photoRoom(count, incoming)).toBe(room);
  });
});

describe("coverFirst", () => {
  it("moves a photo to the front and keeps the others in order", () => {
    expect(coverFirst(["a", "b", "c", "d"], 2)).toEqual(["c", "a", "b", "d"]);
    expect(coverFirst(["a", "b", "c", "d"], 3)).toEqual(["d", "a", "b", "c"]);
  });

  it("leaves the order alone for the cover itself or a position that is not there", () => {
    expect(coverFirst(["a", "b"], 0)).toEqual(["a", "b"]);
    expect(coverFirst(["a", "b"], 5)).toEqual(["a", "b"]);
    expect(coverFirst(["a", "b"], -1)).toEqual(["a", "b"]);
  });
});

describe("photoSource", () => {
  it("offers an uploaded photo's widths, with the fallback width as src", () => {
    expect(photoSource({ storageKey: KEY, drawing: null, width: 1600 }, "100vw", 960)).toEqual({
      src: url(960),
      srcSet: `${url(480)} 480w, ${url(960)} 960w, ${url(1600)} 1600w`,
      sizes: "100vw",
    });
  });

  it("shows a demo listing's drawing as it is", () => {
    expect(
      photoSource({ storageKey: null, drawing: "/car-art/v1/suv/e9ecf1.svg", width: 1200 }, "100vw", 480),
    ).toEqual({
      src: "/car-art/v1/suv/e9ecf1.svg",
    });
  });
});

describe("photos of the car", () => {
  const upload = { storageKey: KEY };
  const drawing = { storageKey: null };

  it("counts uploads and never a drawing", () => {
    expect(isCarPhoto(upload)).toBe(true);
    expect(isCarPhoto(drawing)).toBe(false);
    expect(carPhotoCount([drawing])).toBe(0);
    expect(carPhotoCount([upload, drawing, upload])).toBe(2);
    expect(carPhotoCount([])).toBe(0);
  });

  it("asks for at least one photo before review", () => {
    expect(hasEnoughPhotos(0)).toBe(false);
    expect(hasEnoughPhotos(carPhotoCount([drawing]))).toBe(false);
    expect(hasEnoughPhotos(1)).toBe(true);
  });
});
