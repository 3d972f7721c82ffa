import { z } from "zod";
import { tAuth } from "~/features/accounts/text/en/auth";
import { AUTH_LIMITS, type FieldErrors } from "./auth-fields";

/** "Too many attempts: try again in N minutes", for every account form. */
export const rateLimited = (minutes: number) => tAuth("auth.error.rateLimited", { minutes });

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

const email = z
  .string()
  .trim()
  .min(1, tAuth("auth.error.email"))
  .max(AUTH_LIMITS.email, tAuth("auth.error.email"))
  .pipe(z.email(tAuth("auth.error.email")))
  .transform((value) => value.toLowerCase());

/** Passwords are taken as typed (a space may be part of one); "required" means not blank. */
const requiredPassword = (message: string) => z.string().refine((value) => value.trim() !== "", message);

const newPassword = requiredPassword(tAuth("auth.error.password")).refine(
  isStrongPassword,
  tAuth("auth.error.passwordRule"),
);

export const signInSchema = z.object({
  email,
  password: requiredPassword(tAuth("auth.error.password")),
});

const confirmed = <T extends { password: string; confirm_password: string }>(form: T) =>
  form.confirm_password.trim() === "" || form.confirm_password === form.password;
const mismatch = { path: ["confirm_password"], message: tAuth("auth.error.mismatch") };

const name = z
  .string()
  .trim()
  .min(1, tAuth("auth.error.name"))
  .max(AUTH_LIMITS.name, tAuth("auth.error.tooLong", { max: AUTH_LIMITS.name }));

export const signUpSchema = z
  .object({
    name,
    email,
    password: newPassword,
    confirm_password: requiredPassword(tAuth("auth.error.confirm")),
  })
  .refine(confirmed, mismatch);

export const emailOnlySchema = z.object({ email });

/** The new-password page (reset link). */
export const newPasswordSchema = z
  .object({ password: newPassword, confirm_password: requiredPassword(tAuth("auth.error.confirm")) })
  .refine(confirmed, mismatch);

/** The account page: a new display name. */
export const nameSchema = z.object({ name });

/** The account page: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({
    current_password: requiredPassword(tAuth("auth.error.password")),
    password: newPassword,
    confirm_password: requiredPassword(tAuth("auth.error.confirm")),
  })
  .refine(confirmed, mismatch);

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
