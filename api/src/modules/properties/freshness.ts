// Listings that never go stale (issue 37, docs/decisions/033-listing-freshness.md). The minute sweep asks the agent
// of a live listing 60 days past its renewal date whether it is still available (mail with signed one-click links,
// and a notification), expires it 14 days after an unanswered ask, and closes a let or sold listing 30 days after it
// was marked. The agent answers from the mail (no sign-in) or from My Properties: 'Still available' and a renewal
// give the listing a fresh renewal date (and put an expired or closed one back in search); 'Mark as let/sold' shows
// its state in search for 30 days. Time is the billing clock, so tests and `npm run billing:advance` move it.

import { adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import {
  FRESHNESS_ASK_DAYS,
  FRESHNESS_GRACE_DAYS,
  type FreshnessLinkAction,
  freshnessMessages,
  LET_OR_SOLD_SHOWN_DAYS,
  letOrSoldFor,
} from '@naija-homes/contracts/freshness';
import { propertyMessages } from '@naija-homes/contracts/property';
import { type AnyColumn, and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { properties, users } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import type { JobQueue } from '../../jobs/queue';
import { HttpError } from '../../lib/errors';
import { escapeHtml } from '../../lib/html';
import { isUuid } from '../../lib/ids';
import { linkToken, linkTokenMatches } from '../../lib/signed-link';
import type { Mailer, MailMessage } from '../../providers/mail';
import { mailBrand, mailLayout } from '../../providers/mail/templates';
import { billingNow } from '../../providers/payments/clock';
import { notify } from '../notifications/notifications.service';
import { recordListingChange } from '../saved-searches/saved-search-alerts';
import { searchLive } from '../search/search.sql';
import { lockOwned } from './owned-property';

const DAY_MS = 86_400_000;
/** Listings asked, expired or closed per statement (the sweep repeats until none is left). */
const SWEEP_BATCH = 200;

export interface FreshnessDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  secret: string;
}

const linkPurpose = (action: FreshnessLinkAction) => `listing-freshness:${action}`;

/** The signed link of an action on a listing, for its agent's mail: works without signing in. */
export function freshnessLinkUrl(appUrl: string, secret: string, propertyId: string, action: FreshnessLinkAction) {
  return `${appUrl}/api/v1/listing-freshness/${propertyId}/${action}?token=${linkToken(secret, linkPurpose(action), propertyId)}`;
}

/** The listing a signed link names; one 404 for a bad token or a listing that is gone, so links cannot be probed. */
export async function listingOfFreshnessLink(
  db: Db | Tx,
  secret: string,
  id: string,
  action: FreshnessLinkAction,
  token: string,
): Promise<PropertyRow> {
  if (!isUuid(id) || !linkTokenMatches(secret, linkPurpose(action), id, token)) {
    throw new HttpError(404, freshnessMessages.badLink);
  }
  const [row] = await db.select().from(properties).where(eq(properties.id, id));
  if (!row) throw new HttpError(404, freshnessMessages.badLink);
  return row;
}

/** Whether a one-click renewal applies: out of search by freshness, let or sold, or asked and not yet answered. */
export function canRenew(
  row: Pick<PropertyRow, 'listingStatus' | 'availability' | 'freshnessAskedAt' | 'isPublished'>,
) {
  if (!row.isPublished) return false;
  if (row.listingStatus === 'expired' || row.listingStatus === 'closed') return true;
  return row.listingStatus === 'active' && (row.availability !== 'available' || row.freshnessAskedAt !== null);
}

/**
 * Renews a locked listing: a fresh renewal date, back in search if it had expired or closed, available again, the
 * ask answered. Refused (409) when nothing is due, so twenty clicks at once make one renewal and nineteen answers
 * that it is done; an admin's hold stays (the agent cannot put a held listing back live).
 */
export async function renewLocked(tx: Tx, current: PropertyRow, now: Date): Promise<PropertyRow> {
  if (current.moderationReason !== null) throw new HttpError(409, adminPropertyMessages.heldByAdmin);
  if (!current.isPublished) throw new HttpError(409, freshnessMessages.notPublished);
  if (!canRenew(current)) throw new HttpError(409, freshnessMessages.cannotRenew);
  const [saved] = await tx
    .update(properties)
    .set({
      listingStatus: 'active',
      renewedAt: now,
      freshnessAskedAt: null,
      expiredAt: null,
      availability: 'available',
      unavailableSince: null,
    })
    .where(eq(properties.id, current.id))
    .returning();
  return saved as PropertyRow;
}

/**
 * Marks a locked live listing let (a rental, a short-let) or sold (a sale): shown so in search for 30 days. Buyers
 * who saved it are told (a listing-alert event in this transaction, ADR 031).
 */
export async function markLetOrSoldLocked(
  tx: Tx,
  current: PropertyRow,
  now: Date,
  jobs: JobQueue | undefined,
): Promise<PropertyRow> {
  if (current.moderationReason !== null) throw new HttpError(409, adminPropertyMessages.heldByAdmin);
  if (current.availability !== 'available') {
    throw new HttpError(409, freshnessMessages.alreadyLetOrSold(current.availability));
  }
  if (!current.isPublished || current.listingStatus !== 'active') throw new HttpError(409, freshnessMessages.notLive);
  const [saved] = await tx
    .update(properties)
    .set({ availability: letOrSoldFor(current.propertyFor), unavailableSince: now, freshnessAskedAt: null })
    .where(eq(properties.id, current.id))
    .returning();
  await recordListingChange(tx, jobs, current.id, { kind: letOrSoldFor(current.propertyFor) });
  return saved as PropertyRow;
}

/** The agent's renewal from My Properties (their own listing, under its row lock). */
export async function renewListing(db: Db, ownerId: string, propertyId: string): Promise<PropertyRow> {
  return db.transaction(async (tx) => renewLocked(tx, await lockOwned(tx, ownerId, propertyId), await billingNow(tx)));
}

/** The agent's 'Mark as let/sold' from My Properties. */
export async function markLetOrSold(
  db: Db,
  ownerId: string,
  propertyId: string,
  jobs: JobQueue | undefined,
): Promise<PropertyRow> {
  return db.transaction(async (tx) =>
    markLetOrSoldLocked(tx, await lockOwned(tx, ownerId, propertyId), await billingNow(tx), jobs),
  );
}

/** Locks a listing by id (the signed links' path: the token stands for its owner). */
async function lockListing(tx: Tx, id: string): Promise<PropertyRow> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, id)).for('update');
  if (!row) throw new HttpError(404, freshnessMessages.badLink);
  return row;
}

/**
 * What a signed link's POST does: 'confirm' (Still available) and 'renew' renew the listing, 'let-or-sold' marks it.
 * Asked again after it is done (a second click, a mail client's retry), the answer is the same page, not an error.
 */
export async function actOnFreshnessLink(
  db: Db,
  secret: string,
  id: string,
  action: FreshnessLinkAction,
  token: string,
  jobs: JobQueue | undefined,
): Promise<{ row: PropertyRow; done: boolean }> {
  await listingOfFreshnessLink(db, secret, id, action, token);
  return db.transaction(async (tx) => {
    const current = await lockListing(tx, id);
    const now = await billingNow(tx);
    try {
      const row =
        action === 'let-or-sold'
          ? await markLetOrSoldLocked(tx, current, now, jobs)
          : await renewLocked(tx, current, now);
      return { row, done: true };
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return { row: current, done: false };
      throw error;
    }
  });
}

interface AgentListing {
  id: string;
  title: string;
  slug: string;
  propertyFor: string | null;
  email: string;
  firstName: string;
  ownerId: string;
}

const brand = mailBrand;

function button(href: string, label: string, filled: boolean) {
  const style = filled
    ? `background:${brand};color:#fff;border:2px solid ${brand}`
    : `background:#fff;color:${brand};border:2px solid ${brand}`;
  return `<a href="${escapeHtml(href)}" style="display:inline-block;margin:4px 8px 4px 0;padding:10px 18px;border-radius:8px;${style};text-decoration:none;font-weight:bold">${escapeHtml(label)}</a>`;
}

function agentMail(to: AgentListing, subject: string, paragraphs: string[], buttons: [string, string][]): MailMessage {
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.firstName},`,
      ...paragraphs,
      ...buttons.map(([label, href]) => `${label}: ${href}`),
      '— Naija Homes',
    ].join('\n\n'),
    html: mailLayout(
      subject,
      `<p>Hello ${escapeHtml(to.firstName)},</p>${paragraphs.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p style="margin:24px 0">${buttons.map(([label, href], index) => button(href, label, index === 0)).join('')}</p>`,
      'The buttons work without signing in and ask you to confirm first. You can also answer from My Properties.',
    ),
  };
}

/** The 60-day question: 'Still available' and 'Mark as let/sold', each one click (after a confirm page). */
export function askMail(deps: Pick<FreshnessDeps, 'appUrl' | 'secret'>, to: AgentListing, expires: Date): MailMessage {
  const state = letOrSoldFor(to.propertyFor);
  const link = (action: FreshnessLinkAction) => freshnessLinkUrl(deps.appUrl, deps.secret, to.id, action);
  return agentMail(
    to,
    `Is “${to.title}” still available?`,
    [
      `Your listing “${to.title}” has not been updated for ${FRESHNESS_ASK_DAYS} days. Buyers trust listings that are current: please tell us whether it is still available.`,
      `If we do not hear from you by ${expires.toUTCString().slice(0, 16)}, it leaves search as expired; you can renew it in one click then.`,
      `Listing: ${deps.appUrl}/properties/${to.slug}`,
    ],
    [
      ['Still available', link('confirm')],
      [`Mark as ${state}`, link('let-or-sold')],
    ],
  );
}

/** The expiry notice, with the one-click renewal. */
export function expiredMail(deps: Pick<FreshnessDeps, 'appUrl' | 'secret'>, to: AgentListing): MailMessage {
  return agentMail(
    to,
    `“${to.title}” has expired`,
    [
      `Your listing “${to.title}” was not confirmed within ${FRESHNESS_GRACE_DAYS} days, so it has left search as expired.`,
      'If it is still available, renew it: it comes back in search with a fresh date.',
    ],
    [['Renew listing', freshnessLinkUrl(deps.appUrl, deps.secret, to.id, 'renew')]],
  );
}

const agentColumns = {
  id: properties.id,
  title: properties.title,
  slug: properties.slug,
  propertyFor: properties.propertyFor,
  ownerId: properties.ownerId,
  email: users.email,
  firstName: users.firstName,
};

/**
 * One batch of a sweep step: takes up to SWEEP_BATCH rows matching `due` (locked, SKIP LOCKED so a concurrent run
 * takes others), applies `set` with `due` checked again, and tells each agent in the same transaction.
 */
async function sweepStep(
  deps: FreshnessDeps,
  due: ReturnType<typeof and>,
  set: Partial<typeof properties.$inferInsert>,
  tell: (tx: Tx, listing: AgentListing) => Promise<void>,
): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const ids = tx.select({ id: properties.id }).from(properties).where(due).limit(SWEEP_BATCH).for('update', {
        skipLocked: true,
      });
      const changed = await tx
        .update(properties)
        .set(set)
        .where(and(inArray(properties.id, ids), due))
        .returning({ id: properties.id });
      if (!changed.length) return 0;
      const listings = await tx
        .select(agentColumns)
        .from(properties)
        .innerJoin(users, eq(users.id, properties.ownerId))
        .where(
          inArray(
            properties.id,
            changed.map((row) => row.id),
          ),
        );
      for (const listing of listings) await tell(tx, listing);
      return changed.length;
    });
    total += done;
    if (done < SWEEP_BATCH) return total;
  }
}

/**
 * The freshness sweep (a step of the minute sweeps, once per minute across processes): asks, expires and closes
 * what is due at `now` (the billing clock). Each listing is asked once per renewal: the ask date is stored with the
 * mail and the notification, and only a renewal clears it.
 */
export async function runFreshnessSweep(
  deps: FreshnessDeps,
  at?: Date,
): Promise<{ asked: number; expired: number; closed: number }> {
  const now = at ?? (await billingNow(deps.db));
  const p = properties;
  const askBefore = new Date(now.getTime() - FRESHNESS_ASK_DAYS * DAY_MS);
  const expireAskedBefore = new Date(now.getTime() - FRESHNESS_GRACE_DAYS * DAY_MS);
  const closeSince = new Date(now.getTime() - LET_OR_SOLD_SHOWN_DAYS * DAY_MS);

  const asked = await sweepStep(
    deps,
    and(searchLive, eq(p.availability, 'available'), isNull(p.freshnessAskedAt), lte(p.renewedAt, askBefore)),
    { freshnessAskedAt: now },
    async (tx, listing) => {
      const expires = new Date(now.getTime() + FRESHNESS_GRACE_DAYS * DAY_MS);
      await deps.mailer.send(tx, askMail(deps, listing, expires));
      await notify(tx, listing.ownerId, {
        title: 'Is your listing still available?',
        message: `“${listing.title}” has not been updated for ${FRESHNESS_ASK_DAYS} days. Confirm it on My Properties ('Still available' or 'Mark as ${letOrSoldFor(listing.propertyFor)}') within ${FRESHNESS_GRACE_DAYS} days, or it leaves search as expired.`,
      });
    },
  );
  const expired = await sweepStep(
    deps,
    and(
      eq(p.listingStatus, 'active'),
      eq(p.availability, 'available'),
      isNotNull(p.freshnessAskedAt),
      lte(p.freshnessAskedAt, expireAskedBefore),
    ),
    { listingStatus: 'expired', expiredAt: now },
    async (tx, listing) => {
      await deps.mailer.send(tx, expiredMail(deps, listing));
      await notify(tx, listing.ownerId, {
        title: 'Listing expired',
        message: `“${listing.title}” was not confirmed and has left search. Renew it in one click on My Properties if it is still available.`,
      });
    },
  );
  const closed = await sweepStep(
    deps,
    and(eq(p.listingStatus, 'active'), isNotNull(p.unavailableSince), lte(p.unavailableSince, closeSince)),
    { listingStatus: 'closed', expiredAt: now },
    async () => {},
  );
  return { asked, expired, closed };
}

/**
 * Dev only (the dev routes, mounted with the outbox): the listing's publication and freshness dates move back by
 * `days`, as if that time had passed for it alone, and the sweep runs. Demos and end-to-end tests show an ask, an
 * expiry or a let listing closing without moving the billing clock every plan and listing shares.
 */
export async function ageListing(deps: FreshnessDeps, id: string, days: number): Promise<PropertyRow> {
  const back = (column: AnyColumn) => sql`${column} - make_interval(days => ${days})`;
  const [aged] = await deps.db
    .update(properties)
    .set({
      publishedAt: back(properties.publishedAt),
      renewedAt: back(properties.renewedAt),
      freshnessAskedAt: back(properties.freshnessAskedAt),
      unavailableSince: back(properties.unavailableSince),
      expiredAt: back(properties.expiredAt),
    })
    .where(eq(properties.id, id))
    .returning({ id: properties.id });
  if (!aged) throw new HttpError(404, propertyMessages.notFound);
  await runFreshnessSweep(deps);
  const [row] = await deps.db.select().from(properties).where(eq(properties.id, id));
  return row as PropertyRow;
}
