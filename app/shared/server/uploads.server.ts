/**
 * Uploaded files on local disk, in UPLOAD_DIR (served by instance.ts under /uploads), or in an S3 bucket when
 * S3_BUCKET is set (s3-uploads.server.ts). Names are relative paths the site generates
 * (app/shared/lib/images.ts), never anything a visitor typed.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { storageFailureCode, storageFailureReason } from "~/shared/lib/unavailable";
import type { Env } from "./env";
import { bucketStorage, type BucketStorage, type S3Settings } from "./s3-uploads.server";

export interface UploadStorage {
  /** Writes a file; readers never see it half written. */
  save(name: string, data: Uint8Array): Promise<void>;
  /** Removes files; ones already gone are no error. */
  delete(names: readonly string[]): Promise<void>;
  /** Writes and removes a small file: throws a StorageUnavailableError when the folder cannot take files. */
  probe(): Promise<void>;
}

/**
 * The upload folder or bucket cannot take or give up files (permissions, read-only or full disk, a bucket
 * that refuses or does not answer): a 503, not a 500.
 */
export class StorageUnavailableError extends Error {
  readonly code: string | undefined;
  constructor(
    readonly folder: string,
    cause: unknown,
  ) {
    const code = storageFailureCode(cause) ?? errorName(cause);
    const what = folder.startsWith("s3://") ? "bucket" : "folder";
    super(`The upload ${what} ${folder} cannot be written: ${storageFailureReason(code)} (${code})`, {
      cause,
    });
    this.name = "StorageUnavailableError";
    this.code = code;
  }
}

/** A store's own name for what went wrong (S3's `NoSuchBucket`, a socket's `ECONNREFUSED`). */
function errorName(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const { code } = error as { code?: unknown };
  return typeof code === "string" ? code : error.name;
}

export function diskStorage(folder: string): UploadStorage {
  const root = path.resolve(folder);
  const inside = (name: string) => {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) throw new Error(`outside the upload folder: ${name}`);
    return file;
  };
  /** Runs a file operation; a failure of the disk becomes a StorageUnavailableError that names the folder. */
  const onDisk = async (operation: () => Promise<void>) => {
    try {
      await operation();
    } catch (error) {
      throw storageFailureCode(error) ? new StorageUnavailableError(root, error) : error;
    }
  };
  const save = (name: string, data: Uint8Array) =>
    onDisk(async () => {
      const file = inside(name);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(partial, data, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        // A half-written file that cannot be removed either must not hide why the write failed.
        await rm(partial, { force: true }).catch(() => undefined);
        throw error;
      }
    });
  return {
    save,
    delete: (names) =>
      onDisk(async () => void (await Promise.all(names.map((name) => rm(inside(name), { force: true }))))),
    probe: async () => {
      const name = `.probe-${randomUUID()}`;
      await save(name, new Uint8Array([1]));
      await onDisk(() => rm(inside(name), { force: true }));
    },
  };
}

const buckets = new WeakMap<object, BucketStorage>();

/** The upload bucket when S3_BUCKET is set (one client per settings object), else undefined. */
export function uploadBucket(env: Partial<S3Settings>): BucketStorage | undefined {
  const { S3_BUCKET } = env;
  if (!S3_BUCKET) return undefined;
  let storage = buckets.get(env);
  if (!storage) buckets.set(env, (storage = bucketStorage({ ...env, S3_BUCKET })));
  return storage;
}

/** Where the site keeps uploads: the bucket when S3_BUCKET is set, else the upload folder (UPLOAD_DIR). */
export const uploadStorage = (env: Pick<Env, "UPLOAD_DIR"> & Partial<S3Settings>): UploadStorage =>
  uploadBucket(env) ?? diskStorage(env.UPLOAD_DIR);
