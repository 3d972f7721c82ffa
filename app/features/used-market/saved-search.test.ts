import { describe, expect, it } from "vitest";
import { ALERT_MAX_CARS, planAlert, savedSearchLabel, savedSearchQuery } from "./saved-search";
import { parseUsedFilters } from "./used-filters";

const parse = (query: string) => parseUsedFilters(new URLSearchParams(query), 2026);
const names = { makes: { toyota: "Toyota", nissan: "Nissan", "land-rover": "Land Rover" } };
const label = (query: string, model?: string) => savedSearchLabel(parse(query), { ...names, model }, "en");

describe("savedSearchQuery", () => {
  it("is the canonical query without the question mark or the sort", () => {
    expect(savedSearchQuery(parse("gearbox=automatic&make=toyota&sort=price-asc&price_max=15000000"))).toBe(
      "make=toyota&price_max=15000000&gearbox=automatic",
    );
    expect(savedSearchQuery(parse("sort=year"))).toBe("");
  });

  it("names the same filters in any order the same way", () => {
    expect(savedSearchQuery(parse("make=toyota&make=nissan&body=suv"))).toBe(
      savedSearchQuery(parse("body=suv&make=nissan&make=toyota&sort=mileage")),
    );
  });
});

describe("savedSearchLabel", () => {
  it("reads like the filters, in the form's order", () => {
    expect(label("make=toyota&gearbox=automatic&price_max=15000000&district=Gasabo")).toBe(
      "Toyota · Automatic · up to 15.000.000 RWF · Gasabo",
    );
  });

  it("names a model with its make, and several makes together", () => {
    expect(label("make=toyota&model=land-cruiser-prado", "Land Cruiser Prado")).toBe(
      "Toyota Land Cruiser Prado",
    );
    expect(label("make=toyota&make=land-rover")).toBe("Land Rover, Toyota");
  });

  it("writes price, year and mileage ranges in words", () => {
    expect(label("price_min=5000000&price_max=10000000")).toBe("5.000.000 – 10.000.000 RWF");
    expect(label("price_min=5000000")).toBe("from 5.000.000 RWF");
    expect(label("year_min=2015&year_max=2018")).toBe("2015–2018");
    expect(label("year_min=2015")).toBe("2015 or newer");
    expect(label("year_max=2015")).toBe("2015 or older");
    expect(label("year_min=2015&year_max=2015")).toBe("2015");
    expect(label("mileage_max=100000")).toBe("up to 100.000 km");
  });

  it("names fuel, body and seller, and falls back to the key of an unknown make", () => {
    expect(label("make=kia&energy=diesel&body=pickup&seller=dealer")).toBe(
      "kia · Diesel · Pick-up · Dealers",
    );
  });

  it("calls a search without filters all used cars", () => {
    expect(label("")).toBe("All used cars");
    expect(label("sort=price-asc")).toBe("All used cars");
  });

  it("cuts a very long label", () => {
    const makes = Array.from({ length: 10 }, (_, i) => `make=brand${i}`).join("&");
    const long = savedSearchLabel(
      parse(makes),
      {
        makes: Object.fromEntries(
          Array.from({ length: 10 }, (_, i) => [`brand${i}`, `A very long make name ${i}`]),
        ),
      },
      "en",
    );
    expect(long.length).toBe(200);
    expect(long.endsWith("…")).toBe(true);
  });
});

describe("planAlert: which new listings one alert mail includes", () => {
  const lastAlertAt = new Date("2026-11-20T08:00:00Z");
  const now = new Date("2026-11-20T09:00:00Z");
  const cars = (n: number) => Array.from({ length: n }, (_, i) => `car ${i + 1}`);

  it("sends nothing when no new car matches, and still moves the window on", () => {
    expect(planAlert({ lastAlertAt, now, newest: [], total: 0 })).toEqual({
      send: false,
      cars: [],
      more: 0,
      nextAlertAt: now,
    });
  });

  it("lists every new car when there are few", () => {
    expect(planAlert({ lastAlertAt, now, newest: cars(3), total: 3 })).toMatchObject({
      send: true,
      cars: cars(3),
      more: 0,
    });
  });

  it(`lists at most ${ALERT_MAX_CARS}, newest first, and counts the rest`, () => {
    const plan = planAlert({ lastAlertAt, now, newest: cars(12), total: 14 });
    expect(plan.cars).toEqual(cars(10));
    expect(plan.more).toBe(4);
  });

  it("never moves the window back (a clock that went backwards)", () => {
    const earlier = new Date("2026-11-20T07:00:00Z");
    expect(planAlert({ lastAlertAt, now: earlier, newest: [], total: 0 }).nextAlertAt).toEqual(lastAlertAt);
  });
});
