import { describe, expect, it } from "vitest";
import { describeDevice } from "./device";

describe("describeDevice", () => {
  it.each([
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36",
      { browser: "Chrome", os: "Android", mobile: true },
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iOS", mobile: true },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:120.0) Gecko/20100101 Firefox/120.0",
      { browser: "Firefox", os: "Windows", mobile: false },
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36",
      { browser: "Chrome", os: "Linux", mobile: false },
    ],
  ])("names the browser and system of %s", (userAgent, device) => {
    expect(describeDevice(userAgent)).toEqual(device);
  });

  it("says nothing it cannot read", () => {
    expect(describeDevice(null)).toEqual({ browser: undefined, os: undefined, mobile: false });
    expect(describeDevice("")).toEqual({ browser: undefined, os: undefined, mobile: false });
    expect(describeDevice("curl/8.0").os).toBeUndefined();
  });
});
