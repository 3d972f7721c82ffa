import { describe, expect, it } from "vitest";
import { DEVICE_ACCOUNTS_MAX, deviceCookie } from "./device-cookie.server";

const SECRET = "device-test-secret-0123456789abcdefghijklmnop";
const cookies = deviceCookie(SECRET, true);

/** The Cookie header a browser sends back after Set-Cookie `setCookie`. */
const sentBack = (setCookie: string) => setCookie.split(";")[0]!;

describe("deviceCookie", () => {
  it("makes a browser known for the account that signed in there, and only that one", async () => {
    const header = sentBack(await cookies.remember(null, "aline@example.rw"));
    const key = await cookies.known(header, "aline@example.rw");
    expect(key).toMatch(/^[\w-]{22}:[\w-]{22}$/);
    expect(await cookies.known(header, "ALINE@example.rw")).toBe(key);
    expect(await cookies.known(header, "jean@example.rw")).toBeUndefined();
    expect(await cookies.known(null, "aline@example.rw")).toBeUndefined();
    expect(await cookies.known("other=1", "aline@example.rw")).toBeUndefined();
  });

  it("is httpOnly, SameSite=Lax, Secure when asked, long-lived, and does not show the address", async () => {
    const setCookie = await cookies.remember(null, "aline@example.rw");
    expect(setCookie).toMatch(/^__Host-imodoka\.device=/);
    expect(setCookie).toMatch(/; HttpOnly/);
    expect(setCookie).toMatch(/; SameSite=Lax/);
    expect(setCookie).toMatch(/; Secure/);
    expect(setCookie).toMatch(/; Max-Age=15552000/);
    expect(decodeURIComponent(setCookie)).not.toContain("aline");
    expect(Buffer.from(sentBack(setCookie).split("=")[1]!, "base64").toString()).not.toContain("aline");
    expect(setCookie).toMatch(/; Path=\//);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect(await deviceCookie(SECRET, false).remember(null, "a@b.rw")).toMatch(
      /^imodoka\.device=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });

  it("keeps the browser's id and adds accounts, each with its own key", async () => {
    const first = sentBack(await cookies.remember(null, "aline@example.rw"));
    const second = sentBack(await cookies.remember(first, "jean@example.rw"));
    const aline = await cookies.known(second, "aline@example.rw");
    const jean = await cookies.known(second, "jean@example.rw");
    expect(aline).toBe(await cookies.known(first, "aline@example.rw"));
    expect(jean).toBeDefined();
    expect(jean!.split(":")[0]).toBe(aline!.split(":")[0]);
    expect(jean).not.toBe(aline);
    // Two browsers are two devices, even for one account.
    const elsewhere = sentBack(await cookies.remember(null, "aline@example.rw"));
    expect(await cookies.known(elsewhere, "aline@example.rw")).not.toBe(aline);
  });

  it(`remembers at most ${DEVICE_ACCOUNTS_MAX} accounts, forgetting the one signed in longest ago`, async () => {
    let header: string | null = null;
    for (let index = 0; index <= DEVICE_ACCOUNTS_MAX; index++)
      header = sentBack(await cookies.remember(header, `member${index}@example.rw`));
    expect(await cookies.known(header, "member0@example.rw")).toBeUndefined();
    for (let index = 1; index <= DEVICE_ACCOUNTS_MAX; index++)
      expect(await cookies.known(header, `member${index}@example.rw`)).toBeDefined();
    // Signing in again moves an account to the newest place.
    header = sentBack(await cookies.remember(header, "member1@example.rw"));
    header = sentBack(await cookies.remember(header, "member9@example.rw"));
    expect(await cookies.known(header, "member1@example.rw")).toBeDefined();
    expect(await cookies.known(header, "member2@example.rw")).toBeUndefined();
  });

  it("refuses a cookie that was altered, signed with another secret, or not ours in shape", async () => {
    const header = sentBack(await cookies.remember(null, "aline@example.rw"));
    const [name, value] = header.split("=") as [string, string];
    const [payload, signature] = decodeURIComponent(value).split(".") as [string, string];
    const forged = btoa(JSON.stringify({ id: "A".repeat(22), accounts: [] }));
    expect(
      await cookies.known(`${name}=${encodeURIComponent(`${forged}.${signature}`)}`, "aline@example.rw"),
    ).toBe(undefined);
    expect(await cookies.known(`${name}=${encodeURIComponent(payload)}`, "aline@example.rw")).toBeUndefined();
    expect(
      await deviceCookie("another-secret-0123456789abcdefghijklmnop", true).known(header, "aline@example.rw"),
    ).toBeUndefined();
    expect(await cookies.known("__Host-imodoka.device=", "aline@example.rw")).toBeUndefined();
    // The recovery: a bad cookie is replaced by a new one on the next sign-in.
    const fresh = sentBack(await cookies.remember("__Host-imodoka.device=garbage", "aline@example.rw"));
    expect(await cookies.known(fresh, "aline@example.rw")).toBeDefined();
  });
});
