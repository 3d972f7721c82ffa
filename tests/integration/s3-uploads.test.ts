import http from "node:http";
import { createServer } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveFromBucket } from "../../app/shared/http/bucket-uploads";
import { imageFile } from "../../app/shared/lib/images";
import { createLogger } from "../../app/shared/server/log";
import { bucketStorage, type BucketStorage } from "../../app/shared/server/s3-uploads.server";
import { StorageUnavailableError, uploadBucket, uploadStorage } from "../../app/shared/server/uploads.server";
import { startS3 } from "../setup/s3";

const log = createLogger("silent");
const KEY = "3f2a9c1e-7b44-4d0e-9a51-0c6de2b1f8a7";
const photo = (width: number, format: "webp" | "avif" = "webp") => imageFile(KEY, width, format);
const bytes = (text: string) => new TextEncoder().encode(text);
const read = async (storage: BucketStorage, name: string) => {
  const file = await storage.read(name);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { text: Buffer.concat(chunks).toString(), length: file.length, etag: file.etag };
};

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("uploads in an S3-compatible bucket", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.stop());

  it("saves, reads back and deletes files under the prefix, and passes its probe", async () => {
    const storage = bucketStorage({ ...s3.settings, S3_PREFIX: "site/" });
    await storage.save(photo(640), bytes("six-forty"));
    await storage.save(photo(320, "avif"), bytes("three-twenty"));
    expect(await read(storage, photo(640))).toMatchObject({ text: "six-forty", length: 9 });
    expect((await read(storage, photo(640)))?.etag).toMatch(/^"[0-9a-f]+"$/);

    // Another instance with the same settings reads what this one wrote; without the prefix it does not.
    const other = bucketStorage({ ...s3.settings, S3_PREFIX: "site/" });
    expect((await read(other, photo(320, "avif")))?.text).toBe("three-twenty");
    expect(await read(bucketStorage(s3.settings), photo(640))).toBeUndefined();

    await storage.delete([photo(640), photo(960)]);
    expect(await read(other, photo(640))).toBeUndefined();
    expect((await read(other, photo(320, "avif")))?.text).toBe("three-twenty");
    await expect(storage.probe()).resolves.toBeUndefined();
  });

  it("refuses a name that climbs out of its prefix or is empty", async () => {
    const storage = bucketStorage({ ...s3.settings, S3_PREFIX: "site/" });
    for (const name of ["", "../outside.webp", "3f/../../x.webp", "3f//x.webp", "./x.webp"])
      await expect(storage.save(name, bytes("x"))).rejects.toThrow(/not an upload name/);
  });

  it("is unavailable (a 503's error naming the bucket) when the bucket is missing or the store does not answer", async () => {
    const missing = bucketStorage({ ...s3.settings, S3_BUCKET: "no-such-bucket" });
    const error = await missing.save(photo(640), bytes("x")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageUnavailableError);
    expect((error as Error).message).toMatch(/^The upload bucket s3:\/\/no-such-bucket\/ cannot be written/);
    expect((error as StorageUnavailableError).code).toBe("NoSuchBucket");
    await expect(missing.probe()).rejects.toBeInstanceOf(StorageUnavailableError);

    const away = bucketStorage({ ...s3.settings, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
    await expect(away.probe()).rejects.toBeInstanceOf(StorageUnavailableError);
    await expect(away.read(photo(640))).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it("is the site's upload storage exactly when S3_BUCKET is set, one client per settings", () => {
    const env = { UPLOAD_DIR: "/tmp/unused", ...s3.settings };
    expect(uploadBucket(env)).toBe(uploadBucket(env));
    expect(uploadStorage(env)).toBe(uploadBucket(env));
    expect(uploadBucket({ S3_BUCKET: undefined })).toBeUndefined();
    expect(uploadStorage({ UPLOAD_DIR: "/tmp/unused" })).not.toHaveProperty("read");
  });

  describe("served under /uploads", () => {
    let base: string;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const storage = bucketStorage(s3.settings);
      await storage.save(photo(960), bytes("nine-sixty"));
      await storage.save(".probe-leftover", bytes("secret"));
      const down = bucketStorage({ ...s3.settings, S3_ENDPOINT: `http://127.0.0.1:${await closedPort()}` });
      const app = express();
      app.use("/uploads", serveFromBucket(storage, log));
      app.use("/down", serveFromBucket(down, log));
      app.use((_req, res) => void res.status(404).send("the site's 404 page"));
      const server = app.listen(0, "127.0.0.1");
      await new Promise((resolve) => server.once("listening", resolve));
      base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      close = () => new Promise((resolve) => server.close(() => resolve()));
    });
    afterAll(() => close());

    it("sends a file with its type, length, ETag and a year's cache, and 304 for a matching ETag", async () => {
      const response = await fetch(`${base}/uploads/${photo(960)}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe("nine-sixty");
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("content-length")).toBe("10");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      const etag = response.headers.get("etag")!;
      expect(etag).toBeTruthy();

      // (fetch would add Cache-Control: no-cache to a conditional request, which asks for the file again.)
      const again = await new Promise<number>((resolve, reject) =>
        http
          .get(`${base}/uploads/${photo(960)}`, { headers: { "If-None-Match": etag } }, (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          })
          .on("error", reject),
      );
      expect(again).toBe(304);
      const head = await fetch(`${base}/uploads/${photo(960)}`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe("10");
    });

    it("leaves anything else to the 404 page: a missing file, a name the site never makes, another method", async () => {
      for (const target of [
        `/uploads/${photo(1280)}`,
        "/uploads/.probe-leftover",
        "/uploads/",
        `/uploads/${photo(960)}.part`,
      ]) {
        const response = await fetch(`${base}${target}`);
        expect(response.status, target).toBe(404);
        expect(await response.text()).toBe("the site's 404 page");
      }
      expect((await fetch(`${base}/uploads/${photo(960)}`, { method: "POST" })).status).toBe(404);
    });

    it("answers 503 with Retry-After while the store does not answer", async () => {
      const response = await fetch(`${base}/down/${photo(960)}`);
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("10");
      expect(response.headers.get("cache-control")).toBe("no-store");
    });
  });
});
