import { describe, expect, it } from "vitest";
import { textFor } from "~/shared/i18n/text";
import { brandIdsOf, dealerSchema, normaliseRwandanPhone, websiteOf } from "./dealer-form";
import { hourFields } from "./dealer-hours";
import { adminText } from "./text/admin";
import { refusals } from "./form-rules.fixtures";

const schema = dealerSchema(textFor(adminText, "en"), ["Gasabo", "Kicukiro", "Nyarugenge", "Musanze"]);
const form = (values: Record<string, string> = {}) => ({
  name: "Kigali Motors",
  slug: "",
  description: "",
  sellsNew: "on",
  sellsUsed: "",
  hasService: "on",
  address: "KN 5 Rd",
  district: "gasabo",
  phone: "0788 123 456",
  whatsapp: "",
  email: "",
  website: "",
  latitude: "",
  longitude: "",
  brands: "",
  ...Object.fromEntries(hourFields.map((field) => [field, ""])),
  "hours.1.opens": "08:00",
  "hours.1.closes": "17:00",
  updatedAt: "",
  ...values,
});

describe("the dealer form", () => {
  it("reads a dealer: slug from the name, district by its official name, numbers as +250…", () => {
    const parsed = schema.parse(
      form({
        whatsapp: "+250 722 123 456",
        email: "sales@kigali-motors.rw",
        website: "kigali-motors.rw",
        brands: "7,3,7",
      }),
    );
    expect(parsed).toMatchObject({
      name: "Kigali Motors",
      slug: "kigali-motors",
      sellsNew: true,
      sellsUsed: false,
      hasService: true,
      district: "Gasabo",
      phone: "+250788123456",
      whatsapp: "+250722123456",
      email: "sales@kigali-motors.rw",
      website: "https://kigali-motors.rw/",
      latitude: null,
      longitude: null,
      hours: [{ day: 1, opens: "08:00", closes: "17:00" }],
      brandIds: [3, 7],
    });
  });

  it("gives every refused field its message at once, the hours' next to the time", () => {
    const result = schema.safeParse(
      form({
        name: " ",
        district: "Nairobi",
        phone: "12345",
        whatsapp: "0252 123 456",
        email: "not-an-email",
        website: "javascript:alert(1)",
        latitude: "-1.95",
        brands: "3,x",
        "hours.1.opens": "17:00",
        "hours.1.closes": "08:00",
      }),
    );
    expect(result.success).toBe(false);
    expect(refusals(result)).toEqual({
      name: "Give the dealer's name.",
      district: "Choose one of Rwanda's 30 districts.",
      phone: "Give a Rwandan phone number, for example 0788 123 456.",
      whatsapp: "Give a Rwandan mobile number (07…), or leave it empty.",
      email: "Give an email address such as sales@example.rw, or leave it empty.",
      website: "Give a web address such as https://example.rw, or leave it empty.",
      longitude: "Give both latitude and longitude, or neither.",
      brands: "Tick brands of the list.",
      "hours.1.closes": "Closing comes after opening, the same day.",
    });
  });

  it("takes a point inside Rwanda and refuses one outside", () => {
    expect(schema.parse(form({ latitude: "-1,9441", longitude: "30,0619" }))).toMatchObject({
      latitude: -1.9441,
      longitude: 30.0619,
    });
    const outside = schema.safeParse(form({ latitude: "-1.29", longitude: "36.82" }));
    expect(outside.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["longitude", "This point is outside Rwanda."],
    ]);
  });
});

describe("a dealer's numbers, site and brands", () => {
  it("takes Rwandan mobiles and landlines, in any usual writing", () => {
    for (const [typed, phone] of [
      ["0788 123 456", "+250788123456"],
      ["+250 788-123-456", "+250788123456"],
      ["0252 123 456", "+250252123456"],
    ] as const)
      expect(normaliseRwandanPhone(typed), typed).toBe(phone);
  });

  it("refuses other countries, short numbers, letters and extensions", () => {
    for (const bad of [
      "+254 712 345 678",
      "12345",
      "0788 ABC 456",
      "0788123456 ext 2",
      "",
      "+250 788 123 456 789",
    ])
      expect(normaliseRwandanPhone(bad), bad).toBeUndefined();
  });

  it("reads a website with or without https://, http allowed, other schemes refused", () => {
    expect(websiteOf("example.rw")).toBe("https://example.rw/");
    expect(websiteOf("http://example.rw/cars")).toBe("http://example.rw/cars");
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.rw",
      "localhost",
      "https://user@example.rw",
      "a b.rw",
    ])
      expect(websiteOf(bad), bad).toBeUndefined();
  });

  it("reads ticked brands' ids, once each, and refuses anything else", () => {
    expect(brandIdsOf("")).toEqual([]);
    expect(brandIdsOf("12,3,12")).toEqual([3, 12]);
    for (const bad of ["a", "1,,2", "0", "-1", "1.5", "9999999999"])
      expect(brandIdsOf(bad), bad).toBeUndefined();
  });
});
