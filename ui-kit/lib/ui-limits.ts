// Timings and sizes of the interface (spec §9) that no server rule depends on.
export const uiLimits = {
  /** Skeleton rows a table shows while it loads. */
  tableSkeletonRows: 10,
  /** Header badges show 99+ past this. */
  badgeCap: 99,
  /** How far the page scrolls before the header gets its shadow (px). */
  headerShadowOffset: 85,
  /** Search boxes wait this long after the last key before searching (ms). */
  debounceMs: 500,
  /** The home carousel moves on after this long (ms). */
  carouselAutoplayMs: 3000,
} as const;

/** A badge's count: the number, or 99+ past the cap. */
export function formatBadgeCount(count: number): string {
  return count > uiLimits.badgeCap ? `${uiLimits.badgeCap}+` : String(count);
}
