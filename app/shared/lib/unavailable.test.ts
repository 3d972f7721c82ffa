import { describe, expect, it } from "vitest";
import {
  isDatabaseUnavailable,
  isUniqueViolation,
  storageFailureCode,
  storageFailureReason,
} from "./unavailable";

const coded = (code: string, message = "failed") => Object.assign(new Error(message), { code });
/** How Drizzle hands on a driver's error: its own error, the driver's as the cause. */
const fromDrizzle = (cause: unknown) => new Error("Failed query: select 1\nparams: ", { cause });
/** The answer for the driver's error itself, and the same answer once Drizzle has wrapped it. */
const expectUnavailableBareAndWrapped = (error: unknown, expected: boolean) => {
  expect(isDatabaseUnavailable(error)).toBe(expected);
  expect(isDatabaseUnavailable(fromDrizzle(error))).toBe(expected);
};

describe("isDatabaseUnavailable", () => {
  it.each([
    ["57P01", "admin_shutdown: a restart or pg_terminate_backend"],
    ["57P02", "crash_shutdown"],
    ["57P03", "cannot_connect_now: starting up or shutting down"],
    ["53300", "too_many_connections"],
    ["08000", "connection_exception"],
    ["08003", "connection_does_not_exist"],
    ["08006", "connection_failure"],
    ["08001", "sqlclient_unable_to_establish_sqlconnection"],
    ["ECONNREFUSED", "nobody listens on the port"],
    ["ECONNRESET", "the connection was reset"],
    ["ETIMEDOUT", "the connection timed out"],
    ["EPIPE", "the socket was closed under a write"],
    ["EHOSTUNREACH", "no route to the host"],
    ["EAI_AGAIN", "the name could not be resolved for now"],
  ])("is true for code %s (%s), bare or wrapped by Drizzle", (code) => {
    expectUnavailableBareAndWrapped(coded(code), true);
  });

  it.each([
    "Connection terminated unexpectedly",
    "Connection terminated",
    "Connection terminated due to connection timeout",
    "timeout exceeded when trying to connect",
    "Client has encountered a connection error and is not queryable",
  ])("is true for node-postgres's message %j, which carries no code", (message) => {
    expectUnavailableBareAndWrapped(new Error(message), true);
  });

  it("looks into an AggregateError (a refused connection to each of a host's addresses)", () => {
    const refused = new AggregateError([coded("ECONNREFUSED"), coded("ECONNREFUSED")], "");
    expectUnavailableBareAndWrapped(refused, true);
  });

  it("finds the cause several levels down", () => {
    expect(isDatabaseUnavailable(new Error("a", { cause: new Error("b", { cause: coded("57P01") }) }))).toBe(
      true,
    );
  });

  it.each([
    ["23505", "unique_violation: a bug or a race, not an outage"],
    ["42P01", "undefined_table"],
    ["22P02", "invalid_text_representation"],
    ["40001", "serialization_failure"],
    ["57014", "query_canceled"],
    ["28P01", "invalid_password: a configuration error, not an outage"],
    ["3D000", "invalid_catalog_name"],
    ["EACCES", "a file-system error"],
    ["ENOSPC", "a full disk is the upload folder's problem"],
  ])("is false for code %s (%s)", (code) => {
    expectUnavailableBareAndWrapped(coded(code), false);
  });

  it.each([
    ["a plain error", new Error("unlucky")],
    ["a message that only mentions connections", new Error("could not parse the connection string")],
    ["a message with the words further in", new Error("Error: Connection terminated")],
    ["a string", "Connection terminated"],
    ["null", null],
    ["undefined", undefined],
    ["a number", 57],
    ["an object with a numeric code", { code: 8000 }],
    ["a lower-case SQLSTATE-like code", { code: "08abc" }],
    ["a Response", new Response(null, { status: 500 })],
  ])("is false for %s", (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("does not loop on a cause that points back at itself", () => {
    const error = new Error("loop") as Error & { cause?: unknown };
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe("storageFailureCode", () => {
  it.each(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "EIO", "ENOENT", "ENOTDIR", "EEXIST"])(
    "names %s, bare or wrapped",
    (code) => {
      expect(storageFailureCode(coded(code))).toBe(code);
      expect(storageFailureCode(new Error("wrapped", { cause: coded(code) }))).toBe(code);
    },
  );

  it.each([
    ["a plain error", new Error("sharp failed")],
    ["a database outage", coded("ECONNREFUSED")],
    ["too many open files (the process's limit, not the folder)", coded("EMFILE")],
    ["null", null],
  ])("is undefined for %s", (_label, error) => {
    expect(storageFailureCode(error)).toBeUndefined();
  });
});

describe("storageFailureReason", () => {
  it.each([
    ["EACCES", "permission denied"],
    ["EPERM", "permission denied"],
    ["EROFS", "the file system is read-only"],
    ["ENOSPC", "no space left"],
    ["EDQUOT", "no space left"],
    ["EIO", "input/output error"],
    ["ENOENT", "the folder does not exist and cannot be created"],
    ["ENOTDIR", "the folder does not exist and cannot be created"],
    ["EEXIST", "the folder does not exist and cannot be created"],
    [undefined, "it cannot be written"],
  ])("explains %s as %j", (code, reason) => {
    expect(storageFailureReason(code)).toBe(reason);
  });
});

describe("isUniqueViolation", () => {
  it("finds 23505 in the error or what it wraps", () => {
    expect(isUniqueViolation(coded("23505"))).toBe(true);
    expect(isUniqueViolation(fromDrizzle(coded("23505")))).toBe(true);
  });

  it.each(["23503", "57P01", "ECONNREFUSED", undefined])("is false for %j", (code) => {
    expect(isUniqueViolation(code === undefined ? new Error("plain") : coded(code))).toBe(false);
  });
});
