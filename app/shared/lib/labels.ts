import type { BodyType, Drive, Energy, Transmission } from "~/shared/lib/vehicle";

export const bodyLabels: Record<BodyType, string> = {
  hatchback: "Hatchback",
  sedan: "Sedan",
  suv: "SUV",
  pickup: "Pick-up",
  van: "Van / MPV",
  coupe: "Coupé",
  wagon: "Estate / 7-seater",
  minibus: "Minibus",
};

export const energyLabels: Record<Energy, string> = {
  petrol: "Petrol",
  diesel: "Diesel",
  hybrid: "Hybrid",
  "plug-in hybrid": "Plug-in hybrid",
  electric: "Electric",
};

export const transmissionLabels: Record<Transmission, string> = {
  manual: "Manual",
  automatic: "Automatic",
  cvt: "CVT automatic",
  dct: "Dual-clutch automatic",
  "single-speed": "Single-speed",
};

export const driveLabels: Record<Drive, string> = {
  fwd: "Front-wheel drive",
  rwd: "Rear-wheel drive",
  awd: "All-wheel drive",
  "4wd": "Four-wheel drive (4×4)",
};
