import { describe, expect, it } from "vitest";
import { isSameOriginRequest } from "./same-origin";

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
