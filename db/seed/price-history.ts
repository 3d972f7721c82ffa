/**
 * Demo price changes, dated relative to the day the database is seeded: list prices in Rwanda move with the
 * exchange rate and importers' shipments, a few percent at a time. Each change is from and to a percentage
 * of today's list price (rounded to 10.000 RWF); the last change of a version ends at 100.
 */
export interface SeedPriceHistory {
  brand: string;
  model: string;
  /** Position of the version in the model's price order (0 = cheapest). */
  version: number;
  changes: { daysAgo: number; fromPercent: number; toPercent: number }[];
}

export const priceHistories: SeedPriceHistory[] = [
  {
    brand: "Toyota",
    model: "RAV4",
    version: 0,
    changes: [
      { daysAgo: 290, fromPercent: 95, toPercent: 97 },
      { daysAgo: 104, fromPercent: 97, toPercent: 100 },
    ],
  },
  {
    brand: "Toyota",
    model: "Corolla Cross",
    version: 0,
    changes: [{ daysAgo: 150, fromPercent: 98, toPercent: 100 }],
  },
  {
    brand: "Toyota",
    model: "Hilux",
    version: 0,
    changes: [
      { daysAgo: 330, fromPercent: 94, toPercent: 98 },
      { daysAgo: 61, fromPercent: 98, toPercent: 100 },
    ],
  },
  {
    brand: "Suzuki",
    model: "Swift",
    version: 0,
    changes: [{ daysAgo: 75, fromPercent: 103, toPercent: 100 }],
  },
  {
    brand: "Hyundai",
    model: "Tucson",
    version: 0,
    changes: [{ daysAgo: 210, fromPercent: 96, toPercent: 100 }],
  },
  {
    brand: "Kia",
    model: "Sportage",
    version: 0,
    changes: [{ daysAgo: 45, fromPercent: 104, toPercent: 100 }],
  },
  {
    brand: "Volkswagen",
    model: "Tiguan",
    version: 0,
    changes: [{ daysAgo: 180, fromPercent: 97, toPercent: 100 }],
  },
];
