import { describe, expect, it } from "vitest";
import {
  ARTICLE_COVERS,
  BRAND_LOGOS,
  CATALOGUE_PHOTOS,
  coverPicture,
  coverUrl,
  fullImageUrl,
  imageFile,
  imageFiles,
  imageSrcSet,
  isImageKey,
  pictureOf,
  uploadedFileOf,
  uploadedFileType,
} from "./images";

const KEY = "3f2a9c1e-7b44-4d0e-9a51-0c6de2b1f8a7";
const url = (width: number, format = "webp") => `/uploads/3f/${KEY}-${width}.${format}`;

describe("image files", () => {
  it("names each width and format under the key's first two characters", () => {
    expect(imageFile(KEY, 640, "avif")).toBe(`3f/${KEY}-640.avif`);
    expect(imageFiles(KEY, CATALOGUE_PHOTOS)).toHaveLength(8);
    expect(imageFiles(KEY, BRAND_LOGOS)).toEqual([`3f/${KEY}-128.webp`]);
  });

  it.each(["", "../../etc/passwd", `${KEY}/..`, KEY.toUpperCase(), `${KEY}x`])(
    "refuses %j as a key",
    (key) => {
      expect(isImageKey(key)).toBe(false);
      expect(() => imageFile(key, 640, "webp")).toThrow(/not a photo key/);
    },
  );
});

describe("uploadedFileOf", () => {
  it("reads back every file imageFile names, with or without the leading slash", () => {
    for (const file of imageFiles(KEY, CATALOGUE_PHOTOS)) {
      expect(uploadedFileOf(`/${file}`)).toBe(file);
      expect(uploadedFileOf(file)).toBe(file);
    }
    expect(uploadedFileType(`3f/${KEY}-640.avif`)).toBe("image/avif");
    expect(uploadedFileType(`3f/${KEY}-640.webp`)).toBe("image/webp");
  });

  it.each([
    "",
    "/",
    "/3f/",
    `/ab/${KEY}-640.webp`,
    `/3f/${KEY}-640.png`,
    `/3f/${KEY}-0640.webp`,
    `/3f/${KEY}-640.webp/`,
    `/3f/${KEY}-640.webp.part`,
    `/3f/../3f/${KEY}-640.webp`,
    `/3F/${KEY.toUpperCase()}-640.webp`,
    "/.probe-1234",
    "/../../etc/passwd",
    `/x/3f/${KEY}-640.webp`,
  ])("refuses %j", (path) => {
    expect(uploadedFileOf(path)).toBeUndefined();
  });
});

describe("imageSrcSet", () => {
  it("lists every width of a large image", () => {
    expect(imageSrcSet(KEY, 1280, CATALOGUE_PHOTOS, "avif")).toBe(
      `${url(320, "avif")} 320w, ${url(640, "avif")} 640w, ${url(960, "avif")} 960w, ${url(1280, "avif")} 1280w`,
    );
  });

  it("never offers a width the image does not have: the file holding it is named by its real width", () => {
    expect(imageSrcSet(KEY, 700, CATALOGUE_PHOTOS, "webp")).toBe(
      `${url(320)} 320w, ${url(640)} 640w, ${url(960)} 700w`,
    );
    expect(imageSrcSet(KEY, 200, CATALOGUE_PHOTOS, "webp")).toBe(`${url(320)} 200w`);
  });
});

describe("fullImageUrl", () => {
  it("names the file holding the whole image, in the format every browser reads", () => {
    expect(fullImageUrl({ key: KEY, width: 1280, height: 800 }, CATALOGUE_PHOTOS)).toBe(url(1280));
    expect(fullImageUrl({ key: KEY, width: 700, height: 467 }, CATALOGUE_PHOTOS)).toBe(url(960));
    expect(fullImageUrl({ key: KEY, width: 128, height: 128 }, BRAND_LOGOS)).toBe(url(128));
  });
});

describe("pictureOf", () => {
  it("gives the <img> the last format with its size and sizes, and the others as sources before it", () => {
    const picture = pictureOf({ key: KEY, width: 1280, height: 853 }, CATALOGUE_PHOTOS, "50vw", 640);
    expect(picture).toEqual({
      src: url(640),
      width: 1280,
      height: 853,
      srcSet: imageSrcSet(KEY, 1280, CATALOGUE_PHOTOS, "webp"),
      sizes: "50vw",
      sources: [{ type: "image/avif", srcSet: imageSrcSet(KEY, 1280, CATALOGUE_PHOTOS, "avif") }],
    });
  });

  it("takes as src the smallest file holding the whole of a small image", () => {
    expect(pictureOf({ key: KEY, width: 500, height: 300 }, CATALOGUE_PHOTOS, "100vw", 960).src).toBe(
      url(640),
    );
  });

  it("has no sources for a set stored in one format", () => {
    expect(pictureOf({ key: KEY, width: 128, height: 128 }, BRAND_LOGOS, "64px", 128)).not.toHaveProperty(
      "sources",
    );
  });
});

describe("an article's featured image", () => {
  it("is one 960 px WebP file where a single file is shown (cards, social networks)", () => {
    expect(coverUrl(KEY)).toBe(url(960));
  });

  it("fills a 16:9 frame: every stored width offered, the frame's size reserved", () => {
    expect(coverPicture(KEY, "48rem")).toEqual({
      src: url(960),
      width: 1280,
      height: 720,
      srcSet: imageSrcSet(KEY, 1280, ARTICLE_COVERS, "webp"),
      sizes: "48rem",
      sources: [{ type: "image/avif", srcSet: imageSrcSet(KEY, 1280, ARTICLE_COVERS, "avif") }],
    });
  });
});
