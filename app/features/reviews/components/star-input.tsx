import { described, FieldNotes } from "~/shared/forms/fields";
import { Icon } from "~/shared/ui/icon";

/**
 * A 1–5 rating as a group of native radio buttons drawn as stars: arrow keys move between them, it works
 * without JavaScript, and a chosen star lights up those before it (CSS only, with :has()).
 */
export function StarInput({
  name,
  label,
  hint,
  starLabels,
  value,
  error,
  large = false,
}: {
  name: string;
  label: string;
  hint?: string;
  starLabels: string[];
  value: string;
  error?: string;
  large?: boolean;
}) {
  const id = `rating-${name}`;
  const size = large ? "size-9" : "size-7";
  return (
    <fieldset id={id} aria-describedby={described(id, hint, error)["aria-describedby"]} className="min-w-0">
      <legend className={large ? "text-base font-bold" : "text-sm font-semibold"}>{label}</legend>
      <div className="mt-1 flex flex-wrap gap-0.5">
        {starLabels.map((starLabel, index) => {
          const stars = index + 1;
          return (
            <label
              key={stars}
              className="star-option relative grid cursor-pointer place-items-center rounded-lg p-1"
            >
              <input
                type="radio"
                name={name}
                value={stars}
                defaultChecked={value === String(stars)}
                className="peer sr-only"
              />
              <Icon name="star" className={`${size} star-icon text-muted/50 transition-colors`} />
              <span className="sr-only">{starLabel}</span>
            </label>
          );
        })}
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </fieldset>
  );
}
