/**
 * Demo driver reviews, generated deterministically: owners of the cars Rwandans buy new rate them on
 * what matters here (hills, murram roads, the rainy seasons, fuel prices, service and parts), over the
 * last two years. A few more wait for an editor's check.
 */
import type { RatingField, ReviewCriterion } from "~/features/reviews/reviews";
import type { OwnershipDuration } from "~/shared/lib/value-sets";
import type { BodyType, Energy } from "~/shared/lib/vehicle";

/** A model reviewed in the demo, how many reviews it gets, and how its owners tend to rate it (1–5). */
interface ReviewedModel {
  make: string;
  model: string;
  count: number;
  base: Record<ReviewCriterion, number>;
  /** Where owners take it for service. */
  service: string;
}

/** A reviewed model; `ratings` are comfort, performance, value, reliability and economy, in that order. */
const reviewed = (
  make: string,
  model: string,
  count: number,
  [comfort, performance, value, reliability, economy]: number[],
  service: string,
): ReviewedModel => ({
  make,
  model,
  count,
  base: {
    comfort: comfort!,
    performance: performance!,
    value: value!,
    reliability: reliability!,
    economy: economy!,
  },
  service,
});

const toyota = "Toyota Rwanda in Kigali";
const suzuki = "Rwanda Motor";
const vw = "the Volkswagen plant and workshop in Kigali";

const reviewedModels: ReviewedModel[] = [
  reviewed("Toyota", "Corolla Cross", 7, [4, 4, 4, 5, 5], toyota),
  reviewed("Toyota", "RAV4", 6, [4, 4, 3, 5, 3], toyota),
  reviewed("Toyota", "Hilux", 7, [3, 4, 4, 5, 3], toyota),
  reviewed("Toyota", "Land Cruiser Prado", 5, [5, 4, 3, 5, 3], toyota),
  reviewed("Toyota", "Fortuner", 4, [4, 4, 3, 5, 3], toyota),
  reviewed("Toyota", "Rush", 4, [3, 3, 4, 4, 4], toyota),
  reviewed("Toyota", "Corolla", 3, [4, 3, 4, 5, 4], toyota),
  reviewed("Suzuki", "Swift", 6, [3, 3, 5, 4, 5], suzuki),
  reviewed("Suzuki", "Vitara", 4, [4, 3, 4, 4, 4], suzuki),
  reviewed("Suzuki", "Jimny", 4, [2, 3, 4, 4, 3], suzuki),
  reviewed("Suzuki", "Dzire", 4, [3, 3, 5, 4, 5], suzuki),
  reviewed("Suzuki", "Ertiga", 3, [4, 3, 4, 4, 4], suzuki),
  reviewed("Hyundai", "Tucson", 5, [4, 4, 4, 4, 3], "the Hyundai dealer in Kigali"),
  reviewed("Hyundai", "Creta", 5, [4, 3, 4, 4, 4], "the Hyundai dealer in Kigali"),
  reviewed("Hyundai", "Santa Fe", 3, [5, 4, 3, 4, 3], "the Hyundai dealer in Kigali"),
  reviewed("Hyundai", "Grand i10", 3, [3, 2, 5, 4, 5], "the Hyundai dealer in Kigali"),
  reviewed("Volkswagen", "Polo", 5, [4, 3, 4, 4, 4], vw),
  reviewed("Volkswagen", "Tiguan", 4, [5, 4, 3, 4, 3], vw),
  reviewed("Volkswagen", "Amarok", 4, [4, 5, 3, 4, 3], vw),
  reviewed("Volkswagen", "Passat", 2, [5, 4, 3, 4, 3], vw),
  reviewed("Volkswagen", "Teramont", 2, [5, 4, 3, 4, 2], vw),
  reviewed("Kia", "Sportage", 5, [4, 4, 4, 4, 3], "the Kia dealer in Kigali"),
  reviewed("Kia", "Seltos", 3, [4, 3, 4, 4, 4], "the Kia dealer in Kigali"),
  reviewed("Kia", "Picanto", 3, [3, 2, 5, 4, 5], "the Kia dealer in Kigali"),
  reviewed("BYD", "Atto 3", 5, [4, 5, 4, 4, 5], "KABISA in Kigali"),
  reviewed("BYD", "Dolphin", 4, [4, 4, 5, 4, 5], "KABISA in Kigali"),
  reviewed("BYD", "Seal", 2, [5, 5, 4, 4, 5], "KABISA in Kigali"),
  reviewed("Isuzu", "D-Max", 5, [3, 4, 4, 5, 4], "SAR Motors"),
  reviewed("Nissan", "X-Trail", 2, [4, 3, 3, 4, 3], "the Nissan dealer in Kigali"),
  reviewed("Mitsubishi", "Pajero Sport", 3, [4, 4, 3, 4, 3], "Victoria Motors Rwanda"),
  reviewed("Mitsubishi", "Triton", 2, [3, 4, 4, 4, 4], "Victoria Motors Rwanda"),
];

const places = [
  "Kigali",
  "Musanze",
  "Rubavu",
  "Huye",
  "Nyagatare",
  "Rwamagana",
  "Muhanga",
  "Karongi",
  "Rusizi",
  "Kayonza",
  "Nyamagabe",
  "Bugesera",
];

const firstNames = [
  "Aline",
  "Eric",
  "Claudine",
  "Jean Paul",
  "Diane",
  "Patrick",
  "Solange",
  "Olivier",
  "Grace",
  "Emmanuel",
  "Chantal",
  "Innocent",
  "Josiane",
  "Fabrice",
  "Vestine",
  "Didier",
  "Sandrine",
  "Yves",
  "Clarisse",
  "Gilbert",
  "Immaculée",
  "Alexis",
  "Jeanne",
  "Théogène",
  "Esther",
  "Janvier",
  "Divine",
  "Samuel",
  "Liliane",
  "Pacifique",
  "Ange",
  "Kevin",
  "Nadine",
  "Fidèle",
  "Béatrice",
  "Aimable",
  "Josué",
  "Claire",
  "Cédric",
  "Marie",
];
const lastNames = [
  "Uwase",
  "Habimana",
  "Mukamana",
  "Niyonzima",
  "Ingabire",
  "Nshimiyimana",
  "Uwimana",
  "Mugisha",
  "Iradukunda",
  "Ndayisaba",
  "Umutoni",
  "Hakizimana",
  "Mutesi",
  "Bizimana",
  "Kamanzi",
  "Gasana",
];

/** Demo drivers: members who cannot sign in (no password), with first names as reviews show them. */
export const demoDrivers = firstNames.map((first, i) => ({
  id: `demo-driver-${i + 1}`,
  name: `${first} ${lastNames[i % lastNames.length]}`,
  email: `driver-${i + 1}@demo.imodoka.rw`,
}));

const sentences: Record<ReviewCriterion, { good: string[]; poor: string[] }> = {
  comfort: {
    good: [
      "The suspension takes the speed bumps and the rough stretch to {place} without complaint.",
      "Long trips to {place} are relaxed: quiet cabin, good seats and an air conditioner that copes with the afternoon heat.",
      "My family sleeps on the way back from {place}, which says a lot about the ride.",
      "The seats stay comfortable after three hours in traffic and on the winding road to {place}.",
    ],
    poor: [
      "On the murram roads around {place} the ride gets firm and the cabin rattles a little.",
      "The back seat is tight for three adults on the long road to {place}.",
      "Road noise is high on the rough tarmac outside {place}.",
    ],
  },
  performance: {
    good: [
      "Climbing from Nyabugogo to Kimihurura or up to {place}, it never runs out of breath, even fully loaded.",
      "Overtaking trucks on the hills to {place} is easy and safe.",
      "It pulls well from low speed, which matters in Kigali's stop-and-go traffic and on steep murram roads.",
      "The gearbox is smooth and it holds its speed on the long climbs out of {place}.",
    ],
    poor: [
      "With five people and luggage it struggles on the hills towards {place}; plan your overtaking.",
      "The engine feels weak on the long climbs, and you change down often.",
    ],
  },
  value: {
    good: [
      "For the price it is well equipped, and it keeps its value on the used market here.",
      "Compared with an imported used car at the same price, the warranty alone was worth it.",
      "The bank loan through the dealer was simple, and the monthly cost is fair for what I drive.",
    ],
    poor: [
      "It is expensive for what you get, and the insurance is high too.",
      "The price has gone up a lot since I bought mine; I am not sure I would pay today's price.",
    ],
  },
  reliability: {
    good: [
      "No breakdown so far, only the scheduled services at {service}.",
      "Parts are easy to find in Kigali and the service at {service} is quick.",
      "It started every morning, even after days parked in the rain.",
      "After many kilometres between Kigali and {place}, nothing has needed fixing beyond tyres and brake pads.",
    ],
    poor: [
      "I had a sensor problem in the first year and waited two weeks for the part at {service}.",
      "Some parts have to be ordered from abroad, so plan the services early with {service}.",
    ],
  },
  economy: {
    good: [
      "With fuel prices where they are, I am happy with what I spend each month.",
      "Between Kigali and {place} I use much less fuel than my old car.",
      "A full tank takes me to {place} and back with fuel to spare.",
    ],
    poor: [
      "It is thirsty in Kigali traffic; budget well for fuel.",
      "On the hills the fuel consumption goes up a lot.",
    ],
  },
};

const electricEconomy = {
  good: [
    "Charging at home costs a fraction of what I paid for petrol, and there are chargers in Kigali for longer days.",
    "The range is more than enough for the week in Kigali, and a trip to {place} needs one stop to charge.",
  ],
  poor: [
    "The range drops on the hills with the air conditioning on; I plan trips to {place} around chargers.",
  ],
};

const rainy: Partial<Record<BodyType, string>> & { other: string } = {
  pickup:
    "In the rainy season the clearance and four-wheel drive get me through flooded and muddy roads near {place}.",
  suv: "In the rainy season the extra clearance helps on the muddy roads near {place}.",
  other: "In the rainy season I avoid some unpaved roads near {place}: the car sits low.",
};

const titles: Record<number, string[]> = {
  5: [
    "Perfect for Rwanda's hills",
    "The best car I have owned",
    "Worth every franc",
    "Made for our roads",
    "No regrets at all",
  ],
  4: [
    "Solid and sensible",
    "A good choice for the family",
    "Comfortable and reliable",
    "Happy after many kilometres",
    "Good value, small flaws",
  ],
  3: ["Good, with some compromises", "Fine in town, weaker on long trips", "Decent, but check the price"],
  2: ["Disappointing after the first year", "Not what I expected", "Too many small problems"],
  1: ["I would not buy it again"],
};

const ownerships: OwnershipDuration[] = ["under-6-months", "6-12-months", "1-3-years", "over-3-years"];

/** Deterministic pseudo-random numbers (mulberry32), so the demo is the same on every machine. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, int, pick };
}

export interface DemoReview extends Record<RatingField, number> {
  make: string;
  model: string;
  userId: string;
  title: string;
  body: string;
  ownership: OwnershipDuration;
  createdAt: Date;
}

const DAY_MS = 86_400_000;
const clamp = (value: number) => Math.min(5, Math.max(1, value));
const fill = (text: string, values: { place: string; service: string }) =>
  text.replace("{place}", values.place).replace("{service}", values.service);

/** The approved demo reviews (`catalogue`: body and energy by "Make|Model"), dated over the two years before `now`, each driver reviewing a model once. */
export function demoDriverReviews(
  now: Date,
  catalogue: ReadonlyMap<string, { body: BodyType; energy: Energy }>,
  seed = 8,
): DemoReview[] {
  const random = randomSource(seed);
  const reviews: DemoReview[] = [];
  let driver = 0;
  for (const car of reviewedModels) {
    const { body, energy } = catalogue.get(`${car.make}|${car.model}`)!;
    for (let i = 0; i < car.count; i++) {
      const ratings = Object.fromEntries(
        Object.entries(car.base).map(([criterion, rating]) => [
          criterion,
          clamp(rating + random.int(-1, 1) * (random.next() < 0.6 ? 1 : 0)),
        ]),
      ) as Record<ReviewCriterion, number>;
      const mean = Object.values(ratings).reduce((sum, rating) => sum + rating, 0) / 5;
      const overall = clamp(Math.round(mean + (random.next() - 0.5) * 1.6));
      const values = { place: random.pick(places), service: car.service };
      const strong = (Object.keys(ratings) as ReviewCriterion[]).sort((a, b) => ratings[b] - ratings[a]);
      const pool = (criterion: ReviewCriterion) =>
        criterion === "economy" && energy === "electric" ? electricEconomy : sentences[criterion];
      const best = strong[0]!;
      const weakest = strong.at(-1)!;
      const middle = strong[random.int(1, 3)]!;
      const lines = [
        fill(random.pick(pool(best).good), values),
        fill(random.pick(ratings[middle] >= 4 ? pool(middle).good : pool(middle).poor), values),
        fill(rainy[body] ?? rainy.other, values),
        fill(random.pick(ratings[weakest] >= 4 ? pool(weakest).good : pool(weakest).poor), values),
      ];
      const ownership = random.pick(ownerships);
      reviews.push({
        make: car.make,
        model: car.model,
        userId: demoDrivers[driver % demoDrivers.length]!.id,
        overall,
        ...ratings,
        title: random.pick(titles[overall]!),
        body: `${lines.slice(0, 2).join(" ")}\n\n${lines.slice(2).join(" ")}`,
        ownership,
        createdAt: new Date(now.getTime() - random.int(2, 728) * DAY_MS - random.int(0, 86_399) * 1000),
      });
      driver++;
    }
  }
  return reviews;
}

/** Reviews waiting for a check, sent over the last few days (by drivers who have not reviewed these models). */
export function demoPendingReviews(now: Date): DemoReview[] {
  const hours = (n: number) => new Date(now.getTime() - n * 3_600_000);
  return [
    {
      make: "Toyota",
      model: "Hiace",
      userId: demoDrivers[0]!.id,
      overall: 4,
      comfort: 3,
      performance: 4,
      value: 4,
      reliability: 5,
      economy: 3,
      title: "A workhorse for our tours business",
      body: "We run airport transfers and trips to Volcanoes National Park. It climbs to Musanze with twelve passengers and luggage, and Toyota Rwanda services it in a day.\n\nThe back row is firm on the murram roads, and diesel costs add up, but it has never left us stranded.",
      ownership: "1-3-years",
      createdAt: hours(30),
    },
    {
      make: "Suzuki",
      model: "Fronx",
      userId: demoDrivers[1]!.id,
      overall: 4,
      comfort: 4,
      performance: 3,
      value: 5,
      reliability: 4,
      economy: 5,
      title: "Small, smart and cheap to run",
      body: "I drive it every day from Kicukiro to town. It parks anywhere, uses very little fuel and the air conditioning is strong.\n\nOn the climb to Rebero with four people it needs a lower gear, but for the price it is hard to beat.",
      ownership: "under-6-months",
      createdAt: hours(20),
    },
    {
      make: "BYD",
      model: "Sealion 7",
      userId: demoDrivers[2]!.id,
      overall: 5,
      comfort: 5,
      performance: 5,
      value: 4,
      reliability: 4,
      economy: 5,
      title: "Electric and no range worries",
      body: "I charge at home at night and the battery lasts the whole week in Kigali. A return trip to Huye needs one stop for a charge.\n\nIt is quiet and quick on the hills, and the tax exemption made the price reasonable.",
      ownership: "6-12-months",
      createdAt: hours(9),
    },
    {
      make: "Kia",
      model: "Sonet",
      userId: demoDrivers[3]!.id,
      overall: 3,
      comfort: 3,
      performance: 3,
      value: 3,
      reliability: 4,
      economy: 4,
      title: "Good in town, short of space",
      body: "It is easy to drive in Kigali and economical, and the clearance is fine for the rainy season on our road in Gisozi.\n\nThe boot is small for a family trip to Rubavu and parts sometimes take a week to arrive.",
      ownership: "6-12-months",
      createdAt: hours(3),
    },
  ];
}
