/**
 * The dealer form's fields and limits, apart from its rules (./dealer-form): the page's code reads these
 * without the phone number library the rules use.
 */
import { hourFields } from "./dealer-hours";

/** What staff type about a dealer, in the order the page shows it. */
const dealerDetails = [
  "name",
  "slug",
  "description",
  "sellsNew",
  "sellsUsed",
  "hasService",
  "address",
  "district",
  "phone",
  "whatsapp",
  "email",
  "website",
  "latitude",
  "longitude",
  "brands",
] as const;

/** The dealer form's fields, in the order the page shows them; the week's times come last. */
export const dealerFields = [
  ...dealerDetails,
  ...hourFields,
  "updatedAt",
] as const satisfies readonly string[];
export type DealerField = (typeof dealerFields)[number];

/** What the audit log records and a conflict compares: the week and the brands each as one line. */
export const editableDealerFields = [...dealerDetails, "hours"] as const;
export type EditableDealerField = (typeof editableDealerFields)[number];

export const DEALER_LIMITS = {
  name: 100,
  description: 2000,
  address: 200,
  phone: 30,
  email: 254,
  website: 200,
} as const;
