import Bowser from "bowser";

export interface Device {
  /** "Chrome", "Samsung Internet"…, when the user agent names it. */
  browser: string | undefined;
  /** "Android", "iOS", "Windows"…, when the user agent names it. */
  os: string | undefined;
  /** A phone or tablet. */
  mobile: boolean;
}

/** What a signed-in session's user agent says about the device, for the account page's session list. */
export function describeDevice(userAgent: string | null | undefined): Device {
  if (!userAgent) return { browser: undefined, os: undefined, mobile: false };
  const { browser, os, platform } = Bowser.parse(userAgent);
  return {
    browser: browser.name || undefined,
    os: os.name || undefined,
    mobile: platform.type === "mobile" || platform.type === "tablet",
  };
}
