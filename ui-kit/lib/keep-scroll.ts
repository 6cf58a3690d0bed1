/**
 * Navigation state that asks the shell's scroll restoration to leave the page where it is: a change of the address
 * that only refreshes what is already on screen (the search map's moves, a drawn area) is not a new page, and the
 * person reading the results below must not be thrown back to the top. Pass it as `state` when navigating.
 */
export const keepScrollState = { keepScroll: true } as const;

/** Whether a location's state is `keepScrollState`. */
export function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}
