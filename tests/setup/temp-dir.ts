import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach } from "vitest";

/**
 * A new folder in the system's temporary one for each test of the file (named `prefix` + random letters),
 * removed with everything in it after the test. Call it at the top of the file; it returns the current path.
 */
export function tempDirPerTest(prefix: string): () => string {
  let dir: string | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return () => {
    if (!dir) throw new Error("tempDirPerTest: the folder exists only while a test runs");
    return dir;
  };
}
