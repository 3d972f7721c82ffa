/** A brand's logo, or until one is uploaded a monogram tile in the brand's colour. */
export function BrandMark({
  brand,
  size = "md",
}: {
  brand: { name: string; colour: string; logoUrl: string | null };
  size?: "sm" | "md" | "lg";
}) {
  const box = size === "lg" ? "size-16 text-xl" : size === "sm" ? "size-8 text-[11px]" : "size-12 text-base";
  if (brand.logoUrl) {
    const px = size === "lg" ? 64 : size === "sm" ? 32 : 48;
    return (
      <img src={brand.logoUrl} alt="" width={px} height={px} className={`${box} rounded-xl object-contain`} />
    );
  }
  const initials = brand.name
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-xl font-black tracking-tight text-white`}
      style={{ backgroundColor: brand.colour }}
    >
      {initials}
    </span>
  );
}
