import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { HONEYPOT_FIELD } from "./honeypot";

/** What a field needs to describe itself: its hint and its error, tied by aria-describedby. */
export function described(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

/** A field's hint and its error message, under it, with the ids `described` points to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface FieldFrame {
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  /** Classes of the wrapping element (grid placement). */
  className?: string;
}

/** Label, control, hint and error: the frame of every field. `children` gets the control's aria props. */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldFrame & { children: (aria: ReturnType<typeof described>) => ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children(described(id, hint, error))}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className"> & FieldFrame;

/** A labelled input with its hint and error. */
export function InputField({ id, label, hint, error, className, ...input }: InputProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <input id={id} className="field-input" {...input} {...aria} />}
    </Field>
  );
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className"> & FieldFrame;

/** A labelled text area with its hint and error. */
export function TextareaField({ id, label, hint, error, className, ...textarea }: TextareaProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => <textarea id={id} className="field-input resize-y" {...textarea} {...aria} />}
    </Field>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> &
  FieldFrame & { options: readonly { value: string; label: string; disabled?: boolean }[] };

/** A labelled select with its hint and error. */
export function SelectField({ id, label, hint, error, className, options, ...select }: SelectProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(aria) => (
        <select id={id} className="field-input" {...select} {...aria}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/**
 * The field a bot fills in and a person never sees (off-screen, out of the tab order, no autofill); the
 * server refuses the form quietly when it holds anything (`guardForm`).
 */
export function Honeypot({
  id,
  label = "Website",
  name = HONEYPOT_FIELD,
}: {
  id: string;
  label?: string;
  name?: string;
}) {
  return (
    <div className="absolute -left-[9999px]" aria-hidden="true">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
