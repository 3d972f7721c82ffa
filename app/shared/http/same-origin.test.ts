import { describe, expect, it } from "vitest";
import { isSameOriginRequest, isScriptRequest } from "./same-origin";

describe("isSameOriginRequest", () => {
  it("lets safe methods through", () => {
    for (const method of ["GET", "head", "OPTIONS"]) {
      expect(isSameOriginRequest(method, { "sec-fetch-site": "cross-site" })).toBe(true);
    }
  });
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isSameOriginRequest("POST", { "sec-fetch-site": "same-origin" })).toBe(true);
    expect(isSameOriginRequest("POST", { "sec-fetch-site": "none" })).toBe(true);
    expect(
      isSameOriginRequest("POST", {
        "sec-fetch-site": "same-site",
        origin: "https://a.example",
        host: "a.example",
      }),
    ).toBe(false);
    expect(isSameOriginRequest("DELETE", { "sec-fetch-site": "cross-site" })).toBe(false);
  });
  it("falls back to comparing Origin with Host", () => {
    expect(isSameOriginRequest("POST", { origin: "http://localhost:3000", host: "localhost:3000" })).toBe(
      true,
    );
    expect(isSameOriginRequest("POST", { origin: "https://evil.example", host: "localhost:3000" })).toBe(
      false,
    );
    expect(isSameOriginRequest("POST", { origin: "null", host: "localhost:3000" })).toBe(false);
    expect(isSameOriginRequest("POST", { origin: "not a url", host: "localhost:3000" })).toBe(false);
  });
  it("refuses a state-changing request with neither header", () => {
    expect(isSameOriginRequest("POST", { host: "localhost:3000" })).toBe(false);
    expect(isSameOriginRequest("PUT", {})).toBe(false);
  });
});

describe("isScriptRequest", () => {
  const post = (headers: Record<string, string>) =>
    new Request("https://imodoka.test/account/favourites", { method: "POST", headers });
  it("tells a page's script (fetch) from a plain form post", () => {
    expect(isScriptRequest(post({ "sec-fetch-mode": "cors" }))).toBe(true);
    expect(isScriptRequest(post({ "sec-fetch-mode": "same-origin" }))).toBe(true);
    expect(isScriptRequest(post({ "sec-fetch-mode": "navigate" }))).toBe(false);
  });
  it("treats a browser that does not say as a plain form post (it then gets a redirect)", () => {
    expect(isScriptRequest(post({}))).toBe(false);
  });
});
