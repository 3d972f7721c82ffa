import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { adminPhotosText } from "./text/photos";
import { altSchema, ALT_MAX, galleryText, moved, uploadRefusals } from "./photos";

const t = textFor(adminPhotosText, "en");

describe("moved", () => {
  it("swaps a photo with its neighbour", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
  });

  it("leaves the order alone at either end or for a place that is not there", () => {
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 1, 1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 5, -1)).toEqual(["a", "b"]);
  });
});

describe("altSchema", () => {
  it("trims an alt text and refuses one that is too long", () => {
    expect(altSchema(t).parse("  Front view ")).toBe("Front view");
    const long = altSchema(t).safeParse("x".repeat(ALT_MAX + 1));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe(`Write at most ${ALT_MAX} characters.`);
  });
});

describe("uploadRefusals", () => {
  it("words each refused file by name, then why files were left out", () => {
    expect(
      uploadRefusals(
        {
          refused: [
            { problem: "type", name: "cv.jpg" },
            { problem: "full", name: "" },
          ],
          stop: "tooBig",
        },
        12,
        t,
      ),
    ).toEqual([
      "cv.jpg is not a JPEG, PNG, WebP or AVIF image.",
      "The file was not added: this model has 12 photos already.",
      "A file is larger than 10 MB and was not added: choose a smaller one.",
    ]);
  });

  it("words a photo left out of a full gallery for its owner", () => {
    const full = { refused: [{ problem: "full" as const, name: "rear.jpg" }] };
    expect(uploadRefusals(full, 12, t, "model")).toEqual([
      "rear.jpg was not added: this model has 12 photos already.",
    ]);
    expect(uploadRefusals(full, 12, t, "version")).toEqual([
      "rear.jpg was not added: this version has 12 photos already.",
    ]);
  });
});

describe("galleryText", () => {
  it("names each photo by id and alt text, in order", () => {
    expect(
      galleryText([
        { id: 3, alt: "Front" },
        { id: 4, alt: "" },
      ]),
    ).toBe("#3 Front, #4");
  });
});
