import { boxes, type MarkSize, UploadedLogo } from "~/shared/ui/brand-mark";

/** A dealer's logo, or until one is uploaded a monogram tile in the colour of a brand it sells. */
export function DealerMark({
  dealer,
  size = "md",
}: {
  dealer: { name: string; colour: string; logoUrl: string | null };
  size?: MarkSize;
}) {
  if (dealer.logoUrl) {
    const side = { sm: 32, md: 48, lg: 64 }[size];
    return <UploadedLogo src={dealer.logoUrl} box={boxes[size]} width={side} height={side} />;
  }
  const initials = dealer.name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  const text = size === "lg" ? "text-xl" : size === "sm" ? "text-[11px]" : "text-base";
  return (
    <span
      aria-hidden="true"
      className={`${boxes[size]} ${text} inline-flex shrink-0 items-center justify-center rounded-xl font-black tracking-tight text-white`}
      style={{ backgroundColor: dealer.colour }}
    >
      {initials}
    </span>
  );
}
