import type { IconName } from "./icon-names";
import sprite from "./icons.svg?url";

/** A decorative Lucide icon from the site's sprite (see icon-names.ts), drawn in the current text colour. */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
