import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pino } from "pino";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { tempDirPerTest } from "../../../tests/setup/temp-dir";
import { authSecret } from "./auth.server";

const dir = tempDirPerTest("imodoka-secret-");
let env: { AUTH_SECRET: string | undefined; DATA_DIR: string; SECRETS_DIR: string };
const log = pino({ level: "silent" });
beforeEach(() => {
  env = {
    AUTH_SECRET: undefined,
    DATA_DIR: path.join(dir(), "data"),
    SECRETS_DIR: path.join(dir(), ".secrets"),
  };
});

const mode = (file: string) => statSync(file).mode & 0o777;

describe("authSecret", () => {
  it("is AUTH_SECRET when set, and writes nothing", () => {
    expect(authSecret({ ...env, AUTH_SECRET: "x".repeat(40) }, log)).toBe("x".repeat(40));
    expect(existsSync(env.SECRETS_DIR)).toBe(false);
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it("is generated once into SECRETS_DIR (0700, the file 0600), never into DATA_DIR, and kept", () => {
    const warn = vi.spyOn(log, "warn");
    const secret = authSecret(env, log);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = path.join(env.SECRETS_DIR, "auth-secret");
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(mode(env.SECRETS_DIR)).toBe(0o700);
    expect(mode(file)).toBe(0o600);
    expect(existsSync(path.join(env.DATA_DIR, "auth-secret"))).toBe(false);
    expect(authSecret(env, log)).toBe(secret);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("moves a secret an older version kept in DATA_DIR, once, so sessions survive", () => {
    mkdirSync(env.DATA_DIR);
    writeFileSync(path.join(env.DATA_DIR, "auth-secret"), "old-secret-from-the-data-folder-0123456789\n");
    const warn = vi.spyOn(log, "warn");
    expect(authSecret(env, log)).toBe("old-secret-from-the-data-folder-0123456789");
    expect(existsSync(path.join(env.DATA_DIR, "auth-secret"))).toBe(false);
    expect(mode(path.join(env.SECRETS_DIR, "auth-secret"))).toBe(0o600);
    expect(warn).toHaveBeenCalledWith(
      { from: path.join(env.DATA_DIR, "auth-secret"), to: path.join(env.SECRETS_DIR, "auth-secret") },
      "moved the generated session secret out of the data folder",
    );
    expect(authSecret(env, log)).toBe("old-secret-from-the-data-folder-0123456789");
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it("keeps the secret in SECRETS_DIR when DATA_DIR has one too, and removes the copy in DATA_DIR", () => {
    mkdirSync(env.DATA_DIR);
    mkdirSync(env.SECRETS_DIR);
    writeFileSync(path.join(env.DATA_DIR, "auth-secret"), "a-copy-restored-into-the-data-folder-000000");
    writeFileSync(path.join(env.SECRETS_DIR, "auth-secret"), "the-secret-in-use-0123456789-0123456789");
    expect(authSecret(env, log)).toBe("the-secret-in-use-0123456789-0123456789");
    expect(existsSync(path.join(env.DATA_DIR, "auth-secret"))).toBe(false);
  });
});
