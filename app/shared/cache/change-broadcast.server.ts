/**
 * Tells every app instance on one PostgreSQL database which tables changed, so that each drops the pages it
 * keeps that were made of them (decision 0024). A change goes out as a NOTIFY on one channel; each instance
 * LISTENs on its own connection and hears the others' (its own it has already applied). While that
 * connection is down an instance cannot hear of changes, so when it is back it drops every page it keeps.
 */
import { randomUUID } from "node:crypto";
import pg from "pg";
import { APPLICATION_NAME } from "../db/client";
import type { Logger } from "../server/log";

export const CHANGES_CHANNEL = "imodoka_table_changes";
/** Wait before connecting again after the listening connection was lost. */
const RECONNECT_MS = 1_000;

export interface ChangeBroadcast {
  /** Tells the other instances that these tables changed. */
  publish(tables: readonly string[]): void;
  close(): Promise<void>;
}

/**
 * Listens for the other instances' changes on `url` and hands them to `onChange`; `onLost` is called once the
 * connection is back after a loss, when changes may have been missed.
 */
export async function startChangeBroadcast({
  url,
  onChange,
  onLost,
  log,
}: {
  url: string;
  onChange: (tables: readonly string[]) => void;
  onLost: () => void;
  log: Logger;
}): Promise<ChangeBroadcast> {
  const instance = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let lost = false;
  let retry: NodeJS.Timeout | undefined;

  // One NOTIFY at a time on the connection: changes told while one is on its way go together in the next.
  let waiting = new Set<string>();
  let sending = false;
  const send = () => {
    const sender = client;
    if (sending || waiting.size === 0 || !sender) return;
    const payload = JSON.stringify({ from: instance, tables: [...waiting] });
    waiting = new Set();
    sending = true;
    sender
      .query("select pg_notify($1, $2)", [CHANGES_CHANNEL, payload])
      .catch((error: unknown) => log.warn({ err: error }, "a page-cache change could not be broadcast"))
      .finally(() => {
        sending = false;
        send();
      });
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: `${APPLICATION_NAME}-changes` });
    next.on("notification", ({ payload }) => {
      const message = parse(payload);
      if (message && message.from !== instance) onChange(message.tables);
    });
    const drop = (error?: Error) => {
      if (client !== next) return;
      client = undefined;
      next.end().catch(() => {});
      if (closed) return;
      log.warn({ err: error }, "the page-cache change channel was lost; connecting again");
      lost = true;
      retry = setTimeout(reconnect, RECONNECT_MS);
    };
    next.on("error", drop);
    next.on("end", () => drop());
    await next.connect();
    await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    client = next;
    send();
    if (lost) {
      lost = false;
      onLost();
    }
  };
  const reconnect = () => {
    if (closed) return;
    connect().catch((error: unknown) => {
      log.warn({ err: error }, "the page-cache change channel could not be opened; trying again");
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
  };

  await connect();
  return {
    publish(tables) {
      for (const table of tables) waiting.add(table);
      send();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end();
    },
  };
}

/** A message of the channel, or undefined for anything else (another program may NOTIFY on it). */
function parse(payload: string | undefined): { from: string; tables: string[] } | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? "");
    if (typeof value !== "object" || value === null) return undefined;
    const { from, tables } = value as { from?: unknown; tables?: unknown };
    if (typeof from !== "string" || !Array.isArray(tables)) return undefined;
    if (!tables.every((table): table is string => typeof table === "string")) return undefined;
    return { from, tables };
  } catch {
    return undefined;
  }
}
