// Listings that never go stale (issue 37, ADR 033): 60 days after its renewal date a live listing's agent is asked
// to confirm it; unconfirmed 14 days later it leaves search as expired, until the agent renews it. A listing marked
// let or sold stays in search, marked, for 30 days, then leaves it (closed).

/** Days after the renewal date when the agent is asked whether the listing is still available. */
export const FRESHNESS_ASK_DAYS = 60;
/** Days after the ask when an unconfirmed listing expires (74 days after its renewal in all). */
export const FRESHNESS_GRACE_DAYS = 14;
/** Days a let or sold listing stays in search, marked, before it closes. */
export const LET_OR_SOLD_SHOWN_DAYS = 30;

const DAY_MS = 86_400_000;

/** What the listing is on the market: a let or sold one is still shown, marked, for LET_OR_SOLD_SHOWN_DAYS. */
export const availabilities = ['available', 'let', 'sold'] as const;
export type Availability = (typeof availabilities)[number];
export const availabilityLabels: Record<Availability, string> = { available: 'Available', let: 'Let', sold: 'Sold' };

/** A sale is sold; a rental or a short-let is let. */
export function letOrSoldFor(propertyFor: string | null): 'let' | 'sold' {
  return propertyFor === 'sale' ? 'sold' : 'let';
}

/** The actions of the agent's signed mail links (no sign-in). */
export const freshnessLinkActions = ['confirm', 'let-or-sold', 'renew'] as const;
export type FreshnessLinkAction = (typeof freshnessLinkActions)[number];

export const freshnessMessages = {
  badLink: 'This link is not valid. Sign in and open My Properties instead.',
  confirmed: 'Thanks: the listing stays in search as still available.',
  renewed: 'Renewed: the listing is back in search with a fresh date.',
  markedLetOrSold: (state: 'let' | 'sold') =>
    `Marked as ${state}: buyers see it as ${state} for ${LET_OR_SOLD_SHOWN_DAYS} days, then it leaves search.`,
  alreadyLetOrSold: (state: string) => `This listing is already marked as ${state}.`,
  notLive: 'This listing is not in search: renew it instead.',
  cannotRenew: 'Only an expired, closed, let or sold listing, or one awaiting confirmation, can be renewed.',
  notPublished: 'Publish the listing first.',
} as const;

/** When a live listing renewed at `renewedAt` and asked at `askedAt` (if it was) expires. */
export function expiresAt(renewedAt: Date | string, askedAt: Date | string | null): Date {
  if (askedAt) return new Date(new Date(askedAt).getTime() + FRESHNESS_GRACE_DAYS * DAY_MS);
  return new Date(new Date(renewedAt).getTime() + (FRESHNESS_ASK_DAYS + FRESHNESS_GRACE_DAYS) * DAY_MS);
}

/** When a listing let or sold at `since` leaves search. */
export function letOrSoldUntil(since: Date | string): Date {
  return new Date(new Date(since).getTime() + LET_OR_SOLD_SHOWN_DAYS * DAY_MS);
}

/** Whole days from `from` to `to` (0 when `to` is earlier: a clock ahead of the browser's never says 'in -2 days'). */
export function wholeDaysBetween(from: Date | string, to: Date | string): number {
  return Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / DAY_MS));
}

/** 'Updated today', 'Updated 1 day ago', 'Updated 12 days ago'. */
export function updatedAgo(renewedAt: Date | string, now: Date | string = new Date()): string {
  const days = wholeDaysBetween(renewedAt, now);
  if (days === 0) return 'Updated today';
  return `Updated ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** 'Expires in 3 days', 'Expires today'. */
export function expiresIn(at: Date | string, now: Date | string = new Date()): string {
  const ms = new Date(at).getTime() - new Date(now).getTime();
  const days = Math.max(0, Math.ceil(ms / DAY_MS));
  if (days === 0) return 'Expires today';
  return `Expires in ${days} ${days === 1 ? 'day' : 'days'}`;
}
