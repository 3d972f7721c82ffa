import type { IconName } from "./icon-names";

/**
 * A decorative Lucide icon (see icon-names.ts), drawn in the current text colour from the page's own sprite
 * (icon-sprite.ts), so it paints with the HTML. Its strokes are styled once, by `.icon` in app.css, rather than
 * by attributes on each of a page's dozens of icons; the symbol's own viewBox scales it to the size `className`
 * gives.
 */
export function Icon({ name, className = "" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={`icon ${className}`}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}

/** The page's own sprite element, whose symbols the icons draw (see icon-sprite.ts and app/root.tsx). */
export const ICON_SPRITE_ID = "icon-sprite";
