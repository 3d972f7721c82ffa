/**
 * Demo used-car listings, generated deterministically: the cars Rwandans actually buy second-hand
 * (Japanese imports first), prices that follow age and mileage from a Kigali market price, sellers
 * spread over all 30 districts with Kigali's three the busiest. The same generator feeds the seed
 * (a few hundred) and the benchmark (hundreds of thousands).
 */
import { carArtPath, paintColours } from "~/features/catalogue/car-art";
import type {
  Condition,
  Gearbox,
  ImportStatus,
  ListingStatus,
  SellerType,
  SteeringSide,
} from "~/shared/lib/used-cars";
import { LISTING_LIFETIME_DAYS } from "~/shared/lib/used-cars";
import { formatNumber } from "~/shared/lib/price";
import type { BodyType, Drive, Energy } from "~/shared/lib/vehicle";
import { districts } from "~/shared/server/places.server";

/** A car on the second-hand market, with its typical Kigali asking price at 8 years old and 100,000 km. */
interface UsedModel {
  make: string;
  model: string;
  body: BodyType;
  energy: Energy;
  gearbox: Gearbox;
  engineCc: number | null;
  drive: Drive;
  /** RWF, a typical asking price for a car {@link REFERENCE_AGE} years old with about 100,000 km. */
  price: number;
  years: [number, number];
  /** How often it shows up, relative to the others. */
  weight: number;
}

const REFERENCE_AGE = 8;

const m = (
  make: string,
  model: string,
  body: BodyType,
  energy: Energy,
  gearbox: Gearbox,
  engineCc: number | null,
  drive: Drive,
  price: number,
  years: [number, number],
  weight: number,
): UsedModel => ({ make, model, body, energy, gearbox, engineCc, drive, price, years, weight });

const usedModels: UsedModel[] = [
  m("Toyota", "RAV4", "suv", "petrol", "automatic", 2000, "awd", 17_500_000, [2006, 2022], 10),
  m("Toyota", "Corolla", "sedan", "petrol", "automatic", 1800, "fwd", 11_000_000, [2005, 2022], 8),
  m("Toyota", "Vitz", "hatchback", "petrol", "automatic", 1000, "fwd", 7_000_000, [2006, 2019], 9),
  m("Toyota", "Premio", "sedan", "petrol", "automatic", 1800, "fwd", 10_500_000, [2006, 2020], 6),
  m("Toyota", "IST", "hatchback", "petrol", "automatic", 1300, "fwd", 6_800_000, [2005, 2016], 5),
  m("Toyota", "Land Cruiser Prado", "suv", "diesel", "automatic", 2800, "4wd", 42_000_000, [2005, 2022], 6),
  m("Toyota", "Hilux", "pickup", "diesel", "manual", 2400, "4wd", 27_000_000, [2005, 2023], 7),
  m("Toyota", "Harrier", "suv", "petrol", "automatic", 2000, "fwd", 19_500_000, [2008, 2021], 4),
  m("Toyota", "Noah", "van", "petrol", "automatic", 2000, "fwd", 11_500_000, [2007, 2019], 3),
  m("Toyota", "Hiace", "minibus", "diesel", "manual", 2800, "rwd", 24_000_000, [2006, 2021], 3),
  m("Toyota", "Fortuner", "suv", "diesel", "automatic", 2800, "4wd", 33_000_000, [2010, 2022], 3),
  m("Toyota", "Land Cruiser 70", "pickup", "diesel", "manual", 4500, "4wd", 48_000_000, [2008, 2022], 1),
  m("Suzuki", "Swift", "hatchback", "petrol", "manual", 1200, "fwd", 8_000_000, [2010, 2023], 4),
  m("Suzuki", "Vitara", "suv", "petrol", "automatic", 1600, "awd", 15_000_000, [2012, 2023], 3),
  m("Suzuki", "Jimny", "suv", "petrol", "manual", 1500, "4wd", 17_000_000, [2008, 2023], 2),
  m("Nissan", "X-Trail", "suv", "petrol", "automatic", 2000, "awd", 14_000_000, [2007, 2021], 4),
  m("Nissan", "Note", "hatchback", "petrol", "automatic", 1200, "fwd", 6_500_000, [2008, 2019], 3),
  m("Nissan", "Navara", "pickup", "diesel", "manual", 2500, "4wd", 22_000_000, [2008, 2022], 3),
  m("Honda", "Fit", "hatchback", "petrol", "automatic", 1300, "fwd", 7_000_000, [2007, 2020], 5),
  m("Honda", "CR-V", "suv", "petrol", "automatic", 2000, "awd", 16_500_000, [2007, 2021], 3),
  m("Mitsubishi", "Pajero", "suv", "diesel", "automatic", 3200, "4wd", 24_000_000, [2006, 2020], 3),
  m("Mitsubishi", "Outlander", "suv", "petrol", "automatic", 2400, "awd", 15_500_000, [2008, 2021], 2),
  m("Subaru", "Forester", "suv", "petrol", "automatic", 2000, "awd", 14_500_000, [2008, 2021], 3),
  m("Hyundai", "Tucson", "suv", "petrol", "automatic", 2000, "fwd", 16_000_000, [2010, 2023], 4),
  m("Hyundai", "Santa Fe", "suv", "diesel", "automatic", 2200, "awd", 21_000_000, [2010, 2022], 2),
  m("Hyundai", "Creta", "suv", "petrol", "automatic", 1500, "fwd", 15_000_000, [2016, 2024], 2),
  m("Kia", "Sportage", "suv", "petrol", "automatic", 2000, "fwd", 15_500_000, [2011, 2023], 3),
  m("Kia", "Picanto", "hatchback", "petrol", "manual", 1000, "fwd", 6_000_000, [2011, 2023], 2),
  m("Volkswagen", "Polo", "hatchback", "petrol", "manual", 1400, "fwd", 9_500_000, [2010, 2023], 3),
  m("Volkswagen", "Tiguan", "suv", "petrol", "automatic", 2000, "awd", 19_000_000, [2010, 2023], 2),
  m("Volkswagen", "Amarok", "pickup", "diesel", "manual", 2000, "4wd", 26_000_000, [2011, 2023], 2),
  m("Mercedes-Benz", "C-Class", "sedan", "petrol", "automatic", 2000, "rwd", 22_000_000, [2008, 2021], 2),
  m("Mercedes-Benz", "GLE", "suv", "diesel", "automatic", 3000, "awd", 45_000_000, [2012, 2021], 1),
  m("Lexus", "RX", "suv", "hybrid", "automatic", 3500, "awd", 32_000_000, [2008, 2021], 1),
  m("Isuzu", "D-Max", "pickup", "diesel", "manual", 2500, "4wd", 23_000_000, [2010, 2024], 3),
  m("Ford", "Ranger", "pickup", "diesel", "manual", 2200, "4wd", 25_000_000, [2010, 2023], 2),
  m("Mazda", "Demio", "hatchback", "petrol", "automatic", 1300, "fwd", 6_500_000, [2008, 2018], 2),
  m(
    "Land Rover",
    "Range Rover Sport",
    "suv",
    "diesel",
    "automatic",
    3000,
    "4wd",
    48_000_000,
    [2010, 2021],
    1,
  ),
  m("BYD", "Atto 3", "suv", "electric", "automatic", null, "fwd", 30_000_000, [2022, 2025], 1),
  m("Toyota", "Prius", "hatchback", "hybrid", "automatic", 1800, "fwd", 10_000_000, [2010, 2020], 2),
];

/** Colour names sellers write, with the paint the drawing uses. */
const colours: { name: string; paint: string; weight: number }[] = [
  { name: "White", paint: paintColours[0], weight: 10 },
  { name: "Silver", paint: paintColours[1], weight: 7 },
  { name: "Grey", paint: paintColours[2], weight: 4 },
  { name: "Black", paint: paintColours[3], weight: 6 },
  { name: "Red", paint: paintColours[4], weight: 2 },
  { name: "Blue", paint: paintColours[5], weight: 2 },
  { name: "Dark blue", paint: paintColours[6], weight: 2 },
  { name: "Green", paint: paintColours[7], weight: 1 },
  { name: "Beige", paint: paintColours[8], weight: 1 },
  { name: "Maroon", paint: paintColours[9], weight: 1 },
];

const privateSellers = [
  "Jean Claude Habimana",
  "Aline Uwase",
  "Eric Niyonzima",
  "Diane Mukamana",
  "Patrick Nshimiyimana",
  "Grace Ingabire",
  "Olivier Mugisha",
  "Claudine Uwimana",
  "Emmanuel Hakizimana",
  "Josiane Umutoni",
  "Innocent Bizimana",
  "Sandrine Iradukunda",
  "Fabrice Ndayisaba",
  "Chantal Nyirahabimana",
  "Thierry Manzi",
  "Vestine Mukeshimana",
];

const dealerSellers = [
  "Remera Auto Centre",
  "Gikondo Car Market",
  "Kicukiro Motors",
  "Nyabugogo Auto Traders",
  "Musanze Car Deals",
  "Huye Motors",
];

/** Mobile prefixes of MTN (078, 079) and Airtel (072, 073) Rwanda. */
const phonePrefixes = ["78", "79", "72", "73"];

const conditionWeights: [Condition, number][] = [
  ["excellent", 3],
  ["good", 6],
  ["fair", 2],
  ["needs-work", 1],
];

/** Kigali's three districts carry most of the market. */
const districtWeight = (name: string) => (["Gasabo", "Kicukiro", "Nyarugenge"].includes(name) ? 14 : 1);

/** Titles sellers write; the praising ones only for cars in good shape. */
const plainTitles: ((car: string, year: number) => string)[] = [
  (car) => `${car} in good running order, papers ready`,
  (car, year) => `${year} ${car} for sale`,
  (car) => `${car}, ready to drive`,
];
const praisingTitles: ((car: string, year: number) => string)[] = [
  (car, year) => `${car} ${year}, very clean`,
  (car, year) => `${year} ${car}, well maintained`,
  (car) => `${car}, first owner in Rwanda`,
  (car, year) => `${car} ${year}, full service history`,
];

const conditionSentences: Record<Condition, string> = {
  excellent: "The car is in excellent condition inside and out: no accident, no rust, all electrics working.",
  good: "Good condition for its age: small marks on the body, the engine and gearbox work well.",
  fair: "Fair condition: it drives well every day but shows its age, and a few small repairs are due.",
  "needs-work":
    "Needs work: the body needs attention and the car is priced for that. Come with your mechanic.",
};

const extras = [
  "New tyres fitted this year.",
  "Serviced regularly at the dealer; receipts available.",
  "Inspection (contrôle technique) valid until next year.",
  "Road maintenance levy paid for this year.",
  "Air conditioning works well.",
  "Reverse camera and Bluetooth radio.",
  "Insurance valid for six more months.",
  "Never used for taxi or rental.",
];

/** Deterministic pseudo-random numbers (mulberry32), so the demo market is the same on every machine. */
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
  const weighted = <T>(items: readonly T[], weight: (item: T) => number): T => {
    const total = items.reduce((sum, item) => sum + weight(item), 0);
    let left = next() * total;
    for (const item of items) {
      left -= weight(item);
      if (left < 0) return item;
    }
    return items.at(-1)!;
  };
  return { next, int, pick, weighted };
}

export interface DemoSeller {
  id: string;
  name: string;
  email: string;
  type: SellerType;
}

/** The demo sellers: people and used-car dealers, each a user who cannot sign in (no password). */
export const demoSellers: DemoSeller[] = [
  ...privateSellers.map((name, i) => ({ name, type: "private" as const, n: i + 1 })),
  ...dealerSellers.map((name, i) => ({ name, type: "dealer" as const, n: privateSellers.length + i + 1 })),
].map(({ name, type, n }) => ({
  id: `demo-seller-${n}`,
  name: type === "dealer" ? `${name} (demo)` : name,
  email: `seller-${n}@demo.imodoka.rw`,
  type,
}));

export interface DemoListing {
  userId: string;
  status: ListingStatus;
  make: string;
  model: string;
  title: string;
  year: number;
  mileageKm: number;
  priceRwf: number;
  negotiable: boolean;
  energy: Energy;
  gearbox: Gearbox;
  body: BodyType;
  colour: string;
  engineCc: number | null;
  drive: Drive;
  steering: SteeringSide;
  condition: Condition;
  importStatus: ImportStatus;
  district: string;
  sector: string;
  description: string;
  sellerName: string;
  phone: string;
  whatsapp: boolean;
  sellerType: SellerType;
  photoCount: number;
  isDemo: true;
  createdAt: Date;
  publishedAt: Date;
  expiresAt: Date;
  /** The drawing shown as its one photo. */
  drawing: string;
}

const DAY = 86_400_000;

/**
 * `count` listings published over the `LISTING_LIFETIME_DAYS` days before `now`. The first 30 are one
 * per district, so every district has cars. About one in 25 is sold and one in 40 expired; the rest are
 * on sale. Same arguments, same listings.
 */
export function demoUsedListings(count: number, now: Date, seed = 250): DemoListing[] {
  const random = randomSource(seed);
  const thisYear = now.getUTCFullYear();
  const listings: DemoListing[] = [];
  for (let i = 0; i < count; i++) {
    const car = random.weighted(usedModels, (model) => model.weight);
    const year = random.int(car.years[0], Math.min(car.years[1], thisYear));
    const age = Math.max(thisYear - year, 0);
    const mileageKm = Math.max(
      Math.round((age * random.int(7_000, 16_000) + random.int(800, 9_000)) / 100) * 100,
      500,
    );
    const condition = random.weighted(conditionWeights, ([, weight]) => weight)[0];
    // About 9 % a year from the reference age, 4 % per 20,000 km from 100,000, a little for condition.
    const ageFactor = 0.91 ** (age - REFERENCE_AGE);
    const mileageFactor = Math.min(Math.max(1 - ((mileageKm - 100_000) / 20_000) * 0.04, 0.7), 1.2);
    const conditionFactor = { excellent: 1.06, good: 1, fair: 0.9, "needs-work": 0.75 }[condition];
    const noise = 0.92 + random.next() * 0.16;
    const priceRwf =
      Math.round((car.price * ageFactor * mileageFactor * conditionFactor * noise) / 100_000) * 100_000;
    const district =
      i < districts.length ? districts[i]! : random.weighted(districts, (d) => districtWeight(d.name));
    const seller =
      random.next() < 0.3
        ? random.pick(demoSellers.filter((s) => s.type === "dealer"))
        : random.pick(demoSellers.filter((s) => s.type === "private"));
    const colour = random.weighted(colours, (c) => c.weight);
    const importStatus: ImportStatus = random.next() < 0.22 ? "imported" : "local";
    const steering: SteeringSide = importStatus === "imported" && random.next() < 0.12 ? "right" : "left";
    const roll = random.next();
    const status: ListingStatus = roll < 0.04 ? "sold" : roll < 0.065 ? "expired" : "active";
    // An expired listing was published more than its lifetime ago; the others within it.
    const minutesAgo =
      status === "expired"
        ? random.int(LISTING_LIFETIME_DAYS + 1, LISTING_LIFETIME_DAYS + 30) * 24 * 60
        : random.int(60, (LISTING_LIFETIME_DAYS - 1) * 24 * 60);
    const publishedAt = new Date(now.getTime() - minutesAgo * 60_000);
    const name = `${car.make} ${car.model}`;
    const gearboxWord = car.gearbox === "automatic" ? "automatic" : "manual";
    const description = [
      `${name} from ${year}, ${formatNumber(mileageKm)} km, ${gearboxWord} gearbox${
        car.engineCc ? `, ${(car.engineCc / 1000).toFixed(1)} L ${car.energy} engine` : ", electric"
      }.`,
      conditionSentences[condition],
      importStatus === "imported"
        ? "Newly imported, duties paid; registration in Rwanda still to be done by the buyer."
        : "Registered in Rwanda, all papers in order.",
      random.pick(extras),
      steering === "right" ? "Right-hand drive." : "",
      seller.type === "dealer"
        ? "Visit our yard for a test drive; trade-ins welcome."
        : "Viewing and test drive in the evening or at the weekend.",
    ]
      .filter(Boolean)
      .join(" ");
    listings.push({
      userId: seller.id,
      status,
      make: car.make,
      model: car.model,
      title: random.pick(condition === "excellent" || condition === "good" ? praisingTitles : plainTitles)(
        name,
        year,
      ),
      year,
      mileageKm,
      priceRwf,
      negotiable: random.next() < 0.6,
      energy: car.energy,
      gearbox: car.gearbox,
      body: car.body,
      colour: colour.name,
      engineCc: car.engineCc,
      drive: car.drive,
      steering,
      condition,
      importStatus,
      district: district.name,
      sector: random.pick(district.sectors),
      description,
      sellerName: seller.name,
      phone: `+250${random.pick(phonePrefixes)}${String(random.int(0, 9_999_999)).padStart(7, "0")}`,
      whatsapp: random.next() < 0.75,
      sellerType: seller.type,
      photoCount: 0, // The drawing stands in for photos; it is not one.
      isDemo: true,
      createdAt: new Date(publishedAt.getTime() - random.int(1, 24) * 3_600_000),
      publishedAt,
      expiresAt: new Date(publishedAt.getTime() + LISTING_LIFETIME_DAYS * DAY),
      drawing: carArtPath(car.body, colour.paint),
    });
  }
  return listings;
}

/** A demo listing waiting for a moderator: sent for checking, never published. */
export type DemoPendingListing = Omit<DemoListing, "status" | "publishedAt" | "expiresAt"> & {
  status: "pending";
  submittedAt: Date;
};

type PendingCar = [
  make: string,
  model: string,
  year: number,
  mileageKm: number,
  priceRwf: number,
  colour: (typeof colours)[number]["name"],
  district: string,
  title: string,
];

/**
 * Listings sent for checking over the hours before `now`, so the moderation queue is not empty on a fresh
 * database; each car (make, model and year) is on the queue once, so a test can pick its own.
 */
const pendingCars: PendingCar[] = [
  ["Suzuki", "Swift", 2019, 48_000, 9_800_000, "Red", "Gasabo", "Suzuki Swift 2019, economical city car"],
  ["Kia", "Picanto", 2018, 56_500, 7_200_000, "Silver", "Kicukiro", "Kia Picanto 2018, first owner"],
  ["Honda", "Fit", 2012, 121_000, 6_400_000, "Blue", "Nyarugenge", "Honda Fit 2012, cheap to run"],
  ["Mazda", "Demio", 2013, 109_000, 5_900_000, "White", "Huye", "Mazda Demio 2013, papers ready"],
  ["Subaru", "Forester", 2016, 88_000, 15_900_000, "Grey", "Musanze", "Subaru Forester 2016, AWD, well kept"],
  [
    "Mitsubishi",
    "Outlander",
    2017,
    79_000,
    16_800_000,
    "Black",
    "Rubavu",
    "Mitsubishi Outlander 2017, 7 seats",
  ],
  ["Toyota", "RAV4", 2017, 92_000, 19_500_000, "White", "Gasabo", "Toyota RAV4 2017, full service history"],
  ["Hyundai", "Tucson", 2019, 61_000, 21_000_000, "Dark blue", "Kicukiro", "Hyundai Tucson 2019, like new"],
  ["Nissan", "X-Trail", 2015, 131_000, 12_400_000, "Silver", "Rwamagana", "Nissan X-Trail 2015, 4x4 ready"],
  ["Toyota", "Hilux", 2016, 158_000, 26_500_000, "White", "Nyagatare", "Toyota Hilux 2016 double cabin"],
];

export function demoPendingListings(now: Date): DemoPendingListing[] {
  return pendingCars.map(([make, model, year, mileageKm, priceRwf, colourName, districtName, title], i) => {
    const car = usedModels.find((m) => m.make === make && m.model === model)!;
    const seller = demoSellers[i % 16]!;
    const district = districts.find((d) => d.name === districtName)!;
    const colour = colours.find((c) => c.name === colourName)!;
    const submittedAt = new Date(now.getTime() - (pendingCars.length - i) * 3 * 3_600_000);
    return {
      userId: seller.id,
      status: "pending",
      make,
      model,
      title,
      year,
      mileageKm,
      priceRwf,
      negotiable: i % 2 === 0,
      energy: car.energy,
      gearbox: car.gearbox,
      body: car.body,
      colour: colour.name,
      engineCc: car.engineCc,
      drive: car.drive,
      steering: "left",
      condition: i % 3 === 0 ? "excellent" : "good",
      importStatus: "local",
      district: district.name,
      sector: district.sectors[0]!,
      description: `${make} ${model} from ${year}, ${formatNumber(mileageKm)} km, ${car.gearbox} gearbox. ${conditionSentences[i % 3 === 0 ? "excellent" : "good"]} Registered in Rwanda, all papers in order. Viewing in ${district.name} in the evening or at the weekend.`,
      sellerName: seller.name,
      phone: `+25078${String(4_100_000 + i * 1_111).padStart(7, "0")}`,
      whatsapp: true,
      sellerType: seller.type,
      photoCount: 0, // The drawing stands in for photos; it is not one.
      isDemo: true,
      createdAt: new Date(submittedAt.getTime() - 3_600_000),
      submittedAt,
      drawing: carArtPath(car.body, colour.paint),
    };
  });
}

/** Open reports on the first active demo listings, for the moderation queue's second tab. */
export const demoReports = [
  {
    reason: "scam" as const,
    details:
      "The seller asked me to send a 200.000 RWF deposit by mobile money before I could see the car, and stopped answering when I refused.",
    byDemoSeller: false,
  },
  {
    reason: "sold" as const,
    details: "I called about this car yesterday; the seller told me it was sold last week.",
    byDemoSeller: true,
  },
];
