import type { BrandLogo } from "~/shared/lib/brand-logo";
import { CarLogo } from "~/shared/ui/car-logo";

export type MarkSize = "sm" | "md" | "lg";

export const boxes: Record<MarkSize, string> = { sm: "size-8", md: "size-12", lg: "size-16" };
const pixels: Record<MarkSize, number> = { sm: 32, md: 48, lg: 64 };
/** Air around an icon-set logo, which is drawn edge to edge. */
const iconAir: Record<MarkSize, string> = { sm: "", md: "p-1", lg: "p-1.5" };

/** A logo uploaded in the back office (a brand's or a dealer's), decorative: the name is written beside it. */
export function UploadedLogo({ src, size }: { src: string; size: MarkSize }) {
  return (
    <img
      src={src}
      alt=""
      width={pixels[size]}
      height={pixels[size]}
      className={`${boxes[size]} shrink-0 rounded-xl object-contain`}
    />
  );
}

/**
 * A car maker's mark wherever the maker is shown, as its loader chose it (brandLogoOf, so the list of icons
 * ships no JavaScript): its uploaded logo, else its logo from the icon set, else its name set as a wordmark,
 * one word a line so that it never breaks inside a word. The icon comes from the car-logo sprite, an SVG file
 * fetched once.
 */
export function BrandMark({
  brand,
  size = "md",
}: {
  brand: { name: string; logo: BrandLogo };
  size?: MarkSize;
}) {
  const { logo } = brand;
  if (logo.kind === "upload") return <UploadedLogo src={logo.src} size={size} />;
  if (logo.kind === "icon")
    return <CarLogo name={logo.name} className={`shrink-0 ${boxes[size]} ${iconAir[size]}`} />;
  return (
    <span aria-hidden="true" data-wordmark className={`brand-wordmark brand-wordmark-${size}`}>
      {brand.name}
    </span>
  );
}
