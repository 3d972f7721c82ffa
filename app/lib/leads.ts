/** The lead-magnet popup's vocabularies (SPEC §2.10, §3: car_condition, payment_method, budget). */

export const carConditions = ["new", "used", "both"] as const;
export type CarCondition = (typeof carConditions)[number];

export const paymentMethods = ["cash", "bank-loan", "leasing", "undecided"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
