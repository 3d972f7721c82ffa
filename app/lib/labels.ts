import type { bodyTypes, energies } from "~/lib/vehicle";

export const bodyLabels: Record<(typeof bodyTypes)[number], string> = {
  hatchback: "Hatchback",
  sedan: "Sedan",
  suv: "SUV",
  pickup: "Pick-up",
  van: "Van / MPV",
  coupe: "Coupé",
  wagon: "Estate / 7-seater",
  minibus: "Minibus",
};

export const energyLabels: Record<(typeof energies)[number], string> = {
  petrol: "Petrol",
  diesel: "Diesel",
  hybrid: "Hybrid",
  "plug-in hybrid": "Plug-in hybrid",
  electric: "Electric",
};
