import { boxes, type MarkSize, UploadedLogo } from "~/shared/ui/brand-mark";

/**
 * A dealer's logo, or until one is uploaded its monogram (written by the loader) on a tile in the colour of a
 * brand it sells.
 */
export function DealerMark({
  dealer,
  size = "md",
}: {
  dealer: { initials: string; colour: string; logoUrl: string | null };
  size?: MarkSize;
}) {
  if (dealer.logoUrl) {
    const side = { sm: 32, md: 48, lg: 64 }[size];
    return <UploadedLogo src={dealer.logoUrl} box={boxes[size]} width={side} height={side} />;
  }
  return (
    <span
      aria-hidden="true"
      data-size={size}
      className={`dealer-tile ${boxes[size]}`}
      style={{ backgroundColor: dealer.colour }}
    >
      {dealer.initials}
    </span>
  );
}
