import type { IconName } from "./icon-names";

/**
 * A decorative Lucide icon (see icon-names.ts), drawn in the current text colour from the page's own sprite
 * (icon-sprite.ts), so it paints with the HTML.
 */
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
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** The page's own sprite element, whose symbols the icons draw (see icon-sprite.ts and app/root.tsx). */
export const ICON_SPRITE_ID = "icon-sprite";
