import { isValidPhoneNumber } from "libphonenumber-js/min";
import { z } from "zod";
import {
  CONTACT_LIMITS,
  contactSubjects,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from "./contact-fields";
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

/** Reads the submitted form into plain strings (what the visitor typed, to show back on error). */
export function contactValues(form: FormData): ContactValues {
  const read = (name: ContactField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: read("name"),
    email: read("email"),
    phone: read("phone"),
    subject: read("subject"),
    message: read("message"),
  };
}

export type ContactValidation = { ok: true; data: ContactInput } | { ok: false; errors: ContactErrors };

export function validateContact(values: ContactValues): ContactValidation {
  const result = contactSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
