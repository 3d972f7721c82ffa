/**
 * Serves /uploads from the upload bucket (S3_BUCKET): only names the site generates (anything else falls
 * through to the 404 page), with their type, length, ETag (304 on a match) and a year's cache; a bucket that
 * does not answer is a 503.
 */
import type { NextFunction, Request, Response } from "express";
import { uploadedFileOf, uploadedFileType } from "~/shared/lib/images";
import type { Logger } from "~/shared/server/log";
import { IMMUTABLE, type BucketStorage, type StoredFile } from "~/shared/server/s3-uploads.server";

export function serveFromBucket(storage: BucketStorage, log: Logger) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = uploadedFileOf(req.path);
    if (!name) return next();
    let file: StoredFile | undefined;
    try {
      file = await storage.read(name);
    } catch (error) {
      log.error({ err: error }, (error as Error).message);
      return res.status(503).set({ "Retry-After": "10", "Cache-Control": "no-store" }).end();
    }
    if (!file) return next();
    res.set({
      "Content-Type": uploadedFileType(name),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
      ...(file.etag ? { ETag: file.etag } : {}),
    });
    if (req.fresh) {
      file.body.destroy();
      return res.status(304).end();
    }
    if (file.length !== undefined) res.set("Content-Length", String(file.length));
    if (req.method === "HEAD") {
      file.body.destroy();
      return res.end();
    }
    file.body.on("error", (error) => {
      log.warn({ err: error }, "an uploaded file could not be read to the end");
      res.destroy(error);
    });
    file.body.pipe(res);
  };
}
