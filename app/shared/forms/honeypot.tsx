/** The field a bot fills in and a person never sees; every public form carries it (`Honeypot`, `guardForm`). */
export const HONEYPOT_FIELD = "website";

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
