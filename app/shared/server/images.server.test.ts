import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PHOTOS, type ImageSet } from "../lib/images";
import { processImage } from "./images.server";

/** A photo `width` × `height`, its left half red and its right half blue, to see which way it ends up. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1f4fd8" } }).composite([
    {
      input: { create: { width: Math.round(width / 2), height, channels: 3, background: "#d81f1f" } },
      left: 0,
      top: 0,
    },
  ]);

const processed = async (bytes: Uint8Array, set: ImageSet = CATALOGUE_PHOTOS) => {
  const result = await processImage(bytes, set);
  if (typeof result === "string") throw new Error(result);
  return result;
};

describe("processImage", () => {
  it("stores every width and format, never enlarged, and answers the size at the largest width", async () => {
    const result = await processed(new Uint8Array(await photo(900, 600).jpeg().toBuffer()));
    expect(result).toMatchObject({ width: 900, height: 600 });
    expect(result.files.map((file) => `${file.width}.${file.format}`)).toEqual([
      "320.avif",
      "640.avif",
      "960.avif",
      "1280.avif",
      "320.webp",
      "640.webp",
      "960.webp",
      "1280.webp",
    ]);
    for (const file of result.files) {
      const stored = await sharp(file.data).metadata();
      expect(stored.format).toBe(file.format === "avif" ? "heif" : "webp");
      expect(stored.width).toBe(Math.min(file.width, 900));
    }
  });

  it("reads PNG, WebP and AVIF as well as JPEG", async () => {
    for (const encoded of [photo(400, 300).png(), photo(400, 300).webp(), photo(400, 300).avif()])
      expect(await processed(new Uint8Array(await encoded.toBuffer()))).toMatchObject({
        width: 400,
        height: 300,
      });
  });

  it("turns a photo upright from its EXIF orientation and drops its metadata", async () => {
    // Stored sideways (600 × 400) with "turn 90° clockwise to view" (orientation 6), as phones do.
    const sideways = await photo(600, 400)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Make: "Phone", Copyright: "Aline Uwase" } })
      .toBuffer();
    const result = await processed(new Uint8Array(sideways));
    expect(result).toMatchObject({ width: 400, height: 600 });
    const smallest = result.files.find((file) => file.format === "webp" && file.width === 320)!;
    const stored = await sharp(smallest.data).metadata();
    expect(stored).toMatchObject({ width: 320, height: 480 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    // Turned clockwise: the left (red) half is now on top.
    const { data } = await sharp(smallest.data)
      .extract({ left: 160, top: 40, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
  });

  it("checks what a file contains, not its name: text, a PDF, a GIF, a damaged JPEG or an empty file are refused", async () => {
    expect(await processImage(new TextEncoder().encode("not an image at all"), CATALOGUE_PHOTOS)).toBe(
      "unreadable",
    );
    expect(await processImage(new TextEncoder().encode("%PDF-1.7\n1 0 obj\n"), CATALOGUE_PHOTOS)).toBe(
      "unreadable",
    );
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect(await processImage(new Uint8Array(gif), CATALOGUE_PHOTOS)).toBe("type");
    const jpeg = await photo(400, 300).jpeg().toBuffer();
    expect(await processImage(new Uint8Array(jpeg.subarray(0, 600)), CATALOGUE_PHOTOS)).toBe("unreadable");
    expect(await processImage(new Uint8Array(), CATALOGUE_PHOTOS)).toBe("unreadable");
  });

  it("refuses an image of more than 60 megapixels before decoding it", async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_001, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await processImage(new Uint8Array(huge), CATALOGUE_PHOTOS)).toBe("pixels");
  });
});
