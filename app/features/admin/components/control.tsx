/** One field of a back-office form or list filter, drawn from its description: the control, label, hint, error. */
import { InputField, SelectField, TextareaField } from "~/shared/forms/controls";

export type Options = readonly { value: string; label: string }[];

/** One field: a text input unless `options` makes it a select or `type` says otherwise. */
export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  /** A checkbox is for item forms only (ItemForm draws it). */
  type?: "text" | "search" | "date" | "datetime-local" | "textarea" | "checkbox";
  /** A text area's height in lines (5 unless said). */
  rows?: number;
  options?: Options;
  /** A select's first, empty choice. */
  placeholder?: string;
  required?: boolean;
  /** A code-like value (a slug, a colour): no spell check. */
  code?: boolean;
  /** A figure: a numeric keyboard on a phone (`decimal` when it may have decimals). */
  inputMode?: "numeric" | "decimal";
  /** The heading of the part of a long form the field opens or belongs to (item forms only). */
  group?: string;
}

/** One field's control with its label, hint and error; the id is `${form}-${name}`. */
export function Control<F extends string>({
  form,
  field,
  value,
  error,
}: {
  form: string;
  field: FieldSpec<F>;
  value: string;
  error: string | undefined;
}) {
  const id = `${form}-${field.name}`;
  const { name, label, hint, required, type = "text" } = field;
  const common = { id, name, label, hint, error, required, defaultValue: value };
  if (field.options)
    return <SelectField {...common} placeholder={field.placeholder} options={field.options} />;
  if (type === "textarea")
    return <TextareaField {...common} rows={field.rows ?? 5} className="sm:col-span-2" />;
  return (
    <InputField {...common} type={type} autoComplete="off" spellCheck={field.code ? false : undefined} />
  );
}
