import { mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type SystemServer } from "./server";

/**
 * The folder uploaded photos go to: checked before the server starts, and by /healthz while it runs.
 * "Cannot be written" is a file where the folder should be, which fails every write whoever runs the
 * test (a read-only folder does not stop root).
 */
let scratch: string;
beforeAll(() => {
  scratch = mkdtempSync(path.join(tmpdir(), "imodoka-uploads-"));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the upload folder", () => {
  it("that cannot be created stops the server at start, with a message naming it and the cause", async () => {
    writeFileSync(path.join(scratch, "taken"), "");
    const folder = path.join(scratch, "taken/uploads");
    const failure = await startServer({ UPLOAD_DIR: folder }).then(
      async (server) => {
        await server.stop();
        return "it started";
      },
      (error: Error) => error.message,
    );
    expect(failure).toContain("before it was ready");
    expect(failure).toContain(
      `The upload folder ${folder} cannot be written: the folder does not exist and cannot be created (ENOTDIR)`,
    );
  });

  describe("while the server runs", () => {
    let server: SystemServer;
    const folder = () => path.join(scratch, "uploads");
    beforeAll(async () => {
      // Missing at start: the server creates it.
      server = await startServer({ UPLOAD_DIR: folder() });
    });
    afterAll(() => server?.stop());

    const health = async () => {
      const response = await fetch(`${server.url}/healthz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };

    it("is reported by /healthz: 503 while it cannot be written, 200 again once it can", async () => {
      expect(await health()).toEqual({
        status: 200,
        body: { status: "ok", database: { driver: "pglite", ok: true }, uploads: { ok: true } },
      });
      renameSync(folder(), `${folder()}.away`);
      writeFileSync(folder(), "");
      expect(await health()).toEqual({
        status: 503,
        body: { status: "error", database: { driver: "pglite", ok: true }, uploads: { ok: false } },
      });
      await vi.waitFor(() =>
        expect(server.output()).toContain(`The upload folder ${folder()} cannot be written`),
      );
      rmSync(folder());
      renameSync(`${folder()}.away`, folder());
      expect((await health()).status).toBe(200);
      expect(server.alive()).toBe(true);
    });
  });
});
