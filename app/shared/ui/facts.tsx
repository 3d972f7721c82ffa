import type { ReactNode } from "react";

/** One row of a `Facts` list; `key` where two rows could share a label. */
export type Fact = { label: string; value: ReactNode; key?: string };

/**
 * Label/value pairs (figures, specifications, contact details): a `<dl>` whose rows are
 * `<div><dt/><dd/></div>`, styled by the page.
 */
export function Facts({
  facts,
  className,
  rowClassName,
  labelClassName,
  valueClassName,
}: {
  facts: readonly Fact[];
  className?: string;
  rowClassName?: string;
  labelClassName?: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.key ?? fact.label} className={rowClassName}>
          <dt className={labelClassName}>{fact.label}</dt>
          <dd className={valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
