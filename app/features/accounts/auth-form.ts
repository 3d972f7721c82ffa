import { z } from "zod";
import type { Translate } from "~/shared/i18n/text";
import type { AuthMessages } from "~/features/accounts/text/auth";
import { AUTH_LIMITS, type FieldErrors } from "./auth-fields";

/** "Too many attempts: try again in N minutes", for every account form, in the request's language. */
export const rateLimited = (minutes: number, t: Translate<AuthMessages>) =>
  t("auth.error.rateLimited", { minutes });

/** SPEC §5: at least 8 characters with a digit, an uppercase and a lowercase letter. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= AUTH_LIMITS.passwordMin &&
    password.length <= AUTH_LIMITS.passwordMax &&
    /\d/.test(password) &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password)
  );
}

/** Passwords are taken as typed (a space may be part of one); "required" means not blank. */
const requiredPassword = (message: string) => z.string().refine((value) => value.trim() !== "", message);

const confirmed = <T extends { password: string; confirm_password: string }>(form: T) =>
  form.confirm_password.trim() === "" || form.confirm_password === form.password;

/** The account forms' schemas (SPEC §5), their messages in the request's language. */
export function authSchemas(t: Translate<AuthMessages>) {
  const email = z
    .string()
    .trim()
    .min(1, t("auth.error.email"))
    .max(AUTH_LIMITS.email, t("auth.error.email"))
    .pipe(z.email(t("auth.error.email")))
    .transform((value) => value.toLowerCase());

  const newPassword = requiredPassword(t("auth.error.password")).refine(
    isStrongPassword,
    t("auth.error.passwordRule"),
  );

  const mismatch = { path: ["confirm_password"], message: t("auth.error.mismatch") };

  const name = z
    .string()
    .trim()
    .min(1, t("auth.error.name"))
    .max(AUTH_LIMITS.name, t("auth.error.tooLong", { max: AUTH_LIMITS.name }));

  return {
    signInSchema: z.object({
      email,
      password: requiredPassword(t("auth.error.password")),
    }),
    signUpSchema: z
      .object({
        name,
        email,
        password: newPassword,
        confirm_password: requiredPassword(t("auth.error.confirm")),
      })
      .refine(confirmed, mismatch),
    emailOnlySchema: z.object({ email }),
    /** The new-password page (reset link). */
    newPasswordSchema: z
      .object({ password: newPassword, confirm_password: requiredPassword(t("auth.error.confirm")) })
      .refine(confirmed, mismatch),
    /** The account page: a new display name. */
    nameSchema: z.object({ name }),
    /** The account page: the current password, then the new one twice. */
    changePasswordSchema: z
      .object({
        current_password: requiredPassword(t("auth.error.password")),
        password: newPassword,
        confirm_password: requiredPassword(t("auth.error.confirm")),
      })
      .refine(confirmed, mismatch),
  };
}

export type Validation<T, F extends string> = { ok: true; data: T } | { ok: false; errors: FieldErrors<F> };

/** Reads `fields` from a submitted form as strings ("" when missing). */
export function formValues<F extends string>(form: FormData, fields: readonly F[]): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const value = form.get(field);
    values[field] = typeof value === "string" ? value : "";
  }
  return values;
}

/** Runs a schema; on failure, the first message of each field (the order SPEC §5 lists them). */
export function validate<S extends z.ZodType, F extends string>(
  schema: S,
  values: Record<F, string>,
): Validation<z.output<S>, F> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors<F> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
