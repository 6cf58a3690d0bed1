// Comparing listings side by side (/compare).
export const COMPARE_MAX = 4;
export const compareMessages = {
  full: `You can compare up to ${COMPARE_MAX} properties. Remove one to add another.`,
  added: 'Added to compare',
  removed: 'Removed from compare',
} as const;
