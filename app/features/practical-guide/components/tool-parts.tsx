import { useState, type ReactNode } from "react";
import { useLocation, useSubmit } from "react-router";
import { Icon } from "~/shared/ui/icon";
import type { IconName } from "~/shared/ui/icon-names";
import { formatPrice } from "~/shared/lib/price";
import { Field } from "~/shared/forms/fields";

/** A whole-RWF amount as the site shows prices ("20.000.000 RWF"), zero included. */
export const rwf = (amount: number) => (amount === 0 ? "0 RWF" : formatPrice(amount, { currency: true }));

/** The text every tool shows around its fields (resolved by the section loader). */
export interface ToolText {
  heading: string;
  intro: string;
  submit: string;
  fix: string;
  fixMany: string;
  breakdown: string;
  estimate: string;
  sources: string;
}

/**
 * The fields' text as typed, starting from what the URL gave. When the page's data brings other values
 * (a submit, back and forward), the fields take them; a reload of the same values keeps what is typed.
 */
export function useToolValues<F extends string>(initial: Record<F, string>) {
  const key = JSON.stringify(initial);
  const [state, setState] = useState({ key, values: initial });
  if (state.key !== key) setState({ key, values: initial });
  const values = state.key === key ? state.values : initial;
  const set = (field: F, value: string) =>
    setState((current) =>
      current.values[field] === value
        ? current
        : { ...current, values: { ...current.values, [field]: value } },
    );
  return [values, set] as const;
}

export interface ResultRow {
  label: string;
  value: string;
  /** A total: set apart in bold. */
  total?: boolean;
  /** What the line is made of, under its label. */
  note?: string;
}

/**
 * A calculator: a GET form whose fields are the URL's parameters (so it works without JavaScript and a
 * result can be shared), and the result beside it, recomputed in the browser as the visitor types.
 */
export function ToolFrame({
  icon,
  text,
  fields,
  main,
  rows = [],
  invalid,
  notes,
}: {
  icon: IconName;
  text: ToolText;
  fields: ReactNode;
  /** The headline figure, or null while a field is wrong. */
  main: { label: string; value: string; note?: string } | null;
  rows?: ResultRow[];
  invalid: number;
  /** Extra lines under the form (rates used, what is not covered). */
  notes?: string[];
}) {
  const submit = useSubmit();
  const { pathname } = useLocation();
  return (
    <section id="calculator" aria-labelledby="calculator-heading" className="tool">
      <div className="flex items-center gap-3">
        <span className="tool-icon">
          <Icon name={icon} className="size-6" />
        </span>
        <h2 id="calculator-heading" className="text-xl font-extrabold tracking-tight sm:text-2xl">
          {text.heading}
        </h2>
      </div>
      <p className="mt-3 max-w-3xl text-sm leading-6 text-muted sm:text-base">{text.intro}</p>
      <div className="tool-body">
        <form
          method="get"
          action={`${pathname}#calculator`}
          noValidate
          className="min-w-0 space-y-4"
          onSubmit={(event) => {
            // The result is already on screen; the URL takes the values so the estimate can be shared.
            event.preventDefault();
            void submit(event.currentTarget, { action: pathname, replace: true, preventScrollReset: true });
          }}
        >
          {fields}
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {text.submit}
          </button>
          {notes?.map((note) => (
            <p key={note} className="text-sm text-muted">
              {note}
            </p>
          ))}
        </form>
        <div className="tool-result">
          <div aria-live="polite" aria-atomic="true">
            {main ? (
              <>
                <p className="text-sm font-semibold text-muted">{main.label}</p>
                <p className="tool-figure">{main.value}</p>
                {main.note ? <p className="mt-0.5 text-sm text-muted">{main.note}</p> : null}
              </>
            ) : (
              <p className="flex gap-2 font-semibold text-danger">
                <Icon name="circle-alert" className="mt-0.5 size-5 shrink-0" />
                {invalid > 1 ? text.fixMany : text.fix}
              </p>
            )}
          </div>
          {main && rows.length ? (
            <>
              <h3 className="sr-only">{text.breakdown}</h3>
              <dl className="tool-rows">
                {rows.map((row) => (
                  <div key={row.label} data-total={row.total || undefined}>
                    <dt>
                      {row.label}
                      {row.note ? <span>{row.note}</span> : null}
                    </dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : null}
          {main ? (
            <p className="mt-4 flex gap-2 text-sm font-medium">
              <Icon name="circle-alert" className="mt-0.5 size-4 shrink-0 text-muted" />
              {text.estimate}
            </p>
          ) : null}
        </div>
      </div>
      <p className="mt-5 border-t border-line pt-4 text-xs leading-5 text-muted">{text.sources}</p>
    </section>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
  className?: string;
}

/** A labelled text field for a number; `inputMode` brings up the phone's number pad. */
export function NumberField({
  name,
  value,
  onChange,
  decimal,
  children,
  ...frame
}: FieldProps & { decimal?: boolean; children?: ReactNode }) {
  return (
    <Field {...frame} className={`min-w-0 ${frame.className ?? ""}`}>
      {(aria) => (
        <div className="flex gap-2">
          <input
            id={frame.id}
            name={name}
            type="text"
            inputMode={decimal ? "decimal" : "numeric"}
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            className="field-input min-h-12 min-w-0 flex-1 tabular-nums"
            {...aria}
          />
          {children}
        </div>
      )}
    </Field>
  );
}

/** A labelled list of choices. */
export function SelectField({
  name,
  value,
  onChange,
  options,
  ...frame
}: FieldProps & { options: { value: string; label: string }[] }) {
  return (
    <Field {...frame} className={`min-w-0 ${frame.className ?? ""}`}>
      {(aria) => (
        <select
          id={frame.id}
          name={name}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          className="field-input min-h-12"
          {...aria}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
