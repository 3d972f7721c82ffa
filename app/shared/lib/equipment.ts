/**
 * A version's equipment as data: a catalogue of named items, each a yes or a number with its unit, so that
 * every version is described by the same items and the comparator compares like with like. Labels live in
 * the catalogue's `equipment` dictionary; this module only knows keys, groups, kinds and rules.
 */
import { z } from "zod";

export const equipmentGroups = ["safety", "assistance", "driving", "comfort", "multimedia"] as const;
export type EquipmentGroup = (typeof equipmentGroups)[number];

/** What a number item counts: a count (airbags, climate zones, speakers) or inches (screens, wheels). */
export type EquipmentUnit = "count" | "inch";

interface YesItem {
  key: string;
  group: EquipmentGroup;
  kind: "yes";
}
interface NumberItem {
  key: string;
  group: EquipmentGroup;
  kind: "number";
  unit: EquipmentUnit;
  /** The largest believable value; a count is a whole number, inches have up to two decimals. */
  max: number;
  /** Whether more is better, so the comparator marks the highest figure. */
  ranked: boolean;
}

const yes = <K extends string>(group: EquipmentGroup, key: K) => ({ key, group, kind: "yes" }) as const;
const count = <K extends string>(group: EquipmentGroup, key: K, max: number) =>
  ({ key, group, kind: "number", unit: "count", max, ranked: true }) as const;
const inches = <K extends string>(group: EquipmentGroup, key: K, max: number, ranked = true) =>
  ({ key, group, kind: "number", unit: "inch", max, ranked }) as const;

/** Every named item, in the order the version page and the comparator show them. */
export const equipmentItems = [
  count("safety", "airbags", 20),
  yes("safety", "abs"),
  yes("safety", "ebd"),
  yes("safety", "esc"),
  yes("safety", "trailer_sway_control"),
  yes("safety", "isofix"),
  yes("safety", "tyre_pressure_monitoring"),
  yes("safety", "belts_all_seats"),
  yes("safety", "belt_pretensioners"),
  yes("safety", "pre_crash_protection"),
  yes("safety", "driver_attention"),
  yes("safety", "rear_occupant_alert"),
  yes("safety", "safe_exit_assist"),
  yes("safety", "night_vision"),

  yes("assistance", "emergency_braking"),
  yes("assistance", "forward_collision_warning"),
  yes("assistance", "parking_braking"),
  yes("assistance", "adaptive_cruise"),
  yes("assistance", "stop_and_go"),
  yes("assistance", "lane_departure_warning"),
  yes("assistance", "lane_keeping"),
  yes("assistance", "lane_centring"),
  yes("assistance", "automatic_lane_change"),
  yes("assistance", "blind_spot_warning"),
  yes("assistance", "blind_spot_intervention"),
  yes("assistance", "blind_spot_camera"),
  yes("assistance", "rear_cross_traffic_alert"),
  yes("assistance", "traffic_sign_recognition"),
  yes("assistance", "rear_parking_sensors"),
  yes("assistance", "front_parking_sensors"),
  yes("assistance", "rear_camera"),
  yes("assistance", "camera_360"),
  yes("assistance", "front_camera"),
  yes("assistance", "automatic_parking"),
  yes("assistance", "remote_parking"),
  yes("assistance", "hill_start_assist"),

  yes("driving", "hill_descent_control"),
  yes("driving", "crawl_control"),
  yes("driving", "terrain_modes"),
  yes("driving", "low_range"),
  yes("driving", "front_diff_lock"),
  yes("driving", "centre_diff_lock"),
  yes("driving", "rear_diff_lock"),
  yes("driving", "shift_on_the_fly"),
  yes("driving", "sway_bar_disconnect"),
  yes("driving", "transparent_bonnet"),
  yes("driving", "wade_sensing"),
  yes("driving", "air_suspension"),
  yes("driving", "adaptive_dampers"),
  yes("driving", "active_roll_control"),
  yes("driving", "rear_wheel_steering"),
  yes("driving", "paddle_shifters"),
  yes("driving", "power_steering"),
  yes("driving", "electric_parking_brake"),

  yes("comfort", "air_conditioning"),
  yes("comfort", "automatic_climate"),
  count("comfort", "climate_zones", 6),
  yes("comfort", "rear_air_vents"),
  yes("comfort", "heat_pump"),
  yes("comfort", "cruise_control"),
  yes("comfort", "keyless_entry"),
  yes("comfort", "keyless_start"),
  yes("comfort", "remote_start"),
  yes("comfort", "central_locking"),
  yes("comfort", "front_power_windows"),
  yes("comfort", "rear_power_windows"),
  yes("comfort", "electric_mirrors"),
  yes("comfort", "folding_mirrors"),
  yes("comfort", "leather_seats"),
  yes("comfort", "synthetic_leather_seats"),
  yes("comfort", "sport_seats"),
  yes("comfort", "electric_driver_seat"),
  yes("comfort", "electric_passenger_seat"),
  yes("comfort", "seat_memory"),
  yes("comfort", "heated_front_seats"),
  yes("comfort", "ventilated_front_seats"),
  yes("comfort", "massage_front_seats"),
  yes("comfort", "heated_rear_seats"),
  yes("comfort", "ventilated_rear_seats"),
  yes("comfort", "massage_rear_seats"),
  yes("comfort", "reclining_rear_seats"),
  yes("comfort", "individual_rear_seats"),
  yes("comfort", "third_row_seats"),
  yes("comfort", "electric_third_row"),
  yes("comfort", "heated_steering_wheel"),
  yes("comfort", "sunroof"),
  yes("comfort", "panoramic_roof"),
  yes("comfort", "led_headlights"),
  yes("comfort", "adaptive_headlights"),
  yes("comfort", "led_daytime_lights"),
  yes("comfort", "automatic_headlights"),
  yes("comfort", "automatic_wipers"),
  yes("comfort", "ambient_lighting"),
  yes("comfort", "power_tailgate"),
  yes("comfort", "sliding_side_doors"),
  yes("comfort", "power_sliding_doors"),
  yes("comfort", "soft_close_doors"),
  yes("comfort", "side_steps"),
  yes("comfort", "power_side_steps"),
  yes("comfort", "roof_rails"),
  yes("comfort", "tow_bar"),
  yes("comfort", "alloy_wheels"),
  inches("comfort", "wheel_size", 26, false),
  yes("comfort", "fridge"),
  yes("comfort", "power_outlet"),

  inches("multimedia", "central_display", 40),
  inches("multimedia", "instrument_display", 40),
  yes("multimedia", "head_up_display"),
  yes("multimedia", "augmented_reality_hud"),
  inches("multimedia", "passenger_display", 40),
  yes("multimedia", "rear_entertainment"),
  yes("multimedia", "navigation"),
  yes("multimedia", "google_built_in"),
  yes("multimedia", "apple_carplay"),
  yes("multimedia", "android_auto"),
  yes("multimedia", "wireless_smartphone"),
  yes("multimedia", "bluetooth"),
  yes("multimedia", "usb"),
  yes("multimedia", "rear_usb"),
  yes("multimedia", "wireless_charging"),
  count("multimedia", "speakers", 40),
  yes("multimedia", "premium_audio"),
  yes("multimedia", "steering_wheel_controls"),
] as const satisfies readonly (YesItem | NumberItem)[];

export type EquipmentItem = (typeof equipmentItems)[number];
export type EquipmentKey = EquipmentItem["key"];

/**
 * A version's equipment: the items it has (absent means it does not, as far as the catalogue knows) and
 * what it lists that no item names. A number item is its figure, or `true` when the version has it but
 * its figure is not known ("Touchscreen audio", "Airbags front, side and window").
 */
export interface Equipment {
  items: Partial<Record<EquipmentKey, EquipmentValue>>;
  other: string[];
}
export type EquipmentValue = true | number;

/** How long one "other equipment" entry and the list may be. */
const OTHER_EQUIPMENT_MAX_LENGTH = 120;
const OTHER_EQUIPMENT_MAX_ITEMS = 40;

/** The value one item accepts: `true` for a yes item; a figure in its range (or `true`) for a number. */
export function equipmentValueSchema(item: EquipmentItem) {
  if (item.kind === "yes") return z.literal(true);
  const figure =
    item.unit === "count"
      ? z.int().min(1).max(item.max)
      : z
          .number()
          .positive()
          .max(item.max)
          .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "At most two decimals");
  return z.union([figure, z.literal(true)]);
}

/** The stored shape, checked: known items only, each of its kind and range; short "other" entries. */
export const equipmentSchema = z.strictObject({
  items: z.strictObject(
    Object.fromEntries(
      equipmentItems.map((item) => [item.key, equipmentValueSchema(item).optional()]),
    ) as Record<EquipmentKey, z.ZodOptional<ReturnType<typeof equipmentValueSchema>>>,
  ),
  other: z.array(z.string().trim().min(1).max(OTHER_EQUIPMENT_MAX_LENGTH)).max(OTHER_EQUIPMENT_MAX_ITEMS),
});

/**
 * What having one item proves about another, because the one cannot work without the other (stability
 * control brakes wheels one by one through the ABS; autonomous braking builds brake pressure through the
 * stability control's hydraulic unit; a stop-and-go cruise control is an adaptive one).
 */
export const equipmentImplications: readonly (readonly [EquipmentKey, EquipmentKey])[] = [
  ["emergency_braking", "esc"],
  ["esc", "abs"],
  ["ebd", "abs"],
  ["trailer_sway_control", "esc"],
  ["emergency_braking", "forward_collision_warning"],
  ["stop_and_go", "adaptive_cruise"],
  ["adaptive_cruise", "cruise_control"],
  ["automatic_lane_change", "lane_centring"],
  ["lane_centring", "lane_keeping"],
  ["lane_keeping", "lane_departure_warning"],
  ["blind_spot_intervention", "blind_spot_warning"],
  ["camera_360", "rear_camera"],
  ["remote_parking", "automatic_parking"],
  ["climate_zones", "automatic_climate"],
  ["automatic_climate", "air_conditioning"],
  ["keyless_entry", "central_locking"],
  ["seat_memory", "electric_driver_seat"],
  ["electric_third_row", "third_row_seats"],
  ["power_sliding_doors", "sliding_side_doors"],
  ["power_side_steps", "side_steps"],
  ["adaptive_headlights", "led_headlights"],
  ["augmented_reality_hud", "head_up_display"],
  ["google_built_in", "navigation"],
];

type Items = Equipment["items"];

/** Adds what the items imply (an implied number item is `true`: present, figure unknown). */
export function withImplied(items: Equipment["items"]): Equipment["items"] {
  const all: Items = { ...items };
  let changed = true;
  while (changed) {
    changed = false;
    for (const [from, to] of equipmentImplications) {
      if (all[from] !== undefined && all[to] === undefined) {
        all[to] = true;
        changed = true;
      }
    }
  }
  const ordered: Items = {};
  for (const { key } of equipmentItems) if (all[key] !== undefined) ordered[key] = all[key];
  return ordered;
}

/** Two readings of one item: a figure beats "has it", the larger figure wins (the fuller description). */
function merge(a: EquipmentValue | undefined, b: EquipmentValue): EquipmentValue {
  if (a === undefined || a === true) return b;
  if (b === true) return a;
  return Math.max(a, b);
}

/** The figure named `n` in a match ("12.3" of "12.3-inch touchscreen"). */
const N = "n";
type Reading = Partial<Record<EquipmentKey, EquipmentValue | typeof N>>;

/**
 * How listed text reads as items: every rule whose pattern is found in the (lower-case) text adds its items,
 * `n` standing for the pattern's `n` group. A text no rule reads is kept as other equipment.
 */
const textRules: readonly (readonly [RegExp, Reading])[] = [
  // Safety
  [/\bairbags?\b/, { airbags: true }],
  [/^(?<n>\d+) airbags$/, { airbags: N }],
  [/^driver airbag$/, { airbags: 1 }],
  [/^driver and passenger airbags$/, { airbags: 2 }],
  [/\babs\b/, { abs: true }],
  [/\bebd\b/, { ebd: true }],
  [/stability (control|assist|management)|vehicle dynamic control/, { esc: true }],
  [/trailer (stability|sway)/, { trailer_sway_control: true }],
  [/isofix/, { isofix: true }],
  [/tyre[- ]pressure monitoring/, { tyre_pressure_monitoring: true }],
  [/belts (for|on) all (seats|passengers)|passenger seats with three-point belts/, { belts_all_seats: true }],
  [/pretensioners/, { belt_pretensioners: true }],
  [/pre-safe/, { pre_crash_protection: true }],
  [/attention (assist|alert)|drows[iy]|driver monitoring/, { driver_attention: true }],
  [/rear occupant alert/, { rear_occupant_alert: true }],
  [/safe exit assist/, { safe_exit_assist: true }],
  [/night vision/, { night_vision: true }],
  // Driver assistance
  [
    /emergency braking|autonomous braking|active brake assist|active safety brake|collision and brake assist|warning with braking|collision mitigation|forward collision-avoidance|pre-collision system|brake support/,
    { emergency_braking: true },
  ],
  [/eyesight/, { emergency_braking: true, adaptive_cruise: true, lane_departure_warning: true }],
  [/forward collision warning/, { forward_collision_warning: true }],
  [
    /reverse automatic braking|low-speed braking|cross-traffic (braking|collision avoidance)/,
    { parking_braking: true },
  ],
  [
    /adaptive cruise|active cruise|distronic|radar cruise|smart cruise|propilot|active driving assist/,
    { adaptive_cruise: true },
  ],
  [/stop and go|traffic jam assist/, { stop_and_go: true }],
  [
    /(?<!park )pilot assist|travel assist|highway driving assist|driving assistant professional|driving assistance package|propilot/,
    { adaptive_cruise: true, stop_and_go: true, lane_centring: true },
  ],
  [/lane centring|lane[- ]tracing|steering assist|active driving assist/, { lane_centring: true }],
  [/lane[- ]keep(ing)? (assist|aid)/, { lane_keeping: true }],
  [/lane departure|lane keeping alert/, { lane_departure_warning: true }],
  [
    /lane change$|semi-automatic lane change|highway driving assist 2|assistance package plus/,
    { automatic_lane_change: true },
  ],
  [
    /blind-spot (assist|collision warning|detection|information|monitor|warning)|^lane change assist$/,
    { blind_spot_warning: true },
  ],
  [/blind-spot (intervention|collision-avoidance)/, { blind_spot_intervention: true }],
  [/blind-spot view monitor|lanewatch/, { blind_spot_camera: true }],
  [/rear cross-(traffic|path)/, { rear_cross_traffic_alert: true }],
  [/traffic sign/, { traffic_sign_recognition: true }],
  [/parking sensors/, { rear_parking_sensors: true }],
  [/front and rear parking sensors|parking sensors front and rear/, { front_parking_sensors: true }],
  [/rear-view camera/, { rear_camera: true }],
  [
    /360-degree camera|surround[- ]view|surround camera|multi-view camera|panoramic view monitor|multi-terrain monitor|parking assistant plus/,
    { camera_360: true },
  ],
  [/front-view camera|front off-road camera/, { front_camera: true }],
  [
    /automatic parking|^park assist$|park pilot assist|active park assist|parking assistant plus/,
    { automatic_parking: true },
  ],
  [/remote smart parking/, { remote_parking: true }],
  [/hill[- ](hold|start|launch)|^hill assist control$/, { hill_start_assist: true }],
  // Driving and off-road
  [/hill[- ]descent|downhill (assist|brake) control/, { hill_descent_control: true }],
  [/crawl control/, { crawl_control: true }],
  [
    /terrain (modes|drive modes|control modes|response)|multi-terrain select|selec-terrain|allgrip drive modes|off-road driving programme|x-mode/,
    { terrain_modes: true },
  ],
  [/low[- ]range/, { low_range: true }],
  [/three locking differentials/, { front_diff_lock: true, centre_diff_lock: true, rear_diff_lock: true }],
  [
    /front and rear (locking differentials|differential locks)/,
    { front_diff_lock: true, rear_diff_lock: true },
  ],
  [/centre (and rear )?differential locks?/, { centre_diff_lock: true }],
  [/rear differential locks?/, { rear_diff_lock: true }],
  [/shift-on-(the-)?fly/, { shift_on_the_fly: true }],
  [/sway-bar disconnect|stabiliser disconnect/, { sway_bar_disconnect: true }],
  [/transparent[- ](bonnet|chassis)|clearsight ground view|invisible-hood/, { transparent_bonnet: true }],
  [/wade sensing/, { wade_sensing: true }],
  [/air suspension|air springs|quadra-lift|airmatic|air body control/, { air_suspension: true }],
  [
    /adaptive (variable )?(air |m )?(suspension|dampers)|active suspension management|live valve dampers|ride control|air body control|adaptive dynamics/,
    { adaptive_dampers: true },
  ],
  [/roll stabilisation|active body control|dynamic response pro/, { active_roll_control: true }],
  [/all-wheel steering|rear(-axle)? steering|integral active steering/, { rear_wheel_steering: true }],
  [/paddle shifters/, { paddle_shifters: true }],
  [/^power steering$/, { power_steering: true }],
  [/electric parking brake/, { electric_parking_brake: true }],
  // Comfort
  [/^(manual )?air conditioning$|front and rear air conditioning/, { air_conditioning: true }],
  [/automatic (climate control|air conditioning)/, { automatic_climate: true }],
  [/\b(dual|two)-zone/, { climate_zones: 2 }],
  [/\b(tri|three)-zone/, { climate_zones: 3 }],
  [/\bfour-zone/, { climate_zones: 4 }],
  [/\bfive-zone/, { climate_zones: 5 }],
  [/air vents|front and rear air conditioning/, { rear_air_vents: true }],
  [/heat pump/, { heat_pump: true }],
  [/^cruise control$/, { cruise_control: true }],
  [/keyless entry|keyless-go|comfort access/, { keyless_entry: true }],
  [/keyless (entry and (push-button )?)?start|push-button start|keyless-go/, { keyless_start: true }],
  [/remote (engine )?start/, { remote_start: true }],
  [/central locking/, { central_locking: true }],
  [/^(power|electric) windows$/, { front_power_windows: true, rear_power_windows: true }],
  [/(power|electric) front windows|front power windows/, { front_power_windows: true }],
  [/electric mirrors/, { electric_mirrors: true }],
  [/(electric|power)[- ]folding mirrors/, { folding_mirrors: true }],
  [/\bleather\b(?!-look)/, { leather_seats: true }],
  [/leatherette|leather-look/, { synthetic_leather_seats: true }],
  [/sports? seats|performance seats/, { sport_seats: true }],
  [/(electric|power-adjustable)( memory)? driver's seat/, { electric_driver_seat: true }],
  [
    /(electric|power-adjustable)( memory| heated| sport)? (front )?seats/,
    { electric_driver_seat: true, electric_passenger_seat: true },
  ],
  [/memory/, { seat_memory: true }],
  [/reclining (rear|passenger)|reclining and heated rear|reclining rear/, { reclining_rear_seats: true }],
  [
    /executive (lounge )?rear|rear (executive|luxury) seats|captain's chairs|four individual seats/,
    { individual_rear_seats: true },
  ],
  [/third[- ]row seats|third row$/, { third_row_seats: true }],
  [/(electric|power).*third[- ]row/, { electric_third_row: true }],
  [/heated (front seats and )?steering wheel/, { heated_steering_wheel: true }],
  [/^(electric |glass |dual )?sunroofs?$/, { sunroof: true }],
  [/panoramic.*roof|sky lounge/, { panoramic_roof: true }],
  [/led headlights/, { led_headlights: true }],
  [/(matrix|pixel|digital light|laserlight|adaptive led).*headlights/, { adaptive_headlights: true }],
  [/daytime running lights/, { led_daytime_lights: true }],
  [/auto(matic)? headlights/, { automatic_headlights: true }],
  [/wipers/, { automatic_wipers: true }],
  [/ambient lighting/, { ambient_lighting: true }],
  [/(electric|power(ed)?) (split )?tailgate|electric boot lid/, { power_tailgate: true }],
  [/sliding (side )?doors?/, { sliding_side_doors: true }],
  [/(electric|power) sliding/, { power_sliding_doors: true }],
  [/soft-close doors/, { soft_close_doors: true }],
  [/side steps|running boards/, { side_steps: true }],
  [
    /(electric|power-deployable|electrically deploying) (side steps|running boards)/,
    { power_side_steps: true },
  ],
  [/roof (rails|bars)|luggage rack/, { roof_rails: true }],
  [/tow bar/, { tow_bar: true }],
  [/alloy wheels/, { alloy_wheels: true }],
  [/^(?<n>\d+)-inch alloy wheels$/, { wheel_size: N }],
  [/refrigerat/, { fridge: true }],
  [/vehicle-to-load|\bv2l\b|power outlet/, { power_outlet: true }],
  // Multimedia
  [
    /(?<n>\d+(\.\d+)?)-inch (?!climate|lower)[\w. ]*touchscreen|touchscreen audio|central touchscreen/,
    { central_display: N },
  ],
  [
    /(?<n>\d+(\.\d+)?)-inch (curved )?control display|(?<n2>\d+(\.\d+)?)-inch oled central display/,
    { central_display: N },
  ],
  [/^(?<n>\d+(\.\d+)?)-inch display$/, { central_display: N }],
  [/^(twin|dual) (?<n>\d+(\.\d+)?)-inch screens$/, { central_display: N, instrument_display: N }],
  [
    /curved dual screen|panoramic display|hyperscreen|superscreen/,
    { central_display: true, instrument_display: true },
  ],
  [
    /(?<n>\d+(\.\d+)?)-inch [\w ]*(digital instrument|digital cockpit|driver display|virtual cockpit)|digital instrument|driver display|i-cockpit/,
    { instrument_display: N },
  ],
  [
    /(?<n>\d+(\.\d+)?)-inch (front-)?passenger (display|screen)|passenger (display|entertainment display)|hyperscreen/,
    { passenger_display: N },
  ],
  [/head-up display/, { head_up_display: true }],
  [
    /augmented-reality head-up|\bar head-up|head-up display with augmented reality/,
    { augmented_reality_hud: true },
  ],
  [
    /rear-seat (entertainment|screens|tablet)|rear entertainment|theatre screen/,
    { rear_entertainment: true },
  ],
  [/navigation/, { navigation: true }],
  [/google built-in/, { google_built_in: true }],
  [/carplay|app-connect/, { apple_carplay: true }],
  [/android auto|app-connect/, { android_auto: true }],
  [/wireless (apple carplay|app-connect)/, { wireless_smartphone: true }],
  [/bluetooth/, { bluetooth: true }],
  [/^usb( ports?)?$|bluetooth and usb|radio with usb/, { usb: true }],
  [/rear-seat usb|usb-c ports for passengers/, { rear_usb: true }],
  [/wireless phone charg/, { wireless_charging: true }],
  [/(?<n>\d+)[- ]speakers?\b/, { speakers: N }],
  [
    /bose|harman kardon|\bjbl\b|bang & olufsen|\bb&o\b|bowers & wilkins|burmester|meridian|mark levinson|\bsony\b|dynaudio|focal|alpine|arkamys|infinity|klipsch|krell|mcintosh|sonos|yamaha|flyme|power sound|\bpremium\b.*\b(sound|audio)/,
    { premium_audio: true },
  ],
  [/steering-wheel (audio )?controls/, { steering_wheel_controls: true }],
];

/**
 * What listed text says about a seat's heating, ventilation and massage: its features, on the front seats
 * unless it names only rear ones ("Heated and ventilated front and rear seats", "Rear-seat massage").
 */
function seatReading(text: string): Reading {
  if (!/seat|chairs/.test(text)) return {};
  const rear = /rear|second-row|throughout|chairs/.test(text);
  const front = /front|driver|throughout/.test(text) || !rear;
  const reading: Reading = {};
  const mark = (feature: RegExp, frontKey: EquipmentKey, rearKey: EquipmentKey) => {
    if (!feature.test(text)) return;
    if (front) reading[frontKey] = true;
    if (rear) reading[rearKey] = true;
  };
  mark(/heated/, "heated_front_seats", "heated_rear_seats");
  mark(/ventilated/, "ventilated_front_seats", "ventilated_rear_seats");
  mark(/massag/, "massage_front_seats", "massage_rear_seats");
  return reading;
}

function figure(match: RegExpMatchArray | null): number | true {
  const text = match?.groups?.n ?? match?.groups?.n2;
  return text === undefined ? true : Number(text);
}

/** The items one listed text names; empty when it names none. */
export function readEquipmentText(text: string): Items {
  const lower = text.trim().toLowerCase();
  const items: Items = {};
  const add = (reading: Reading, match: RegExpMatchArray | null) => {
    for (const [key, value] of Object.entries(reading) as [EquipmentKey, EquipmentValue | typeof N][]) {
      items[key] = merge(items[key], value === N ? figure(match) : value);
    }
  };
  for (const [pattern, reading] of textRules) {
    const match = lower.match(pattern);
    if (match) add(reading, match);
  }
  add(seatReading(lower), null);
  return items;
}

/**
 * Equipment from listed text (the catalogue's former free text, an import): the items the texts name, with
 * what they imply, and the texts that name none kept as other equipment (trimmed, each once).
 */
export function equipmentFromText(texts: readonly string[]): Equipment {
  const items: Items = {};
  const other: string[] = [];
  for (const text of texts) {
    const found = Object.entries(readEquipmentText(text)) as [EquipmentKey, EquipmentValue][];
    for (const [key, value] of found) items[key] = merge(items[key], value);
    const kept = text.trim();
    if (found.length === 0 && kept && !other.includes(kept)) other.push(kept);
  }
  return { items: withImplied(items), other };
}

/** The items of a group a version has, in catalogue order, with their values. */
export function equipmentOf(equipment: Equipment, group: EquipmentGroup) {
  return equipmentItems.flatMap((item) => {
    const value = equipment.items[item.key];
    return item.group === group && value !== undefined ? [{ item, value }] : [];
  });
}
