import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { pino } from "pino";
import { describe, expect, it, vi } from "vitest";
import { tempDirPerTest } from "../../../tests/setup/temp-dir";
import { backupSocketPath, requestDump, serveBackups } from "./backup-socket.server";

const dataDir = tempDirPerTest("imodoka-socket-");

describe("the backup socket", () => {
  it("hands the server's copy of the database over, byte for byte, to the same OS user only", async () => {
    const copy = new Uint8Array(300_000).map((_, index) => index % 251);
    const served = await serveBackups(
      () => Promise.resolve(new Blob([copy])),
      dataDir(),
      pino({ level: "silent" }),
    );
    try {
      expect(statSync(path.dirname(backupSocketPath(dataDir()))).mode & 0o777).toBe(0o700);
      expect(statSync(backupSocketPath(dataDir())).mode & 0o777).toBe(0o600);
      expect(new Uint8Array((await requestDump(dataDir()))!)).toEqual(copy);
    } finally {
      await served.close();
    }
  });

  it("passes on why the server could not copy the database, and logs it", async () => {
    const log = pino({ level: "silent" });
    const logged = vi.spyOn(log, "error");
    const served = await serveBackups(() => Promise.reject(new Error("disk full")), dataDir(), log);
    try {
      await expect(requestDump(dataDir())).rejects.toThrow(
        "the server could not copy the database: disk full",
      );
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      await served.close();
    }
  });

  it("answers nothing when no server listens: the backup copies the folder itself", async () => {
    expect(await requestDump(dataDir())).toBeUndefined();
  });

  it("takes over the socket file a killed server left, which answers nothing till then", async () => {
    // A Unix socket file nobody listens on, as `kill -9` leaves it.
    const socket = backupSocketPath(dataDir());
    await mkdir(path.dirname(socket), { recursive: true });
    spawnSync(process.execPath, [
      "-e",
      `require("node:net").createServer().listen(${JSON.stringify(socket)}, () => process.kill(process.pid, "SIGKILL"))`,
    ]);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(await requestDump(dataDir())).toBeUndefined();
    const served = await serveBackups(
      () => Promise.resolve(new Blob(["copy"])),
      dataDir(),
      pino({ level: "silent" }),
    );
    try {
      expect((await requestDump(dataDir()))!.toString()).toBe("copy");
    } finally {
      await served.close();
    }
  });
});
