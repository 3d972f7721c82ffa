/**
 * The listing form's fields, limits and answers (/poster-une-annonce), shared by its pages (browser) and
 * its validation (server, app/features/posting/listing-form.ts). No validation library here, so the pages stay light.
 */

/** Bounds of what a seller may enter; the form's fields carry the same ones (maxLength, inputMode). */
export const LISTING_LIMITS = {
  /** The oldest model year accepted; the newest is next year's (a car sold before its model year). */
  yearMin: 1960,
  mileageMax: 1_500_000,
  engineCcMin: 50,
  engineCcMax: 10_000,
  priceMin: 50_000,
  /** Fits the price column (a 32-bit integer) with room to spare. */
  priceMax: 2_000_000_000,
  makeMax: 40,
  modelMax: 60,
  titleMin: 5,
  titleMax: 80,
  descriptionMin: 20,
  descriptionMax: 3_000,
  sellerNameMin: 2,
  sellerNameMax: 80,
  /** Long enough for "+250 (0) 788-123-456". */
  phoneMax: 24,
} as const;

/**
 * Per member: new listings started, and photo uploads (requests of one or more photos), per hour. More
 * than any dealer needs, far fewer than a script would send.
 */
export const LISTING_RATE_LIMITS = {
  drafts: { points: 20, seconds: 3600 },
  uploads: { points: 150, seconds: 3600 },
} as const;

/** Photo types the site takes; the browser resizes the first four, HEIC goes as it is. */
export const PHOTO_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/avif",
  "image/heic",
  "image/heif",
];

/** Paint colours as sellers name them (the demo listings use the same names). */
export const listingColours = [
  "White",
  "Silver",
  "Grey",
  "Black",
  "Red",
  "Blue",
  "Dark blue",
  "Green",
  "Beige",
  "Brown",
  "Maroon",
  "Gold",
  "Orange",
  "Yellow",
  "Other",
] as const;

/** The "make" choice for a make that is not in the catalogue; its name is typed in `make_other`. */
export const OTHER_MAKE = "other";

/** The form fields of each step that has fields (photos and review have buttons only). */
export const stepFields = {
  car: ["brand", "make_other", "model", "year", "body", "energy", "gearbox"],
  details: [
    "mileage",
    "colour",
    "engine_cc",
    "drive",
    "steering",
    "condition",
    "import_status",
    "title",
    "description",
  ],
  price: ["price", "negotiable", "district", "sector", "seller_name", "phone", "whatsapp", "seller_type"],
} as const;

export type FormStep = keyof typeof stepFields;
export type StepField<S extends FormStep> = (typeof stepFields)[S][number];
export type StepValues<S extends FormStep> = Record<StepField<S>, string>;

/** What a step's action answers when it does not move on: the typed values and a message per bad field. */
export interface StepResult<S extends FormStep = FormStep> {
  status: "invalid";
  values: StepValues<S>;
  errors: Partial<Record<StepField<S>, string>>;
  /** A message for the whole step (a rate limit). */
  formError?: string;
}

/** What a photo upload answers: how many were added (as a sentence), and one message per file refused. */
export interface UploadResult {
  added: number;
  message: string | null;
  errors: string[];
}
