import type { SeedNewsCategory } from "./types";

/** The news categories in menu order. */
export const newsCategories: SeedNewsCategory[] = [
  {
    slug: "launches",
    name: "Launches",
    description: "New models and versions arriving at Rwandan dealers, with their prices in RWF.",
  },
  {
    slug: "electric-mobility",
    name: "Electric mobility",
    description: "Electric and hybrid cars, charging in Kigali and beyond, and the rules that favour them.",
  },
  {
    slug: "prices-and-deals",
    name: "Prices and deals",
    description:
      "Price changes, dealer offers, taxes and exchange rates that move what a car costs in Rwanda.",
  },
  {
    slug: "road-safety-and-regulation",
    name: "Road safety and regulation",
    description:
      "Traffic rules, inspections, licences and the road safety campaigns that concern every driver.",
  },
  {
    slug: "motorsport",
    name: "Motorsport",
    description: "Rallies, hill climbs and racing in Rwanda and across the region.",
  },
  {
    slug: "tests-and-reviews",
    name: "Tests and reviews",
    description: "Our drives of the new cars sold in Rwanda, on Kigali streets and up-country roads.",
  },
];
