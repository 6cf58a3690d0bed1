// What the property page reports (POST /property/{id}/events) and what search shows, counted into the rollup:
// - a view once per visitor per listing per Lagos day (listing_view_visitors decides, under concurrency too);
// - a contact click each time;
// - a chat started from a listing's page once per buyer per listing per day, counted by the room's first message
//   itself (POST /room/create names the listing: `recordChatStarted`);
// - search impressions: the listings of a results page, one statement per page.
// Nobody counts their own listing, admins looking around are not visitors, and bots are never counted.
import { createHmac } from 'node:crypto';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import type { ListingEventType } from '@naija-homes/contracts/insights';
import { searchMessages } from '@naija-homes/contracts/search';
import { and, eq, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Database, Db, Tx } from '../../db/client';
import { executeRows } from '../../db/client';
import { properties } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { searchLive } from '../search/search.sql';
import { isBot } from './bots';
import { lagosToday, recordListingEvent } from './listing-events';

/** Visitors already counted are kept this many days (today's and yesterday's, whatever the clocks say). */
export const VIEW_VISITORS_KEPT_DAYS = 2;

export interface BeaconSource {
  /** The signed-in user, if any. */
  user: UserRow | null;
  /** The client's address (as the rate limits see it) and browser: a visitor when nobody is signed in. */
  ip: string;
  userAgent: string | undefined;
  /** The server's secret: visitors are stored as keyed hashes, never as addresses. */
  secret: string;
}

/** Who is visiting, as a keyed hash: the user when signed in, else their address and browser for today. */
export function visitorKey(source: BeaconSource, purpose: 'view' | 'chat' = 'view'): string {
  // An anonymous visitor's hash includes today's date, so nobody can follow an address from one day to the next.
  const who = source.user ? `user:${source.user.id}` : `${source.ip}|${source.userAgent ?? ''}|${lagosIsoDate()}`;
  return createHmac('sha256', source.secret).update(`${purpose}|${who}`).digest('hex');
}

/**
 * Adds the visitor to today's visitors of the listing; true when they were not there yet. The primary key decides
 * between concurrent copies: one insert wins, the others wait for it and find the row.
 */
async function firstToday(tx: Tx, propertyId: string, visitor: string): Promise<boolean> {
  const rows = await executeRows<{ inserted: number }>(
    tx,
    sql`insert into listing_view_visitors (property_id, day, visitor)
        values (${propertyId}::uuid, ${lagosToday}, ${visitor})
        on conflict do nothing
        returning 1 as inserted`,
  );
  return rows.length > 0;
}

/**
 * Records one beacon of a live listing's page. Answers whether it was counted (for tests and logs): a bot, the
 * listing's own agent, an admin, or a view already counted today are not.
 * A listing that does not exist or is not live is a 404, as its page is.
 */
export async function recordBeacon(
  db: Db,
  propertyId: string,
  type: ListingEventType,
  source: BeaconSource,
): Promise<boolean> {
  if (!isUuid(propertyId)) throw new HttpError(404, searchMessages.notFound);
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ ownerId: properties.ownerId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), searchLive));
    if (!listing) throw new HttpError(404, searchMessages.notFound);
    if (isBot(source.userAgent)) return false;
    const { user } = source;
    if (user && (user.id === listing.ownerId || user.role === 'ADMIN')) return false;
    switch (type) {
      case 'view': {
        if (!(await firstToday(tx, propertyId, visitorKey(source)))) return false;
        await recordListingEvent(tx, 'views', propertyId);
        return true;
      }
      case 'contact-click': {
        await recordListingEvent(tx, 'contactClicks', propertyId);
        return true;
      }
    }
  });
}

/**
 * A buyer's message from a listing's page started a chat about it: counted once per buyer, listing and day, inside
 * the message's transaction. A listing that is not the agent's (a stale page, a forged id) is not counted; the
 * message itself goes through all the same.
 */
export async function recordChatStarted(
  tx: Tx,
  chat: { buyerId: string; agentId: string; propertyId: string },
  secret: string,
): Promise<boolean> {
  if (!isUuid(chat.propertyId)) return false;
  const [listing] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, chat.propertyId), eq(properties.ownerId, chat.agentId)));
  if (!listing) return false;
  const buyer = createHmac('sha256', secret).update(`chat|user:${chat.buyerId}`).digest('hex');
  if (!(await firstToday(tx, chat.propertyId, buyer))) return false;
  await recordListingEvent(tx, 'chats', chat.propertyId);
  return true;
}

/**
 * Counts one impression for each listing of a results page (one statement). Bots' searches are not counted.
 * Every search writes these, and searches that show the same listings update the same rows: the commit does not
 * wait for the disk (`unflushedCommit`), so a popular listing's row is held for the update alone, not a disk
 * flush. Only a crash of the database server itself can lose the last fraction of a second of impressions;
 * nothing else is written so.
 */
export async function recordImpressions(
  database: Database,
  propertyIds: readonly string[],
  userAgent: string | undefined,
): Promise<void> {
  if (propertyIds.length === 0 || isBot(userAgent)) return;
  await recordListingEvent(database.db, 'impressions', propertyIds, 1, true);
}

/** Forgets visitors counted before yesterday (Lagos): they can no longer be counted twice. Returns how many. */
export async function pruneViewVisitors(db: Db | Tx): Promise<number> {
  const rows = await executeRows<{ n: number }>(
    db,
    sql`with gone as (
          delete from listing_view_visitors
          where day < ${lagosToday} - ${VIEW_VISITORS_KEPT_DAYS - 1}::int
          returning 1
        ) select count(*)::int as n from gone`,
  );
  return Number(rows[0]?.n ?? 0);
}
