/**
 * Uploaded files in an S3-compatible bucket (S3_BUCKET), for several app instances on several machines:
 * each writes and deletes there, and each serves /uploads from there, so a photo uploaded through one is
 * served by all. Same names, same rules as the upload folder (uploads.server.ts).
 */
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { uploadedFileType } from "~/shared/lib/images";
import type { Env } from "./env";
import { StorageUnavailableError, type UploadStorage } from "./uploads.server";

export type S3Settings = Partial<
  Pick<Env, "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX">
> & { S3_BUCKET: string };

/** An uploaded file read back: its bytes as a stream and what the answer's headers need. */
export interface StoredFile {
  body: Readable;
  length: number | undefined;
  etag: string | undefined;
}

export interface BucketStorage extends UploadStorage {
  /** The file, or undefined when the bucket has none of that name. */
  read(name: string): Promise<StoredFile | undefined>;
}

/** Uploaded files never change (generated names), so browsers and caches keep them for a year. */
export const IMMUTABLE = "public, max-age=31536000, immutable";

export function bucketStorage(settings: S3Settings): BucketStorage {
  const bucket = settings.S3_BUCKET;
  const prefix = settings.S3_PREFIX ?? "";
  const place = `s3://${bucket}/${prefix}`;
  const client = new S3Client({
    region: settings.S3_REGION ?? "us-east-1",
    // A store other than AWS (MinIO, Ceph, R2, s3rver…) is addressed by path, not by a bucket subdomain.
    ...(settings.S3_ENDPOINT ? { endpoint: settings.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? {
          credentials: {
            accessKeyId: settings.S3_ACCESS_KEY_ID,
            secretAccessKey: settings.S3_SECRET_ACCESS_KEY,
          },
        }
      : {}),
    // Checksums only where S3 requires them: several compatible stores refuse the newer default ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const key = (name: string) => {
    if (!name || name.split("/").some((part) => part === "" || part === "." || part === ".."))
      throw new Error(`not an upload name: ${name}`);
    return prefix + name;
  };
  /** A store that refuses or does not answer is unavailable (a 503), like a full or read-only disk. */
  const inStore = async <T>(operation: () => Promise<T>): Promise<T> => {
    try {
      return await operation();
    } catch (error) {
      throw new StorageUnavailableError(place, error);
    }
  };
  const save = async (name: string, data: Uint8Array) => {
    const Key = key(name);
    await inStore(async () => {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key,
          Body: data,
          ContentLength: data.byteLength,
          ContentType: uploadedFileType(name),
          CacheControl: IMMUTABLE,
        }),
      );
    });
  };
  const remove = async (name: string) => {
    const Key = key(name);
    await inStore(async () => void (await client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
  };
  return {
    save,
    delete: async (names) => void (await Promise.all(names.map(remove))),
    probe: async () => {
      const name = `.probe-${randomUUID()}`;
      await save(name, new Uint8Array([1]));
      await remove(name);
    },
    read: async (name) => {
      const Key = key(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        if (!(object.Body instanceof Readable)) throw new Error("the store answered without a body");
        return { body: object.Body, length: object.ContentLength, etag: object.ETag };
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.name === "NotFound"))
          return undefined;
        throw new StorageUnavailableError(place, error);
      }
    },
  };
}
