import { describe, expect, it } from "vitest";
import {
  autoDealerJsonLd,
  dealerPath,
  kigaliClock,
  monogram,
  openLabel as label,
  openState,
  openStreetMapLink,
  parseDealerFilters,
  timeMinutes,
  weekRows,
  whatsappLink,
} from "./dealers";
import { type OpeningHours } from "~/shared/lib/value-sets";
import { textFor } from "~/shared/i18n/text";
import { dealersText } from "./text/dealers";

const openLabel = (state: Parameters<typeof label>[0]) => label(state, textFor(dealersText, "en"));

/** Monday to Friday 08:00–17:30, Saturday 09:00–13:00, closed on Sunday. */
const week: OpeningHours[] = [
  ...[1, 2, 3, 4, 5].map((day) => ({ day, opens: "08:00", closes: "17:30" })),
  { day: 6, opens: "09:00", closes: "13:00" },
];

/** A moment given in Kigali time (UTC+2). 2026-11-23 is a Monday. */
const kigali = (iso: string) => new Date(`${iso}+02:00`);

describe("monogram", () => {
  it.each([
    ["Toyota Rwanda", "TR"],
    ["KABISA", "K"],
    ["Volkswagen Mobility Solutions Rwanda", "VM"],
    ["Nyagatare Farm & Fleet Motors", "NF"],
    ["Mercedes-Benz centre", "MB"],
    ["  kigali   auto ", "KA"],
    ["", ""],
  ])("%j → %j", (name, letters) => {
    expect(monogram(name)).toBe(letters);
  });
});

describe("kigaliClock", () => {
  it("reads the day and time in Kigali, two hours ahead of UTC", () => {
    expect(kigaliClock(new Date("2026-11-23T06:30:00Z"))).toEqual({ day: 1, minutes: 8 * 60 + 30 });
  });
  it("moves to the next day when UTC is still on the previous one", () => {
    expect(kigaliClock(new Date("2026-11-22T23:15:00Z"))).toEqual({ day: 1, minutes: 75 });
  });
});

describe("timeMinutes", () => {
  it("reads HH:MM", () => {
    expect(timeMinutes("00:00")).toBe(0);
    expect(timeMinutes("17:30")).toBe(1050);
    expect(timeMinutes("23:59")).toBe(1439);
  });
  it("refuses anything else", () => {
    for (const bad of ["24:00", "8:00", "08:60", "", "noon", "08:00:00"])
      expect(timeMinutes(bad)).toBeUndefined();
  });
});

describe("openState and openLabel", () => {
  it("is open during the day's hours, with the closing time", () => {
    const state = openState(week, kigali("2026-11-23T10:00:00"));
    expect(state).toEqual({ open: true, closes: "17:30" });
    expect(openLabel(state)).toBe("Open · closes at 17:30");
  });
  it("opens at the opening minute and closes at the closing minute", () => {
    expect(openState(week, kigali("2026-11-23T08:00:00")).open).toBe(true);
    expect(openState(week, kigali("2026-11-23T07:59:00")).open).toBe(false);
    expect(openState(week, kigali("2026-11-23T17:29:00")).open).toBe(true);
    expect(openState(week, kigali("2026-11-23T17:30:00")).open).toBe(false);
  });
  it("before opening, opens today", () => {
    expect(openLabel(openState(week, kigali("2026-11-24T06:45:00")))).toBe("Closed · opens today at 08:00");
  });
  it("after closing, opens tomorrow", () => {
    expect(openLabel(openState(week, kigali("2026-11-24T18:00:00")))).toBe(
      "Closed · opens tomorrow at 08:00",
    );
    expect(openLabel(openState(week, kigali("2026-11-27T20:00:00")))).toBe(
      "Closed · opens tomorrow at 09:00",
    );
  });
  it("on Saturday afternoon, opens Monday", () => {
    const state = openState(week, kigali("2026-11-28T14:00:00"));
    expect(state).toEqual({ open: false, next: { day: 1, opens: "08:00", when: "later" } });
    expect(openLabel(state)).toBe("Closed · opens Monday 08:00");
  });
  it("on Sunday, opens tomorrow (Monday)", () => {
    expect(openLabel(openState(week, kigali("2026-11-29T11:00:00")))).toBe(
      "Closed · opens tomorrow at 08:00",
    );
  });
  it("uses Kigali time, not UTC: 11:00 UTC on Saturday is 13:00 in Kigali, closing time", () => {
    expect(openState(week, new Date("2026-11-28T10:30:00Z")).open).toBe(true);
    expect(openState(week, new Date("2026-11-28T11:00:00Z")).open).toBe(false);
  });
  it("handles a lunch break and the afternoon period", () => {
    const split: OpeningHours[] = [
      { day: 1, opens: "14:00", closes: "18:00" },
      { day: 1, opens: "08:00", closes: "12:00" },
    ];
    expect(openLabel(openState(split, kigali("2026-11-23T12:30:00")))).toBe("Closed · opens today at 14:00");
    expect(openLabel(openState(split, kigali("2026-11-23T15:00:00")))).toBe("Open · closes at 18:00");
  });
  it("finds the same weekday next week when the dealer opens one day a week", () => {
    const mondays: OpeningHours[] = [{ day: 1, opens: "08:00", closes: "12:00" }];
    expect(openState(mondays, kigali("2026-11-23T13:00:00"))).toEqual({
      open: false,
      next: { day: 1, opens: "08:00", when: "later" },
    });
  });
  it("is closed with no next opening when no hours are known, or none are well formed", () => {
    expect(openState([], kigali("2026-11-23T10:00:00"))).toEqual({ open: false });
    expect(openLabel({ open: false })).toBe("Closed");
    const broken: OpeningHours[] = [
      { day: 1, opens: "18:00", closes: "08:00" },
      { day: 2, opens: "late", closes: "17:00" },
    ];
    expect(openState(broken, kigali("2026-11-23T10:00:00"))).toEqual({ open: false });
  });
});

describe("weekRows", () => {
  it("lists seven days Monday first, closed days with no period", () => {
    const rows = weekRows(week);
    expect(rows.map((r) => r.name)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows[0]).toEqual({ day: 1, name: "Monday", periods: ["08:00–17:30"] });
    expect(rows[5]!.periods).toEqual(["09:00–13:00"]);
    expect(rows[6]).toEqual({ day: 0, name: "Sunday", periods: [] });
  });
});

describe("parseDealerFilters", () => {
  const choices = { brands: ["toyota", "suzuki"], districts: ["Gasabo", "Huye"] };
  const parse = (query: string) => parseDealerFilters(new URLSearchParams(query), choices);
  it("reads every filter", () => {
    expect(parse("brand=toyota&district=Gasabo&service=used&open=1")).toEqual({
      brand: "toyota",
      district: "Gasabo",
      service: "used",
      openNow: true,
    });
  });
  it("is empty for no query", () => {
    expect(parse("")).toEqual({ openNow: false });
  });
  it("takes the district in any case, spelt as the list spells it", () => {
    expect(parse("district=huye").district).toBe("Huye");
  });
  it("ignores values the form does not offer", () => {
    expect(parse("brand=ferrari&district=Atlantis&service=wash&open=maybe")).toEqual({ openNow: false });
    expect(parse("brand=&district=&service=")).toEqual({ openNow: false });
  });
  it("turns open-now on for 1 or true", () => {
    expect(parse("open=true").openNow).toBe(true);
    expect(parse("open=TRUE").openNow).toBe(true);
    expect(parse("open=0").openNow).toBe(false);
  });
});

describe("links", () => {
  it("builds an OpenStreetMap link with a marker", () => {
    expect(openStreetMapLink(-1.9536, 30.0606)).toBe(
      "https://www.openstreetmap.org/?mlat=-1.95360&mlon=30.06060#map=17/-1.95360/30.06060",
    );
    expect(openStreetMapLink(-1.5, 29.6, 15)).toContain("#map=15/");
  });
  it("builds a wa.me link with digits only and an encoded message", () => {
    expect(whatsappLink("+250 788 123 456", "Hello & welcome?")).toBe(
      "https://wa.me/250788123456?text=Hello%20%26%20welcome%3F",
    );
  });
  it("builds a dealer's path from id and slug", () => {
    expect(dealerPath({ id: 7, slug: "toyota-rwanda" })).toBe("/dealerships/7-toyota-rwanda");
  });
});

describe("autoDealerJsonLd", () => {
  const dealer = {
    name: "Toyota Rwanda",
    description: "Authorised Toyota distributor.",
    address: "KN 5 Rd, Kigali",
    district: "Gasabo",
    phone: "+250788000000",
    email: "info@example.rw",
    website: "https://example.rw",
    latitude: -1.95,
    longitude: 30.06,
    logoUrl: null,
    hours: week,
    brands: ["Toyota", "Lexus"],
  };
  it("describes the dealer with address, geo, phone, brands and url", () => {
    const ld = autoDealerJsonLd(dealer, "https://imodoka.rw/dealerships/1-toyota-rwanda");
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      name: "Toyota Rwanda",
      url: "https://imodoka.rw/dealerships/1-toyota-rwanda",
      telephone: "+250788000000",
      email: "info@example.rw",
      sameAs: "https://example.rw",
      address: {
        "@type": "PostalAddress",
        streetAddress: "KN 5 Rd, Kigali",
        addressLocality: "Gasabo",
        addressCountry: "RW",
      },
      geo: { "@type": "GeoCoordinates", latitude: -1.95, longitude: 30.06 },
      brand: [
        { "@type": "Brand", name: "Toyota" },
        { "@type": "Brand", name: "Lexus" },
      ],
    });
    expect(ld).not.toHaveProperty("logo");
  });
  it("groups days with the same hours into one opening-hours specification", () => {
    const ld = autoDealerJsonLd(dealer, "u");
    expect(ld.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"].map(
          (d) => `https://schema.org/${d}`,
        ),
        opens: "08:00",
        closes: "17:30",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["https://schema.org/Saturday"],
        opens: "09:00",
        closes: "13:00",
      },
    ]);
  });
  it("leaves out what is not known", () => {
    const ld = autoDealerJsonLd(
      {
        ...dealer,
        phone: "",
        email: null,
        website: null,
        latitude: null,
        longitude: null,
        hours: [],
        brands: [],
        description: "",
        address: "",
      },
      "u",
    );
    expect(ld).not.toHaveProperty("telephone");
    expect(ld).not.toHaveProperty("email");
    expect(ld).not.toHaveProperty("sameAs");
    expect(ld).not.toHaveProperty("geo");
    expect(ld).not.toHaveProperty("openingHoursSpecification");
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("description");
    expect(ld.address).toEqual({ "@type": "PostalAddress", addressLocality: "Gasabo", addressCountry: "RW" });
  });
});
