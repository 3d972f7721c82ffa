import type { CarLogoName } from "~/shared/lib/car-logos";
import sprite from "./car-logos.svg?url";

/**
 * A car maker's logo from the car-logo sprite (see icon-names.ts): one filled shape in the current text
 * colour, decorative (the brand's name is always written beside it).
 */
export function CarLogo({ name, className }: { name: CarLogoName; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      className={className}
      data-car-logo={name}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
