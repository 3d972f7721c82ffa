/** The contact form's fields and limits, shared by the page and its validation. */
export const contactSubjects = ["question", "price", "dealer", "advertising", "account", "other"] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, phone: 30, message: 5000, messageMin: 10 } as const;

export type ContactField = "name" | "email" | "phone" | "subject" | "message";
export type ContactValues = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;
