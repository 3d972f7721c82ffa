/**
 * The embedded database is one process's (its folder is locked), so while the server runs only the server
 * can copy it. It listens on a Unix socket in DATA_DIR/control (the folder mode 0700, the socket 0600: the
 * same OS user only) and answers `dump` with a consistent copy, which `npm run db:backup` asks for.
 *
 * The answer: one line of JSON (`{"ok":true,"bytes":N}` or `{"ok":false,"error":"…"}`), then N bytes.
 */
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import path from "node:path";
import type { Logger } from "./log";

/** How long a backup waits for the next bytes of the server's answer. */
const ANSWER_TIMEOUT_MS = 120_000;

/** The socket of the server running on a data folder. */
export const backupSocketPath = (dataDir: string) => path.resolve(dataDir, "control", "backup.sock");

/** Serves `dump` on the data folder's socket until closed. */
export async function serveBackups(
  dump: () => Promise<Blob>,
  dataDir: string,
  log: Logger,
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  chmodSync(path.dirname(socketPath), 0o700);
  // Left by a process that ended without closing it; we hold the database's lock, so it is no one's now.
  rmSync(socketPath, { force: true });
  const server = createServer((socket) => {
    socket.on("error", () => {
      // The client went away: nobody is waiting for the answer.
    });
    socket.once("data", (request) => {
      if (request.toString().trim() !== "dump") {
        socket.end(`${JSON.stringify({ ok: false, error: "unknown request" })}\n`);
        return;
      }
      dump()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.length })}\n`);
          socket.end(bytes);
          log.info({ bytes: bytes.length }, "database copy sent for a backup");
        })
        .catch((error: unknown) => {
          log.error({ err: error }, "database copy for a backup failed");
          socket.end(`${JSON.stringify({ ok: false, error: (error as Error).message })}\n`);
        });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * Asks the server running on a data folder for a copy of its database. Undefined when no server listens
 * there; throws when one answers with an error.
 */
export function requestDump(dataDir: string): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(backupSocketPath(dataDir), () => socket.write("dump\n"));
    // A server that stops answering mid-way must not leave the backup waiting for ever.
    socket.setTimeout(ANSWER_TIMEOUT_MS, () =>
      socket.destroy(new Error(`the server sent nothing for ${ANSWER_TIMEOUT_MS / 1000} s`)),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(undefined);
      else reject(error);
    });
    socket.on("end", () => {
      const answer = Buffer.concat(chunks);
      const newline = answer.indexOf(10);
      try {
        const header = JSON.parse(answer.subarray(0, newline).toString()) as
          { ok: true; bytes: number } | { ok: false; error: string };
        if (!header.ok) throw new Error(`the server could not copy the database: ${header.error}`);
        const bytes = answer.subarray(newline + 1);
        if (bytes.length !== header.bytes)
          throw new Error(`the server's copy was cut short (${bytes.length} of ${header.bytes} bytes)`);
        resolve(bytes);
      } catch (error) {
        reject(newline < 0 ? new Error("the server's answer was not understood") : error);
      }
    });
  });
}
