import { describe, expect, it } from "vitest";
import { group1Models } from "../../../db/seed/versions/group-1";
import { group2Models } from "../../../db/seed/versions/group-2";
import { group3Models } from "../../../db/seed/versions/group-3";
import {
  equipmentFromText,
  equipmentGroups,
  equipmentImplications,
  equipmentItems,
  equipmentOf,
  equipmentSchema,
  readEquipmentText,
  withImplied,
} from "./equipment";

const seedVersions = [...group1Models, ...group2Models, ...group3Models].flatMap((model) => model.versions);
const seedTexts = (v: (typeof seedVersions)[number]) => [
  ...v.equipment.safety,
  ...v.equipment.comfort,
  ...v.equipment.multimedia,
];
const distinctSeedTexts = [...new Set(seedVersions.flatMap(seedTexts))];

/** Seed texts no item names: kept per version as "other equipment", on purpose. */
const knownOther = [
  // Trim and fittings that are not equipment a buyer compares
  "Active exhaust",
  "All-terrain tyres",
  "Automatic doors",
  "Crystal gear selector",
  "Cup holders",
  "Driver personalisation system",
  "Energizing comfort programmes",
  "Fabric seats",
  "Flush door handles",
  "Folding door for passengers",
  "Heater and demister",
  "Height-adjustable driver's seat",
  "M sport brakes",
  "M Sport differential",
  "M Sport suspension",
  "Magic Seat rear bench",
  "Overload indicator",
  "Passenger grab handles",
  "Permanent 4WD mode",
  "Relaxation driver's seat",
  "Relaxation front seats",
  "Removable hard top",
  "Rock rails",
  "Sliding rear bench",
  "Smart door handles",
  "Sport Chrono package",
  "Three-seat front bench",
  "Tilt-adjustable steering",
  "Vinyl floor",
  "Vinyl seats",
  "Water-repellent upholstery",
  // Rare comfort items one or two versions list
  "Auto-dimming mirror",
  "Cabin air purification",
  "Electric rear seats",
  "Electric rear sunblind",
  "Electric roller shutter for the bed",
  "Power roller shutter",
  // Multimedia beside the screens and sound the catalogue names
  "12 V power socket",
  "7-inch lower touchscreen",
  "8.6-inch climate touchscreen",
  "AMG Track Pace",
  "Built-in Alexa voice assistant",
  "Off-road pages display",
  "Passenger-area speakers",
  "Public address microphone",
  "Rear armrest touch controller",
  "Rear-door touch controls",
  "Rear-seat conversation mirror",
  // Safety and driving texts too particular to compare
  "Collapsible steering column",
  "Crosswind assist",
  "Digital rear-view mirror",
  "Electronic active differential",
  "Emergency exit door",
  "Front disc brakes",
  "Front-axle lift system",
  "Rear collision warning",
  "Reinforced cab structure",
];

describe("the catalogue", () => {
  it("names each item once, in a known group, every group used", () => {
    const keys = equipmentItems.map((item) => item.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const group of equipmentGroups)
      expect(equipmentItems.some((item) => item.group === group)).toBe(true);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9_]+$/);
  });

  it("gives number items a unit and a believable maximum", () => {
    const numbers = equipmentItems.filter((item) => item.kind === "number");
    expect(numbers.map((item) => item.key)).toEqual([
      "airbags",
      "climate_zones",
      "wheel_size",
      "central_display",
      "instrument_display",
      "passenger_display",
      "speakers",
    ]);
    for (const item of numbers) expect(item.max).toBeGreaterThan(1);
  });

  it("implies only between known items, never in a circle", () => {
    const keys = new Set<string>(equipmentItems.map((item) => item.key));
    for (const [from, to] of equipmentImplications) {
      expect(keys.has(from) && keys.has(to)).toBe(true);
      expect(from).not.toBe(to);
    }
    // A circle would make every item of it imply itself: following the arrows from any item ends.
    for (const [start] of equipmentImplications) {
      const seen = new Set<string>([start]);
      let next = equipmentImplications.filter(([from]) => from === start).map(([, to]) => to);
      while (next.length) {
        for (const key of next) expect(seen.has(key)).toBe(false);
        next.forEach((key) => seen.add(key));
        next = equipmentImplications.filter(([from]) => next.includes(from)).map(([, to]) => to);
      }
    }
  });
});

describe("readEquipmentText", () => {
  it.each([
    ["6 airbags", { airbags: 6 }],
    ["Driver and passenger airbags", { airbags: 2 }],
    ["Airbags front, side and window", { airbags: true }],
    ["Apple CarPlay and Android Auto", { apple_carplay: true, android_auto: true }],
    [
      "Wireless Apple CarPlay and Android Auto",
      { apple_carplay: true, android_auto: true, wireless_smartphone: true },
    ],
    ["Apple CarPlay", { apple_carplay: true }],
    ["12.3-inch touchscreen", { central_display: 12.3 }],
    ["14.5-inch MMI touchscreen", { central_display: 14.5 }],
    ["SYNC 3 8-inch touchscreen", { central_display: 8 }],
    ["Touchscreen audio", { central_display: true }],
    ["Twin 12.3-inch screens", { central_display: 12.3, instrument_display: 12.3 }],
    ["10.25-inch digital instrument cluster", { instrument_display: 10.25 }],
    ["Dual-zone climate control", { climate_zones: 2 }],
    ["Tri-zone climate control", { climate_zones: 3 }],
    ["Keyless entry and start", { keyless_entry: true, keyless_start: true }],
    ["Keyless entry and remote start", { keyless_entry: true, remote_start: true }],
    ["ABS with EBD", { abs: true, ebd: true }],
    ["Electronic stability control", { esc: true }],
    ["Front and rear parking sensors", { rear_parking_sensors: true, front_parking_sensors: true }],
    ["Bose 12-speaker sound system", { speakers: 12, premium_audio: true }],
    ["Premium 16-speaker sound system", { speakers: 16, premium_audio: true }],
    ["19-inch alloy wheels", { alloy_wheels: true, wheel_size: 19 }],
    [
      "Heated and ventilated front and rear seats",
      {
        heated_front_seats: true,
        ventilated_front_seats: true,
        heated_rear_seats: true,
        ventilated_rear_seats: true,
      },
    ],
    ["Rear-seat massage", { massage_rear_seats: true }],
    ["Heated front seats and steering wheel", { heated_front_seats: true, heated_steering_wheel: true }],
    ["Leather-look heated seats", { synthetic_leather_seats: true, heated_front_seats: true }],
    ["Three locking differentials", { front_diff_lock: true, centre_diff_lock: true, rear_diff_lock: true }],
    ["Park Pilot Assist", { automatic_parking: true }],
    ["Pilot Assist", { adaptive_cruise: true, stop_and_go: true, lane_centring: true }],
    ["Lane change assist", { blind_spot_warning: true }],
  ])("reads %s", (text, items) => {
    expect(readEquipmentText(text)).toEqual(items);
  });

  it("reads nothing from a text no item names", () => {
    expect(readEquipmentText("Crystal gear selector")).toEqual({});
    expect(readEquipmentText("8.6-inch climate touchscreen")).toEqual({});
    expect(readEquipmentText("")).toEqual({});
  });
});

describe("equipmentFromText", () => {
  it("adds what the items imply: stability control has ABS, a dual-zone climate is air conditioning", () => {
    expect(equipmentFromText(["Electronic stability control", "Dual-zone climate control"]).items).toEqual({
      abs: true,
      esc: true,
      air_conditioning: true,
      automatic_climate: true,
      climate_zones: 2,
    });
    // ABS alone proves nothing more.
    expect(equipmentFromText(["ABS"]).items).toEqual({ abs: true });
  });

  it("keeps the larger figure, and a figure over 'has it'", () => {
    expect(equipmentFromText(["Rear airbags", "10 airbags"]).items.airbags).toBe(10);
    expect(equipmentFromText(["10 airbags", "Rear airbags"]).items.airbags).toBe(10);
    expect(equipmentFromText(["Touchscreen audio", "8-inch touchscreen"]).items.central_display).toBe(8);
    expect(equipmentFromText(["Rear airbags"]).items.airbags).toBe(true);
  });

  it("keeps unread texts as other equipment, trimmed, each once, in order", () => {
    expect(equipmentFromText([" Cup holders ", "ABS", "Vinyl floor", "Cup holders", "  "])).toEqual({
      items: { abs: true },
      other: ["Cup holders", "Vinyl floor"],
    });
  });

  it("writes items in catalogue order", () => {
    const { items } = equipmentFromText(["Bluetooth", "Heat pump", "6 airbags"]);
    expect(Object.keys(items)).toEqual(["airbags", "heat_pump", "bluetooth"]);
  });

  it("reads every seed text as items or knowingly as other equipment", () => {
    const other = distinctSeedTexts.filter((text) => Object.keys(readEquipmentText(text)).length === 0);
    expect(other.sort()).toEqual([...knownOther].sort());
    expect(other).toHaveLength(57);
    expect(distinctSeedTexts.length - other.length).toBeGreaterThan(590);
  });

  it("gives every seed version equipment the schema accepts, with what it listed", () => {
    for (const version of seedVersions) {
      const equipment = equipmentFromText(seedTexts(version));
      expect(equipmentSchema.parse(equipment)).toEqual(equipment);
      expect(Object.keys(equipment.items).length).toBeGreaterThan(0);
    }
  });

  it("describes a version the way its texts do (the Toyota RAV4 2.0 GX)", () => {
    const rav4 = equipmentFromText([
      "7 airbags",
      "Pre-collision system",
      "Lane departure alert",
      "Adaptive cruise control",
      "Rear-view camera",
      "Dual-zone climate control",
      "Keyless entry and start",
      "LED headlights",
      "Fabric seats",
      "8-inch touchscreen",
      "Apple CarPlay and Android Auto",
      "Bluetooth",
    ]);
    expect(rav4).toEqual({
      items: {
        airbags: 7,
        abs: true,
        esc: true,
        emergency_braking: true,
        forward_collision_warning: true,
        adaptive_cruise: true,
        lane_departure_warning: true,
        rear_camera: true,
        air_conditioning: true,
        automatic_climate: true,
        climate_zones: 2,
        cruise_control: true,
        keyless_entry: true,
        keyless_start: true,
        central_locking: true,
        led_headlights: true,
        central_display: 8,
        apple_carplay: true,
        android_auto: true,
        bluetooth: true,
      },
      other: ["Fabric seats"],
    });
  });
});

describe("withImplied", () => {
  it("follows implications through (stop-and-go → adaptive → cruise control) and is idempotent", () => {
    const once = withImplied({ stop_and_go: true });
    expect(once).toEqual({ stop_and_go: true, adaptive_cruise: true, cruise_control: true });
    expect(withImplied(once)).toEqual(once);
  });

  it("never replaces a figure", () => {
    expect(withImplied({ automatic_climate: true, climate_zones: 3 }).climate_zones).toBe(3);
  });
});

describe("equipmentSchema", () => {
  const valid = {
    items: { airbags: 7, abs: true, central_display: 10.25, wheel_size: 19 },
    other: ["Cup holders"],
  };

  it("accepts the stored shape, a number item as 'has it'", () => {
    expect(equipmentSchema.parse(valid)).toEqual(valid);
    expect(equipmentSchema.parse({ items: { speakers: true }, other: [] })).toEqual({
      items: { speakers: true },
      other: [],
    });
  });

  it.each([
    ["an unknown item", { items: { jetpack: true }, other: [] }],
    ["a yes item with a number", { items: { abs: 2 }, other: [] }],
    ["a yes item as false", { items: { abs: false }, other: [] }],
    ["a number item as text", { items: { airbags: "7" }, other: [] }],
    ["a number item as false", { items: { airbags: false }, other: [] }],
    ["a negative count", { items: { airbags: -2 }, other: [] }],
    ["zero", { items: { speakers: 0 }, other: [] }],
    ["an absurd count", { items: { airbags: 99 }, other: [] }],
    ["a count with decimals", { items: { climate_zones: 2.5 }, other: [] }],
    ["an absurd screen", { items: { central_display: 120 }, other: [] }],
    ["inches with three decimals", { items: { central_display: 12.345 }, other: [] }],
    ["an unknown field", { items: {}, other: [], safety: [] }],
    ["the former free-text shape", { safety: ["ABS"], comfort: [], multimedia: [] }],
    ["an empty other entry", { items: {}, other: ["  "] }],
    ["an overlong other entry", { items: {}, other: ["x".repeat(121)] }],
    ["no other list", { items: {} }],
  ])("refuses %s", (_, value) => {
    expect(equipmentSchema.safeParse(value).success).toBe(false);
  });
});

describe("equipmentOf", () => {
  it("lists a group's items in catalogue order with their values", () => {
    const equipment = equipmentFromText(["Bluetooth", "12.3-inch touchscreen", "ABS"]);
    expect(equipmentOf(equipment, "multimedia").map(({ item, value }) => [item.key, value])).toEqual([
      ["central_display", 12.3],
      ["bluetooth", true],
    ]);
    expect(equipmentOf(equipment, "driving")).toEqual([]);
  });
});
