/** Footer brand grid (SPEC §2.9, §9). */
export const MASONRY_GAP = 16;
export const MASONRY_SSR_COLUMNS = 2;
export const MASONRY_BREAKPOINT = 490;

export function masonryColumnWidth(windowWidth: number): number {
  return windowWidth > MASONRY_BREAKPOINT ? 180 : 110;
}

/** How many columns of at least the column width fit in the container, never fewer than one. */
export function masonryColumns(containerWidth: number, windowWidth: number): number {
  const width = masonryColumnWidth(windowWidth);
  return Math.max(1, Math.floor((containerWidth + MASONRY_GAP) / (width + MASONRY_GAP)));
}
