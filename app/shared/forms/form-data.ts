import type { z } from "zod";

/** What the visitor typed, field by field, as plain strings: shown back in the form on an error. */
export type FormValues<F extends string> = Record<F, string>;
/** One message per field, the first problem found. */
export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** A form that was refused: what was typed, a message per field, and maybe one about the whole form. */
export interface Invalid<F extends string> {
  ok: false;
  values: FormValues<F>;
  errors: FieldErrors<F>;
  formError?: string;
}

/** A form read through its schema: the clean data, or why not. */
export type Parsed<T, F extends string> = { ok: true; data: T; values: FormValues<F> } | Invalid<F>;

/** Reads the named fields as strings; a missing field or a file reads as "". */
export function readValues<F extends string>(form: FormData, fields: readonly F[]): FormValues<F> {
  const values = {} as FormValues<F>;
  for (const name of fields) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

/** The first message of each field among a schema's issues (an issue on the whole form goes to `formError`). */
export function issuesByField<F extends string>(
  issues: readonly z.core.$ZodIssue[],
): { errors: FieldErrors<F>; formError?: string } {
  const errors: FieldErrors<F> = {};
  let formError: string | undefined;
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === "string") errors[field as F] ??= issue.message;
    else formError ??= issue.message;
  }
  return formError === undefined ? { errors } : { errors, formError };
}

/** The refusal to send back: what was typed and the messages. */
export function invalid<F extends string>(
  values: FormValues<F>,
  errors: FieldErrors<F>,
  formError?: string,
): Invalid<F> {
  return formError === undefined ? { ok: false, values, errors } : { ok: false, values, errors, formError };
}

/**
 * Reads a form through a zod schema: `{ ok: true, data, values }`, or `{ ok: false, values, errors }` with the
 * typed values kept and one message per field. `form` may be the submitted FormData or values already read.
 */
export function parseForm<S extends z.ZodType, F extends string>(
  schema: S,
  form: FormData | FormValues<F>,
  fields: readonly F[],
): Parsed<z.output<S>, F> {
  const values = form instanceof FormData ? readValues(form, fields) : form;
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, values };
  const { errors, formError } = issuesByField<F>(result.error.issues);
  return invalid(values, errors, formError);
}
