/**
 * Uploaded files on local disk, in UPLOAD_DIR (served by server.ts under /uploads). Names are relative
 * paths the site generates (app/lib/listing-photos.ts), never anything a visitor typed.
 */
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AppLoadContext } from "react-router";

export interface UploadStorage {
  /** Writes a file; readers never see it half written. */
  save(name: string, data: Uint8Array): Promise<void>;
  /** Removes files; ones already gone are no error. */
  delete(names: readonly string[]): Promise<void>;
}

export function diskStorage(folder: string): UploadStorage {
  const root = path.resolve(folder);
  const inside = (name: string) => {
    const file = path.resolve(root, name);
    if (!file.startsWith(root + path.sep)) throw new Error(`outside the upload folder: ${name}`);
    return file;
  };
  return {
    async save(name, data) {
      const file = inside(name);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomUUID()}.part`;
      try {
        await writeFile(partial, data, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async delete(names) {
      await Promise.all(names.map((name) => rm(inside(name), { force: true })));
    },
  };
}

/** The upload folder the site is configured with (UPLOAD_DIR). */
export const uploadStorage = (context: AppLoadContext) => diskStorage(context.env.UPLOAD_DIR);
