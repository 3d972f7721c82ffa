/** The "Published" checkbox of an item's form, with what hiding the item does. */
export function PublishedField({
  id,
  checked,
  label,
  hint,
}: {
  id: string;
  checked: boolean;
  label: string;
  hint: string;
}) {
  return (
    <div className="flex gap-3">
      <input
        id={id}
        type="checkbox"
        name="published"
        defaultChecked={checked}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 accent-accent-600"
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      </div>
    </div>
  );
}
