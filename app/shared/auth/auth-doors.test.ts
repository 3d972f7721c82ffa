import { describe, expect, it } from "vitest";
import { AUTH_BASE_PATH, isOpenAuthEndpoint } from "./auth-doors";

const open = (method: string, path: string) => isOpenAuthEndpoint(method, `${AUTH_BASE_PATH}${path}`);

describe("isOpenAuthEndpoint", () => {
  it("opens the activation link, the reset link, the OAuth callbacks and the error page", () => {
    expect(open("GET", "/verify-email")).toBe(true);
    expect(open("GET", "/reset-password/AbC123_xyz-9")).toBe(true);
    expect(open("GET", "/callback/google")).toBe(true);
    expect(open("POST", "/callback/google")).toBe(true);
    expect(open("GET", "/callback/facebook")).toBe(true);
    expect(open("GET", "/error")).toBe(true);
  });

  it("keeps each link to the method the site uses", () => {
    for (const method of ["HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(open(method, "/verify-email")).toBe(false);
      expect(open(method, "/reset-password/token")).toBe(false);
      expect(open(method, "/error")).toBe(false);
    }
    for (const method of ["HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"])
      expect(open(method, "/callback/google")).toBe(false);
    // Methods are upper case, as the Fetch API gives them.
    expect(open("get", "/verify-email")).toBe(false);
  });

  it("closes every endpoint the site calls on the server", () => {
    for (const path of [
      "/sign-in/email",
      "/sign-in/social",
      "/sign-up/email",
      "/sign-out",
      "/get-session",
      "/list-sessions",
      "/revoke-session",
      "/revoke-sessions",
      "/revoke-other-sessions",
      "/delete-user",
      "/delete-user/callback",
      "/change-password",
      "/change-email",
      "/update-user",
      "/update-session",
      "/reset-password",
      "/request-password-reset",
      "/send-verification-email",
      "/verify-password",
      "/link-social",
      "/unlink-account",
      "/list-accounts",
      "/account-info",
      "/refresh-token",
      "/get-access-token",
      "/ok",
    ]) {
      expect(open("GET", path), path).toBe(false);
      expect(open("POST", path), path).toBe(false);
    }
  });

  it("matches the whole path, not a prefix, a suffix or a near spelling", () => {
    for (const path of [
      "",
      "/",
      "/verify-email/",
      "/verify-email/x",
      "/verify-emails",
      "//verify-email",
      "/reset-password/",
      "/reset-password/a/b",
      "/reset-password/..%2Fdelete-user",
      "/reset-password/a.b",
      "/callback/",
      "/callback/google/",
      "/callback/..",
      "/callback/%2e%2e",
      "/callback/google%2F..%2F..%2Fdelete-user",
      "/error/",
      "/Error",
    ])
      expect(open("GET", path), path).toBe(false);
  });

  it("answers false outside the base path", () => {
    expect(isOpenAuthEndpoint("GET", "/verify-email")).toBe(false);
    expect(isOpenAuthEndpoint("GET", "/api/authverify-email")).toBe(false);
    expect(isOpenAuthEndpoint("GET", "/x/api/auth/verify-email")).toBe(false);
    expect(isOpenAuthEndpoint("GET", "/api/v1/auth/error")).toBe(false);
  });
});
