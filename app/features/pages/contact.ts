import { isValidPhoneNumber } from "libphonenumber-js/min";
import { z } from "zod";
import { parseForm } from "~/shared/forms/form-data";
import { CONTACT_LIMITS, contactFields, contactSubjects, type ContactValues } from "./contact-fields";
import { tContact } from "~/features/pages/text/en/contact";

const trimmed = (max: number) => z.string().trim().max(max, tContact("contact.error.tooLong", { max }));

/** The contact form, validated on the server; inputs are trimmed (SPEC §5). */
export const contactSchema = z.object({
  name: trimmed(CONTACT_LIMITS.name).min(1, tContact("contact.error.name")),
  email: z
    .string()
    .trim()
    .max(CONTACT_LIMITS.email, tContact("contact.error.email"))
    .pipe(z.email(tContact("contact.error.email"))),
  phone: trimmed(CONTACT_LIMITS.phone)
    .refine((value) => value === "" || isValidPhoneNumber(value, "RW"), tContact("contact.error.phone"))
    .transform((value) => value || null),
  subject: z.enum(contactSubjects, tContact("contact.error.subject")),
  message: trimmed(CONTACT_LIMITS.message).min(CONTACT_LIMITS.messageMin, tContact("contact.error.message")),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** Checks the contact form (the submitted FormData or values already read) with the form kit. */
export const parseContact = (form: FormData | ContactValues) => parseForm(contactSchema, form, contactFields);
