import { isValidPhoneNumber } from "libphonenumber-js/min";
import { z } from "zod";
import { parseForm } from "~/shared/forms/form-data";
import { CONTACT_LIMITS, contactFields, contactSubjects, type ContactValues } from "./contact-fields";
import type { Translate } from "~/shared/i18n/text";
import type { ContactMessages } from "./text/contact";

/** The contact form, validated on the server, its messages in the request's language; inputs are trimmed (SPEC §5). */
export function contactSchema(t: Translate<ContactMessages>) {
  const trimmed = (max: number) => z.string().trim().max(max, t("contact.error.tooLong", { max }));
  return z.object({
    name: trimmed(CONTACT_LIMITS.name).min(1, t("contact.error.name")),
    email: z
      .string()
      .trim()
      .max(CONTACT_LIMITS.email, t("contact.error.email"))
      .pipe(z.email(t("contact.error.email"))),
    phone: trimmed(CONTACT_LIMITS.phone)
      .refine((value) => value === "" || isValidPhoneNumber(value, "RW"), t("contact.error.phone"))
      .transform((value) => value || null),
    subject: z.enum(contactSubjects, t("contact.error.subject")),
    message: trimmed(CONTACT_LIMITS.message).min(CONTACT_LIMITS.messageMin, t("contact.error.message")),
  });
}

export type ContactInput = z.infer<ReturnType<typeof contactSchema>>;

/** Checks the contact form (the submitted FormData or values already read) with the form kit. */
export const parseContact = (form: FormData | ContactValues, t: Translate<ContactMessages>) =>
  parseForm(contactSchema(t), form, contactFields);
