/** One field of a back-office form or list filter, drawn from its description: the control, label, hint, error. */
import type { ReactNode } from "react";
import type { Options } from "~/features/admin/kinds";
import { InputField, SelectField, TextareaField } from "~/shared/forms/controls";
import { described, FieldNotes } from "~/shared/forms/fields";
import { ImageField } from "~/features/admin/components/image-field";

/** One field: a text input unless `options` makes it a select or `type` says otherwise. */
export interface FieldSpec<F extends string> {
  name: F;
  label: string;
  hint?: string;
  /**
   * A checkbox, ticks among `options` (the value: the ticked ones joined by commas) and a week of opening
   * hours (its values: the fields of ./dealer-hours) are for item forms only (ItemForm draws them).
   */
  type?:
    | "text"
    | "search"
    | "date"
    | "datetime-local"
    | "email"
    | "url"
    | "tel"
    | "textarea"
    | "checkbox"
    | "checkboxes"
    | "week"
    | "image";
  /** A text area's height in lines (5 unless said). */
  rows?: number;
  options?: Options;
  /** The choices of checkboxes, in groups (a model's versions), each folded unless a choice of it is ticked. */
  groups?: readonly { value: string; label: string; options: Options }[];
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
  if (type === "checkboxes" && (field.groups || field.options))
    return <Checkboxes id={id} field={field} value={value} error={error} />;
  if (type === "image")
    return <ImageField id={id} label={label} hint={hint} error={error} className="sm:col-span-2" />;
  if (field.options)
    return <SelectField {...common} placeholder={field.placeholder} options={field.options} />;
  if (type === "textarea")
    return <TextareaField {...common} rows={field.rows ?? 5} className="sm:col-span-2" />;
  return (
    <InputField
      {...common}
      type={type}
      inputMode={field.inputMode}
      autoComplete="off"
      spellCheck={field.code ? false : undefined}
    />
  );
}

/** A checkbox with its label (`className`: the gap and text size beside the layout's classes). */
export function Tick({
  name,
  value,
  checked,
  className,
  children,
}: {
  name: string;
  value?: string;
  checked: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={`flex min-h-11 items-center ${className}`}>
      <input
        type="checkbox"
        name={name}
        value={value}
        defaultChecked={checked}
        className="size-5 shrink-0 accent-accent-600"
      />
      {children}
    </label>
  );
}

/**
 * Checkboxes among a field's options, all sent under its name; `value` lists the ticked ones ("3,7,12").
 * With `groups` (a model's versions), drawn without JavaScript: each group is a `<details>` folded unless one
 * of its boxes is ticked or it is the only one, so a long list stays short to scan.
 */
function Checkboxes<F extends string>({
  id,
  field,
  value,
  error,
}: {
  id: string;
  field: FieldSpec<F>;
  value: string;
  error: string | undefined;
}) {
  const ticked = new Set(value.split(",").filter(Boolean));
  const tick = (option: Options[number], className: string, label: ReactNode) => (
    <Tick
      key={option.value}
      name={field.name}
      value={option.value}
      checked={ticked.has(option.value)}
      className={className}
    >
      {label}
    </Tick>
  );
  const { groups } = field;
  return (
    <fieldset id={id} className="sm:col-span-2" {...described(id, field.hint, error)}>
      {groups ? (
        <>
          <legend className="font-semibold">{field.label}</legend>
          <FieldNotes id={id} hint={field.hint} error={error} above />
          <div className="mt-2 max-h-96 overflow-y-auto rounded-xl border border-line">
            {groups.map((group) => (
              <details
                key={group.value}
                open={groups.length === 1 || group.options.some((option) => ticked.has(option.value))}
                className="border-b border-line last:border-0"
              >
                <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold">
                  {group.label}
                </summary>
                <ul className="grid gap-1 px-3 pb-3 sm:grid-cols-2">
                  {group.options.map((option) => (
                    <li key={option.value}>{tick(option, "gap-3 text-sm", option.label)}</li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </>
      ) : (
        <>
          <legend className="field-label">{field.label}</legend>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3 lg:grid-cols-4">
            {field.options?.map((option) =>
              tick(option, "gap-2", <span className="min-w-0 break-words">{option.label}</span>),
            )}
          </div>
          <FieldNotes id={id} hint={field.hint} error={error} />
        </>
      )}
    </fieldset>
  );
}
