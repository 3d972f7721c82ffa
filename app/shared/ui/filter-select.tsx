/** One choice of a list page's filter form (deals, dealers, driver reviews). */
export interface FilterField {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  disabled?: boolean;
}

/** A labelled select of a GET filter form; `idPrefix` keeps ids unique on the page. */
export function FilterSelect({ field, idPrefix }: { field: FilterField; idPrefix: string }) {
  const id = `${idPrefix}-${field.name}`;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="field-label">
        {field.label}
      </label>
      <select
        id={id}
        name={field.name}
        defaultValue={field.value}
        disabled={field.disabled}
        className="field-input px-3 py-2.5 disabled:opacity-60"
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
