import { describe, expect, it } from "vitest";
import { BODY_LIMITS } from "~/shared/lib/request-rules";
import type { ImageProblem } from "~/shared/server/images.server";
import { receiveImages } from "./image-upload";

const MB = 1024 * 1024;
const limits = { field: "photo", maxFiles: 3, maxBytes: 10 * MB, room: 3 };

/** Stands for the image pipeline: a file starting with "IMG" is an image, anything else is not. */
const seen: string[] = [];
async function process(
  bytes: Uint8Array,
  name: string,
): Promise<{ name: string; size: number } | ImageProblem> {
  seen.push(name);
  await new Promise((resolve) => setTimeout(resolve, 1));
  return new TextDecoder().decode(bytes.subarray(0, 3)) === "IMG" ? { name, size: bytes.length } : "type";
}

const image = (name: string, size = 1000) => {
  const bytes = new Uint8Array(size).fill(7);
  bytes.set(new TextEncoder().encode("IMG"));
  return new File([bytes], name, { type: "image/jpeg" });
};

/** A form as a browser posts it (multipart), its entries in the order given. */
function posted(entries: [string, string | File][]) {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request("http://localhost/upload", { method: "POST", body });
}

/** A multipart request whose body is written by hand, in the chunks given. */
function raw(chunks: (string | Uint8Array)[], boundary = "b0undary") {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks)
        controller.enqueue(typeof chunk === "string" ? encoder.encode(chunk) : chunk);
      controller.close();
    },
  });
  return new Request("http://localhost/upload", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
}

const textPart = (name: string, value: string) =>
  `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const fields = (form: FormData | undefined) => Object.fromEntries(form?.entries() ?? []);

describe("receiveImages", () => {
  it("skips a 30 MB file and goes on: the fields before and after it are kept, the images around it taken", async () => {
    seen.length = 0;
    const received = await receiveImages(
      posted([
        ["placement", "home-hero"],
        ["photo", image("first.jpg")],
        ["photo", new File([new Uint8Array(30 * MB).fill(1)], "huge.jpg", { type: "image/jpeg" })],
        ["alt", "Zebra Cars: 0 % loans"],
        ["photo", image("last.jpg")],
        ["linkUrl", "/auto-guide/current-deals"],
        ["weight", "5"],
      ]),
      limits,
      process,
    );
    expect(received.stop).toBe("tooBig");
    expect(fields(received.form)).toEqual({
      placement: "home-hero",
      alt: "Zebra Cars: 0 % loans",
      linkUrl: "/auto-guide/current-deals",
      weight: "5",
    });
    expect(received.images).toEqual([
      { name: "first.jpg", size: 1000 },
      { name: "last.jpg", size: 1000 },
    ]);
    expect(received.refused).toEqual([]);
    // The big file never reached the pipeline.
    expect(seen).toEqual(["first.jpg", "last.jpg"]);
  });

  it("takes a file of exactly the size limit", async () => {
    const received = await receiveImages(posted([["photo", image("full.jpg", 10 * MB)]]), limits, process);
    expect(received).toEqual({
      images: [{ name: "full.jpg", size: 10 * MB }],
      refused: [],
      form: new FormData(),
    });
  });

  it("skips the files past the number allowed, and still reads the fields after them", async () => {
    const received = await receiveImages(
      posted([
        ["alt", "Front"],
        ...[1, 2, 3, 4, 5].map((n): [string, File] => ["photo", image(`p${n}.jpg`)]),
        ["intent", "upload"],
      ]),
      { ...limits, maxFiles: 3 },
      process,
    );
    expect(received.stop).toBe("tooMany");
    expect(received.images.map((taken) => taken.name)).toEqual(["p1.jpg", "p2.jpg", "p3.jpg"]);
    expect(fields(received.form)).toEqual({ alt: "Front", intent: "upload" });
  });

  it("refuses a file that is not an image, and one there is no room for, by name and in order", async () => {
    const received = await receiveImages(
      posted([
        ["photo", new File(["%PDF-1.7 a document"], "offer.jpg", { type: "image/jpeg" })],
        ["photo", image("a.jpg")],
        ["photo", image("b.jpg")],
        ["alt", "Kept"],
      ]),
      { ...limits, room: 1 },
      process,
    );
    expect(received).toEqual({
      images: [{ name: "a.jpg", size: 1000 }],
      refused: [
        { problem: "type", name: "offer.jpg" },
        { problem: "full", name: "b.jpg" },
      ],
      form: expect.any(FormData),
    });
    expect(received.stop).toBeUndefined();
    expect(fields(received.form)).toEqual({ alt: "Kept" });
  });

  it("ignores a picker sent with nothing chosen, and files in other fields; keeps a name in UTF-8", async () => {
    const received = await receiveImages(
      posted([
        ["photo", new File([], "", { type: "application/octet-stream" })],
        ["other", image("elsewhere.jpg")],
        ["photo", image("Ikamyo_y’umweru.jpg")],
      ]),
      limits,
      process,
    );
    expect(received).toEqual({
      images: [{ name: "Ikamyo_y’umweru.jpg", size: 1000 }],
      refused: [],
      form: new FormData(),
    });
  });

  it("ends the reading of an endless body at the most any upload takes, keeping the fields before it", async () => {
    const encoder = new TextEncoder();
    let sent = 0;
    let cancelled = false;
    const opening = encoder.encode(
      `${textPart("alt", "Before")}--b0undary\r\nContent-Disposition: form-data; name="photo"; filename="endless.jpg"\r\n\r\n`,
    );
    const zeros = new Uint8Array(MB);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = sent === 0 ? opening : zeros;
        sent += chunk.length;
        controller.enqueue(chunk);
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request("http://localhost/upload", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=b0undary" },
      duplex: "half",
    } as RequestInit);
    const received = await receiveImages(request, limits, process);
    expect(received.stop).toBe("tooBig");
    expect(fields(received.form)).toEqual({ alt: "Before" });
    expect(cancelled).toBe(true);
    expect(sent).toBeLessThanOrEqual(BODY_LIMITS.photos + 2 * MB);
  });

  it("stops at a broken body with the fields read before it, and reads the rest away", async () => {
    const request = raw([
      textPart("alt", "Before"),
      "--b0undary\r\nnot a header\r\n\r\nbytes\r\n",
      "more bytes",
    ]);
    const received = await receiveImages(request, limits, process);
    expect(received.stop).toBe("failed");
    expect(fields(received.form)).toEqual({ alt: "Before" });
    expect(request.body?.locked).toBe(false);
    expect((await request.body!.getReader().read()).done).toBe(true);
  });

  it("refuses a body cut short (no closing boundary), with the fields complete before the cut", async () => {
    const received = await receiveImages(
      raw([textPart("alt", "Before"), textPart("weight", "5")]),
      limits,
      process,
    );
    expect(received.stop).toBe("failed");
    expect(fields(received.form)).toEqual({ alt: "Before" });
  });

  it("refuses a body of more than 40 parts, and a text field longer than a whole form may be", async () => {
    const forty = Array.from({ length: 40 }, (_, n) => textPart(`f${n}`, "x"));
    const fine = await receiveImages(raw([...forty, "--b0undary--\r\n"]), limits, process);
    expect(fine.stop).toBeUndefined();
    expect([...fine.form!.keys()]).toHaveLength(40);

    const many = await receiveImages(
      raw([...forty, textPart("f40", "x"), "--b0undary--\r\n"]),
      limits,
      process,
    );
    expect(many.stop).toBe("failed");

    const long = await receiveImages(
      raw([textPart("alt", "x".repeat(BODY_LIMITS.page + 1)), textPart("weight", "5"), "--b0undary--\r\n"]),
      limits,
      process,
    );
    expect(long.stop).toBe("failed");
    expect(fields(long.form)).toEqual({ weight: "5" });
  });

  it("refuses a request that is not multipart with a boundary", async () => {
    const received = await receiveImages(
      new Request("http://localhost/upload", {
        method: "POST",
        body: "alt=x",
        headers: { "content-type": "multipart/form-data" },
      }),
      limits,
      process,
    );
    expect(received).toEqual({ images: [], refused: [], stop: "failed", form: new FormData() });
  });
});
