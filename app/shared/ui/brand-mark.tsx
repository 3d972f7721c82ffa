import type { BrandLogo } from "~/shared/lib/brand-logo";
import { CarLogo } from "~/shared/ui/car-logo";

export type MarkSize = "sm" | "md" | "lg";

/** A dealer's square tile. */
export const boxes: Record<MarkSize, string> = { sm: "size-8", md: "size-12", lg: "size-16" };
/** A maker's slot, wider than high so that a wordmark fits it and names beside any mark line up. */
const slots: Record<MarkSize, string> = { sm: "h-8 w-12", md: "h-12 w-20", lg: "h-16 w-24" };
const slotPixels: Record<MarkSize, [number, number]> = { sm: [48, 32], md: [80, 48], lg: [96, 64] };
/** Air around an icon-set logo, which is drawn edge to edge. */
const iconAir: Record<MarkSize, string> = { sm: "", md: "p-1", lg: "p-1.5" };
/** A wordmark's type by its longest word (BrandLogo's `fit`), to fit its slot. */
const wordmarkType: Record<MarkSize, [string, string, string]> = {
  sm: ["text-[13px]", "text-[9px]", "text-[7px]"],
  md: ["text-lg", "text-sm", "text-[11px]"],
  lg: ["text-2xl", "text-base", "text-[13px]"],
};

/** A logo uploaded in the back office (a brand's or a dealer's), decorative: the name is written beside it. */
export function UploadedLogo({
  src,
  box,
  width,
  height,
}: {
  src: string;
  box: string;
  width: number;
  height: number;
}) {
  return (
    <img
      src={src}
      alt=""
      width={width}
      height={height}
      className={`${box} shrink-0 rounded-xl object-contain`}
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
  const [width, height] = slotPixels[size];
  if (logo.kind === "upload")
    return <UploadedLogo src={logo.src} box={slots[size]} width={width} height={height} />;
  if (logo.kind === "icon")
    return <CarLogo name={logo.name} className={`shrink-0 ${slots[size]} ${iconAir[size]}`} />;
  return (
    <span
      aria-hidden="true"
      data-wordmark
      className={`brand-wordmark ${slots[size]} ${wordmarkType[size][logo.fit]}`}
    >
      {brand.name}
    </span>
  );
}
