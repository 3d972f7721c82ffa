import type { BrandIconName } from "./icon-names";
import sprite from "./brand-icons.svg?url";

/**
 * A decorative brand logo from the brand sprite (see icon-names.ts): a filled shape in the current text
 * colour, where `<Icon>` draws Lucide's strokes.
 */
export function BrandIcon({ name, className }: { name: BrandIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" className={className}>
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
