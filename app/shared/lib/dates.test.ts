import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatDateTime, kigaliDate } from "./dates";

describe("dates", () => {
  it("reads the calendar date in Kigali (UTC+2)", () => {
    expect(kigaliDate(new Date("2026-03-31T21:59:00Z"))).toBe("2026-03-31");
    expect(kigaliDate(new Date("2026-03-31T22:00:00Z"))).toBe("2026-04-01");
  });
  it("adds and subtracts days across months and years", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });
  it("formats full dates and months", () => {
    expect(formatDate("2026-03-12")).toBe("12 March 2026");
    expect(formatDate("2025-12")).toBe("December 2025");
  });
});

describe("formatDateTime", () => {
  it("shows the moment on the clock in Kigali (UTC+2), 24-hour", () => {
    expect(formatDateTime(new Date("2026-11-25T12:05:00Z"))).toBe("25 Nov 2026, 14:05");
    expect(formatDateTime(new Date("2026-12-31T22:30:00Z"))).toBe("1 Jan 2027, 00:30");
  });
});
