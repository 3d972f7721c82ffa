/**
 * Which failures mean "a service we depend on is away for now" (answered 503 with Retry-After, never 500):
 * the database connection, and the disk that keeps uploaded photos.
 */

/** Seconds a client is asked to wait before trying again while the database or the disk is away. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL SQLSTATEs of a connection that is gone or refused: admin_shutdown (a restart or
 * `pg_terminate_backend`), crash_shutdown, cannot_connect_now (starting up or shutting down),
 * too_many_connections, and class 08 (connection exception).
 */
const DATABASE_STATES = new Set(["57P01", "57P02", "57P03", "53300"]);
const DATABASE_STATE_CLASS = "08";

/** Socket failures on the way to the database server. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);

/**
 * What node-postgres says, without a code, when a connection ends under a query or the pool cannot get
 * one in time (connectionTimeoutMillis).
 */
const DATABASE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * File-system codes of an upload folder that cannot take a file: permissions, read-only, full, broken, or
 * missing (EEXIST: a file where the folder should be).
 */
const STORAGE_CODES = new Set([
  "EACCES",
  "EPERM",
  "EROFS",
  "ENOSPC",
  "EDQUOT",
  "EIO",
  "ENOENT",
  "ENOTDIR",
  "EEXIST",
]);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

/** The error and every error it wraps (`cause`, and the `errors` of an AggregateError), nearest first. */
function* chain(error: unknown, depth = 0): Generator<ErrorLike> {
  if (!error || typeof error !== "object" || depth > 8) return;
  const item = error as ErrorLike;
  yield item;
  yield* chain(item.cause, depth + 1);
  if (Array.isArray(item.errors)) for (const inner of item.errors) yield* chain(inner, depth + 1);
}

/** True when the error (or one it wraps) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of chain(error)) {
    const code = typeof item.code === "string" ? item.code : "";
    if (DATABASE_STATES.has(code) || NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && code.startsWith(DATABASE_STATE_CLASS)) return true;
    if (typeof item.message === "string" && DATABASE_MESSAGES.test(item.message)) return true;
  }
  return false;
}

/**
 * True when a unique index refused the statement (SQLSTATE 23505): two saves of the same name at the same
 * moment, the second one past the check that runs before it.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (const item of chain(error)) if (item.code === "23505") return true;
  return false;
}

/** The row names one that no longer exists (PostgreSQL's foreign_key_violation), e.g. a model deleted meanwhile. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (const item of chain(error)) if (item.code === "23503") return true;
  return false;
}

/** The file-system code that makes an upload folder unusable (EACCES, EROFS, ENOSPC…), if that is the error. */
export function storageFailureCode(error: unknown): string | undefined {
  for (const item of chain(error))
    if (typeof item.code === "string" && STORAGE_CODES.has(item.code)) return item.code;
  return undefined;
}

/** What a storage code means, for the message that names the folder. */
export function storageFailureReason(code: string | undefined): string {
  switch (code) {
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EROFS":
      return "the file system is read-only";
    case "ENOSPC":
    case "EDQUOT":
      return "no space left";
    case "EIO":
      return "input/output error";
    case "ENOENT":
    case "ENOTDIR":
    case "EEXIST":
      return "the folder does not exist and cannot be created";
    default:
      return "it cannot be written";
  }
}
