import { describe, expect, it } from "vitest";
import { openState, weekRows } from "~/features/dealers/dealers";
import { hourFields, hoursText, hoursValues, normaliseTime, readHours } from "./dealer-hours";

describe("times of day", () => {
  it("reads HH:MM, H:MM and HH:MM:00 as HH:MM", () => {
    for (const [typed, time] of [
      ["08:30", "08:30"],
      ["8:05", "08:05"],
      [" 17:00:00 ", "17:00"],
      ["23:59", "23:59"],
      ["00:00", "00:00"],
    ] as const)
      expect(normaliseTime(typed), typed).toBe(time);
  });

  it("refuses what is not a time of day", () => {
    for (const bad of ["24:00", "12:60", "7", "07h30", "", "08:30:15", "-1:00", "noon", "08:3", "1234"])
      expect(normaliseTime(bad)).toBeUndefined();
  });
});

describe("the week's editor", () => {
  it("reads days in order, one or two ranges, empty days closed", () => {
    const read = readHours({
      "hours.1.opens": "08:00",
      "hours.1.closes": "12:00",
      "hours.1.opens2": "13:30",
      "hours.1.closes2": "17:30",
      "hours.6.opens": "9:00",
      "hours.6.closes": "13:00",
      "hours.0.opens2": "10:00",
      "hours.0.closes2": "14:00",
    });
    expect(read).toEqual({
      ok: true,
      hours: [
        { day: 1, opens: "08:00", closes: "12:00" },
        { day: 1, opens: "13:30", closes: "17:30" },
        { day: 6, opens: "09:00", closes: "13:00" },
        { day: 0, opens: "10:00", closes: "14:00" },
      ],
    });
  });

  it("reads an empty week as always closed", () => {
    expect(readHours({})).toEqual({ ok: true, hours: [] });
    expect(readHours(Object.fromEntries(hourFields.map((f) => [f, "  "])))).toEqual({ ok: true, hours: [] });
  });

  it("names the field of each problem: not a time, one end missing, closing before opening, overlap", () => {
    const read = readHours({
      "hours.1.opens": "17:00",
      "hours.1.closes": "08:00",
      "hours.2.opens": "08:00",
      "hours.3.closes": "17:00",
      "hours.4.opens": "8h",
      "hours.4.closes": "17:00",
      "hours.5.opens": "08:00",
      "hours.5.closes": "13:00",
      "hours.5.opens2": "12:00",
      "hours.5.closes2": "17:00",
      "hours.6.opens": "10:00",
      "hours.6.closes": "10:00",
    });
    expect(read).toEqual({
      ok: false,
      problems: {
        "hours.1.closes": "order",
        "hours.2.closes": "missing",
        "hours.3.opens": "missing",
        "hours.4.opens": "time",
        "hours.5.opens2": "overlap",
        "hours.6.closes": "order",
      },
    });
  });

  it("round-trips through the form's fields, the second range after the first whatever the stored order", () => {
    const hours = [
      { day: 2, opens: "14:00", closes: "18:00" },
      { day: 2, opens: "08:00", closes: "12:00" },
      { day: 0, opens: "10:00", closes: "13:00" },
    ];
    const values = hoursValues(hours);
    expect(values["hours.2.opens"]).toBe("08:00");
    expect(values["hours.2.closes2"]).toBe("18:00");
    expect(values["hours.1.opens"]).toBe("");
    expect(Object.keys(values)).toHaveLength(28);
    const read = readHours(values);
    expect(read.ok && read.hours).toEqual([hours[1], hours[0], hours[2]]);
  });

  it("is what the public pages read: the week's rows and open now", () => {
    const read = readHours({
      "hours.5.opens": "08:00",
      "hours.5.closes": "12:00",
      "hours.5.opens2": "14:00",
      "hours.5.closes2": "17:00",
    });
    if (!read.ok) throw new Error("refused");
    expect(weekRows(read.hours).find((row) => row.day === 5)!.periods).toEqual([
      "08:00–12:00",
      "14:00–17:00",
    ]);
    // Friday 27 November 2026, 13:00 in Kigali (11:00 UTC): the lunch break.
    expect(openState(read.hours, new Date("2026-11-27T11:00:00Z"))).toMatchObject({
      open: false,
      next: { opens: "14:00", when: "today" },
    });
    expect(openState(read.hours, new Date("2026-11-27T12:30:00Z"))).toEqual({ open: true, closes: "17:00" });
  });

  it("says the week in one line for the log", () => {
    expect(
      hoursText([
        { day: 0, opens: "10:00", closes: "13:00" },
        { day: 1, opens: "13:00", closes: "17:00" },
        { day: 1, opens: "08:00", closes: "12:00" },
      ]),
    ).toBe("Monday 08:00–12:00, 13:00–17:00; Sunday 10:00–13:00");
    expect(hoursText([])).toBe("");
  });
});
