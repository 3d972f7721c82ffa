/*
 * The frame of a field (label, control, hint, error) and its parts, small enough for every page with a
 * form; the ready-made controls in it are in ./controls.
 */
import type { ReactNode } from "react";

/** What a field needs to describe itself: its hint and its error, tied by aria-describedby. */
export function described(id: string, hint: string | undefined, error: string | undefined) {
  const ids = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { "aria-describedby": ids || undefined, "aria-invalid": error ? true : undefined };
}

/**
 * A field's hint and its error message, under it, with the ids `described` points to; `above` drops the gap
 * left under a control, for notes drawn above a list of choices.
 */
export function FieldNotes({
  id,
  hint,
  error,
  above,
}: {
  id: string;
  hint?: string;
  error?: string;
  above?: boolean;
}) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={above ? "text-sm text-muted" : "mt-1.5 text-sm text-muted"}>
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

/** What frames a control: its id, label, hint and error. */
export interface FieldFrame {
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
