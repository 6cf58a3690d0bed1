// What My Properties says of a listing's freshness (ADR 033): when it was last renewed or confirmed, when it expires
// unless confirmed, since when it is expired, let or sold; and the counts above the table.

import { formatLagosDate } from '@naija-homes/contracts/format';
import { expiresIn, LET_OR_SOLD_SHOWN_DAYS, letOrSoldUntil, wholeDaysBetween } from '@naija-homes/contracts/freshness';
import type { MyProperty, PropertyStats } from '@naija-homes/contracts/property';

/** Waiting for the agent: asked and unanswered, or out of search as expired. */
export function isOutOfDate(property: MyProperty): boolean {
  return property.listingStatus === 'expired' || (property.freshnessAskedAt !== null && property.expiresAt !== null);
}

export function FreshnessNote({ property, now = new Date() }: { property: MyProperty; now?: Date }) {
  const lines: { text: string; urgent?: boolean }[] = [];
  if (property.renewedAt) lines.push({ text: `Renewed ${formatLagosDate(property.renewedAt)}` });
  if (property.listingStatus === 'expired' && property.expiredAt) {
    lines.push({ text: `Expired ${formatLagosDate(property.expiredAt)}: renew to show it again`, urgent: true });
  } else if (property.availability !== 'available' && property.unavailableSince) {
    const state = property.availability === 'sold' ? 'Sold' : 'Let';
    lines.push({ text: `${state} since ${formatLagosDate(property.unavailableSince)}` });
    if (property.listingStatus === 'active') {
      const left = LET_OR_SOLD_SHOWN_DAYS - wholeDaysBetween(property.unavailableSince, now);
      lines.push({
        text: `Leaves search ${formatLagosDate(letOrSoldUntil(property.unavailableSince).toISOString())} (${Math.max(0, left)} days)`,
      });
    }
  } else if (property.expiresAt) {
    const asked = property.freshnessAskedAt !== null;
    lines.push({
      text: asked
        ? `Still available? ${expiresIn(property.expiresAt, now)} unless confirmed`
        : expiresIn(property.expiresAt, now),
      urgent: asked,
    });
  }
  if (!lines.length) return null;
  return (
    <ul className="grid gap-0.5 text-xs text-muted-foreground">
      {lines.map((line) => (
        <li key={line.text} className={line.urgent ? 'font-medium text-orange-800' : undefined}>
          {line.text}
        </li>
      ))}
    </ul>
  );
}

type FreshnessCountsData = Pick<PropertyStats, 'awaitingConfirmation' | 'expired' | 'letOrSold'>;

/** 'N awaiting confirmation · N expired · N let or sold', when any is not zero. */
export function FreshnessCounts({ counts }: { counts: FreshnessCountsData }) {
  const parts = [
    counts.awaitingConfirmation ? `${counts.awaitingConfirmation} awaiting your confirmation` : '',
    counts.expired ? `${counts.expired} expired` : '',
    counts.letOrSold ? `${counts.letOrSold} let or sold` : '',
  ].filter(Boolean);
  if (!parts.length) return null;
  return (
    <p
      role="status"
      className="mb-4 rounded-md border border-orange-200 bg-orange-50 px-3 py-2 text-sm text-orange-900"
    >
      {parts.join(' · ')}. Listings not confirmed within 14 days of the question leave search until renewed.
    </p>
  );
}
