import { describe, expect, it } from "vitest";
import { requestSerializer } from "./log";

describe("requestSerializer", () => {
  it("logs the method and the redacted URL only", () => {
    expect(
      requestSerializer({ method: "GET", url: "/api/v1/models?API_KEY=s3cret", headers: {} } as {
        method: string;
        url: string;
      }),
    ).toEqual({ method: "GET", url: "/api/v1/models?API_KEY=[redacted]" });
  });
});
