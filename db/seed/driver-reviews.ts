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

/** What owners of a kind of car talk about: the good and the bad, in their own words. */
type Kind = "pickup" | "suv" | "small" | "sedan" | "family" | "electric";

const kindOf = (body: BodyType, energy: Energy): Kind =>
  energy === "electric"
    ? "electric"
    : body === "pickup"
      ? "pickup"
      : body === "hatchback"
        ? "small"
        : body === "sedan" || body === "coupe"
          ? "sedan"
          : body === "van" || body === "minibus" || body === "wagon"
            ? "family"
            : "suv";

const pros: Record<Kind, string[]> = {
  pickup: [
    "I carry cement and iron sheets to our sites around {place} every week and the leaf springs just take it.",
    "Low-range four-wheel drive got me out of red mud near {place} when two other trucks were stuck.",
    "The diesel pulls a full load of bananas up the hills without drama.",
    "The double cab means the family comes to church in it on Sunday and the bed goes back to work on Monday.",
    "Parts are everywhere, even the small garages in {place} know this engine.",
    "Ground clearance is excellent; the track to our farm in {place} is no problem even in April.",
  ],
  suv: [
    "The high seat and the clearance make the unpaved road to my parents in {place} a normal drive.",
    "Climbing from Nyabugogo to Kimihurura fully loaded, it never runs out of breath.",
    "It rides the speed bumps in Kigali better than any car I have had.",
    "Boot takes two suitcases and the shopping from Simba without folding anything.",
    "In the long rains on the road to {place} it has never lost grip.",
    "The seats are good for three hours to {place} and nobody complains in the back.",
    "Service at {service} is organised, they call me when it is due.",
  ],
  small: [
    "It parks anywhere in town, even at Kigali Heights on a Saturday.",
    "I fill up once a week for the commute from Kicukiro and that is it.",
    "Light steering, easy gearbox, perfect for someone who just got their licence.",
    "Insurance and road tax cost me much less than for my brother's SUV.",
    "The air conditioning is strong, which matters in the afternoon traffic.",
    "Surprisingly roomy in the front for a small car.",
  ],
  sedan: [
    "Quiet on the highway to {place}, you can talk without raising your voice.",
    "The boot is huge for a car this size; airport runs with four bags are easy.",
    "Very comfortable for my clients, it looks professional outside the office.",
    "On good tarmac it is smooth and uses very little fuel.",
    "Resale value is strong here, everyone knows the name.",
  ],
  family: [
    "Seven seats really work: three children, my mother and the shopping.",
    "Sliding into the third row is easy enough for the kids to do it alone.",
    "For the school run and the weekend trip to {place} it is exactly what we needed.",
    "Cheap to run for a car that carries so many people.",
    "Lots of small storage places, bottles and phones all have a home.",
  ],
  electric: [
    "Charging at home overnight costs me a fraction of what I paid for petrol.",
    "The range covers my whole week in Kigali with room to spare.",
    "Instant torque on the hills, it climbs to Rebero like they are flat.",
    "No oil changes, no fuel queues; service at {service} was a quick check-up.",
    "So quiet that my children fall asleep before we leave the city.",
    "A trip to {place} needs one charging stop, and the chargers have been working every time.",
  ],
};

const cons: Record<Kind, string[]> = {
  pickup: [
    "Empty, the rear bounces on the speed bumps; it rides better with something in the bed.",
    "The back seats of the double cab are upright, not for long trips.",
    "Turning circle is big, parking in town is a workout.",
    "Thirsty when loaded, count on more than the brochure says.",
  ],
  suv: [
    "Fuel use in Kigali traffic is higher than I hoped.",
    "Some parts take two weeks to come from abroad, so plan services with {service}.",
    "Road noise on the rough tarmac outside {place} is noticeable.",
    "The infotainment is slow and the phone connection drops sometimes.",
  ],
  small: [
    "With four adults on the climb to {place} it needs second gear and patience.",
    "Too low for the murram road to my village near {place} in the rainy season.",
    "Thin tyres and a short wheelbase: you feel every pothole.",
    "The back seat is fine for children, tight for adults.",
  ],
  sedan: [
    "It sits low; unpaved roads near {place} are a slow, careful drive.",
    "Nobody told me how expensive the tyres would be.",
    "The rear seat is comfortable but the headroom is limited for tall passengers.",
  ],
  family: [
    "With everyone on board it feels underpowered on the hills towards {place}.",
    "With all seats up the boot is tiny.",
    "The suspension is soft; on bad roads the passengers in the back feel it.",
  ],
  electric: [
    "Range drops on the long climbs with the air conditioning on; I plan trips to {place} around chargers.",
    "Public chargers outside Kigali are still few, you have to plan.",
    "Insurers did not know what to do with an electric car at first.",
    "The ride is firm because of the battery weight.",
  ],
};

/**
 * How a driver writes: openers, asides and sign-offs, each voice in its own words. A brief voice writes a
 * line or two; the others write two or three paragraphs.
 */
interface Voice {
  brief: boolean;
  openers: string[];
  asides: string[];
  closers: string[];
}

const voices: Voice[] = [
  {
    brief: true,
    openers: ["Does the job.", "Good car.", "Happy so far.", "Bought it new last year.", "Second one I own."],
    asides: [],
    closers: ["Would buy again.", "Recommended.", "No complaints.", "That's all.", ""],
  },
  {
    brief: false,
    openers: [
      "I bought this after months of comparing, mostly for the daily drive from Kanombe to town.",
      "I am a teacher in {place} and drive about {km} km a month.",
      "We needed something reliable after our old import kept breaking down.",
      "I use it for work: I visit clients between Kigali and {place} three or four times a week.",
    ],
    asides: [
      "After {odo} km the only things replaced are tyres and brake pads.",
      "I keep a notebook of fuel and repairs, and it has been cheaper than I budgeted.",
      "The dealer's loan was arranged in a week, which helped.",
    ],
    closers: [
      "All in all a sensible buy for Rwanda.",
      "If the price were a little lower it would be perfect.",
      "I would choose it again, with open eyes about the weak points.",
    ],
  },
  {
    brief: false,
    openers: [
      "Honestly, this car makes me smile every morning!",
      "I love driving and this one does not disappoint.",
      "Took it on the road to Lake Kivu the week I got it, and what a drive.",
    ],
    asides: [
      "The steering is precise on the bends above {place}.",
      "Overtaking trucks on the climbs is quick and safe.",
      "My friends keep asking to borrow it, which says something.",
    ],
    closers: ["Go for a test drive, you will see.", "Best money I have spent!", "Ten out of ten for fun."],
  },
  {
    brief: false,
    openers: [
      "We run it in our small tour company, mostly airport pick-ups and trips to {place}.",
      "It is our company car; three drivers share it and it does around {km} km a month.",
      "I use it as a taxi on weekends, so it works hard.",
    ],
    asides: [
      "Downtime is what costs us money, and {service} has been quick.",
      "Clients comment on the comfort, which matters for tips.",
      "At {odo} km the engine still feels new.",
    ],
    closers: [
      "For a business it makes sense.",
      "We will probably add a second one next year.",
      "Watch the running costs, but it pays for itself.",
    ],
  },
  {
    brief: false,
    openers: [
      "Mother of three here, so my needs are simple: space, safety and no surprises.",
      "Our family car, used every day for school and on Sundays for church.",
      "We chose it after our second baby arrived.",
    ],
    asides: [
      "The child seats fit easily with the anchor points.",
      "My husband drives it on weekends and even he has no complaints.",
      "When we visit the grandparents in {place} the children sleep the whole way.",
    ],
    closers: [
      "For a family in Kigali, I recommend it.",
      "It is not exciting, but it is the car we needed.",
      "We are happy with the choice.",
    ],
  },
  {
    brief: false,
    openers: [
      "I expected more, to be honest.",
      "Mixed feelings after {odo} km.",
      "I want to give a fair picture, because the reviews I read before buying were all positive.",
    ],
    asides: [
      "The dealer was polite but it took three visits to fix a rattle.",
      "The price went up after I paid my deposit, which was not nice.",
      "Some small plastic pieces broke in the first months.",
    ],
    closers: [
      "Not a bad car, but check the alternatives.",
      "I will think twice next time.",
      "Negotiate hard on the price.",
    ],
  },
];

const titles: Record<number, string[]> = {
  5: [
    "Perfect for Rwanda's hills",
    "The best car I have owned",
    "Worth every franc",
    "Made for our roads",
    "No regrets at all",
    "Exactly what I wanted",
    "Love it",
    "Reliable and a pleasure to drive",
  ],
  4: [
    "Solid and sensible",
    "A good choice for the family",
    "Happy after many kilometres",
    "Good value, small flaws",
    "Does what it promises",
    "Very good, not perfect",
    "Recommended, with one reservation",
  ],
  3: [
    "Good, with some compromises",
    "Fine in town, weaker on long trips",
    "Decent, but check the price",
    "Average",
    "It's OK",
  ],
  2: ["Disappointing after the first year", "Not what I expected", "Too many small problems", "Overpriced"],
  1: ["I would not buy it again", "Avoid"],
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
  /** `count` different items, in a random order. */
  const some = <T>(items: readonly T[], count: number): T[] => {
    const left = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && left.length)
      chosen.push(left.splice(Math.floor(next() * left.length), 1)[0]!);
    return chosen;
  };
  return { next, int, pick, some };
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
const dotThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ".");

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
    const kind = kindOf(body, energy);
    for (let i = 0; i < car.count; i++) {
      const ratings = Object.fromEntries(
        Object.entries(car.base).map(([criterion, rating]) => [
          criterion,
          clamp(rating + random.int(-1, 1) * (random.next() < 0.6 ? 1 : 0)),
        ]),
      ) as Record<ReviewCriterion, number>;
      const mean = Object.values(ratings).reduce((sum, rating) => sum + rating, 0) / 5;
      const overall = clamp(Math.round(mean + (random.next() - 0.5) * 1.6));
      const ownership = random.pick(ownerships);
      // A critical voice for low ratings, any other voice otherwise; each driver keeps one voice.
      const voice = overall <= 2 ? voices[5]! : voices[(driver * 7 + i) % 5]!;
      const values: Record<string, string> = {
        service: car.service,
        km: dotThousands(random.int(6, 30) * 100),
        odo: dotThousands(random.int(4, ownership === "over-3-years" ? 160 : 60) * 1000),
      };
      // Each sentence names its own town, as people mention the different roads they drive.
      const fill = (text: string) =>
        text.replace(/\{(\w+)\}/g, (_, name: string) =>
          name === "place" ? random.pick(places) : (values[name] ?? name),
        );
      const good = random.some(pros[kind], voice.brief ? 1 : overall >= 4 ? 3 : 2).map(fill);
      const bad = random
        .some(cons[kind], voice.brief ? (overall >= 4 ? 0 : 1) : overall >= 4 ? 1 : 2)
        .map(fill);
      let body: string;
      if (voice.brief) {
        body = [fill(random.pick(voice.openers)), ...good, ...bad, random.pick(voice.closers)]
          .filter(Boolean)
          .join(" ");
      } else {
        const opener = fill(random.pick(voice.openers));
        const aside = fill(random.pick(voice.asides));
        const closer = random.pick(voice.closers);
        const paragraphs =
          random.next() < 0.5
            ? [`${opener} ${good.join(" ")}`, `${[...bad, aside].join(" ")} ${closer}`]
            : [opener, `${good.join(" ")} ${aside}`, `${bad.join(" ")} ${closer}`];
        body = paragraphs.map((paragraph) => paragraph.trim()).join("\n\n");
      }
      reviews.push({
        make: car.make,
        model: car.model,
        userId: demoDrivers[driver % demoDrivers.length]!.id,
        overall,
        ...ratings,
        title: random.pick(titles[overall]!),
        body,
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
