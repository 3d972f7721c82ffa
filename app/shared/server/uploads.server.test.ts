import { existsSync } from "node:fs";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tempDirPerTest } from "../../../tests/setup/temp-dir";
import { diskStorage, StorageUnavailableError } from "./uploads.server";

const dir = tempDirPerTest("imodoka-storage-");

describe("diskStorage", () => {
  it("writes files under their names, and removes them, gone ones included", async () => {
    const storage = diskStorage(path.join(dir(), "uploads"));
    await storage.save("ab/photo-480.webp", new Uint8Array([1, 2, 3]));
    expect([...(await readFile(path.join(dir(), "uploads/ab/photo-480.webp")))]).toEqual([1, 2, 3]);
    await storage.delete(["ab/photo-480.webp", "ab/never-there.webp"]);
    expect(await readdir(path.join(dir(), "uploads/ab"))).toEqual([]);
  });

  it("refuses a name outside its folder", async () => {
    await expect(diskStorage(dir()).save("../escape.webp", new Uint8Array([1]))).rejects.toThrow(
      "outside the upload folder",
    );
  });

  it("probes by writing and removing a file, creating a missing folder, and leaves nothing behind", async () => {
    const folder = path.join(dir(), "new/uploads");
    await diskStorage(folder).probe();
    expect(await readdir(folder)).toEqual([]);
  });

  it("names the folder and the cause when the folder cannot be written", async () => {
    // A file where the folder should be fails every write, whoever runs the test (root included).
    await writeFile(path.join(dir(), "taken"), "");
    const folder = path.join(dir(), "taken/uploads");
    const storage = diskStorage(folder);
    const probe = await storage.probe().catch((error: unknown) => error);
    expect(probe).toBeInstanceOf(StorageUnavailableError);
    expect(probe).toMatchObject({
      code: "ENOTDIR",
      folder,
      message: `The upload folder ${folder} cannot be written: the folder does not exist and cannot be created (ENOTDIR)`,
    });
    await expect(storage.save("ab/photo.webp", new Uint8Array([1]))).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    // The folder itself replaced by a file.
    await expect(diskStorage(path.join(dir(), "taken")).probe()).rejects.toMatchObject({ code: "EEXIST" });
    expect(existsSync(path.join(dir(), "taken"))).toBe(true);
  });
});
