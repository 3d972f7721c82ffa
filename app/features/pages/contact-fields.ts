import type { FieldErrors, FormValues } from "~/shared/forms/form-data";

/** The contact form's fields and limits, shared by the page and its validation. */
export const contactSubjects = ["question", "price", "dealer", "advertising", "account", "other"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, messageMin: 10 } as const;

export const contactFields = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = FormValues<ContactField>;
export type ContactErrors = FieldErrors<ContactField>;
