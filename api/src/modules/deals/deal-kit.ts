// The server half of the deal kit (issue 34; contracts/src/deal.ts is the other): what offers, bookings and
// inspections share. A party's move is one conditional update whose WHERE names the mover's side and the states the
// kind's table allows the move from (ADR 018), so two moves racing leave one effect and a 409; a deal is private to
// its two parties (anyone else gets 404); lists are one side's deals a page at a time. Each kind's service keeps only
// what differs: its checks before a move, what a move writes besides the status, and the notices it sends.
import type { DealLifecycle, DealListing, DealParty, DealSide } from '@naija-homes/contracts/deal';
import { messages } from '@naija-homes/contracts/messages';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { properties } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { totalPages } from '../../lib/pagination';
import { partyName } from '../notifications/notices';

/** A table of deals: each row names its buyer and agent and has a status from its kind's state table. */
export type DealTable = PgTable & { id: PgColumn; buyerId: PgColumn; agentId: PgColumn; status: PgColumn };

/** The side `userId` is on in `deal`; for anyone else (or no such deal) 404, as if it did not exist. */
export function dealSideOf<Deal extends { buyerId: string; agentId: string }>(
  deal: Deal | undefined,
  userId: string,
): { deal: Deal; side: DealSide } {
  if (deal?.buyerId === userId) return { deal, side: 'buyer' };
  if (deal?.agentId === userId) return { deal, side: 'agent' };
  throw new HttpError(404, messages.notFound);
}

export interface DealMove<Table extends DealTable, Status extends string, Action extends string> {
  id: string;
  side: DealSide;
  userId: string;
  action: Action;
  /** What the move writes: the new status and whatever else the kind keeps with it (a counter price, a reason). */
  set: PgUpdateSetSource<Table>;
  /** The 409's words when the deal is no longer in a state the move is allowed from. */
  notAllowed: (status: Status) => string;
  /** Asked before the plain 409, when the update changed nothing: a kind may have a more telling refusal. */
  explainRefusal?: () => Promise<void>;
}

/**
 * Makes `move` as one conditional update: only the mover's own deal, only from a state the kind's table allows the
 * action from. When nothing matched (another move won the race, or it is not this side's turn), 409 with the state
 * the deal is in now.
 */
export async function moveDeal<Table extends DealTable, Status extends string, Action extends string>(
  tx: Tx,
  table: Table,
  lifecycle: DealLifecycle<Status, Action>,
  move: DealMove<Table, Status, Action>,
): Promise<void> {
  const from = lifecycle.statesAllowing(move.side, move.action);
  const [updated] = await tx
    .update(table)
    .set(move.set)
    .where(
      and(
        eq(table.id, move.id),
        eq(move.side === 'buyer' ? table.buyerId : table.agentId, move.userId),
        from.length ? inArray(table.status, from) : sql`false`,
      ),
    )
    .returning({ id: table.id });
  if (updated) return;
  await move.explainRefusal?.();
  // Widened: drizzle cannot tell whether a generic table is a data-modifying subquery.
  const deals: PgTable = table;
  const [current] = await tx.select({ status: table.status }).from(deals).where(eq(table.id, move.id));
  if (!current) throw new HttpError(404, messages.notFound);
  throw new HttpError(409, move.notAllowed(current.status as Status));
}

/** One side's deals: the condition every list and count of that side starts from, with an optional status. */
export function dealsOf(table: DealTable, side: DealSide, userId: string, status?: string): SQL {
  const mine = eq(side === 'buyer' ? table.buyerId : table.agentId, userId);
  return (status ? and(mine, eq(table.status, status)) : mine) as SQL;
}

/**
 * A page of one side's deals: `read` fetches the rows of the page in the kind's order, and the total is counted on
 * the same condition.
 */
export async function dealsPage<Row, Item>(
  db: Db,
  table: DealTable,
  query: { side: DealSide; userId: string; status?: string | undefined; page: number; limit: number },
  read: (where: SQL, range: { limit: number; offset: number }) => Promise<Row[]>,
  json: (row: Row) => Item,
): Promise<{ data: Item[]; totalPages: number }> {
  const where = dealsOf(table, query.side, query.userId, query.status);
  const [rows, [total]] = await Promise.all([
    read(where, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    db.select({ value: count() }).from(table).where(where),
  ]);
  return { data: rows.map(json), totalPages: totalPages(Number(total?.value ?? 0), query.limit) };
}

/** The listing's columns a deal card shows; select them as `property` beside the deal. */
export const dealListingColumns = {
  id: properties.id,
  slug: properties.slug,
  title: properties.title,
  address: properties.address,
  city: properties.city,
  photos: properties.photos,
};

type DealListingRow = {
  id: string;
  slug: string;
  title: string;
  address: string | null;
  city: string | null;
  photos: { cardUrl: string }[];
};

export function dealListingJson(property: DealListingRow): DealListing {
  return {
    _id: property.id,
    slug: property.slug,
    title: property.title,
    address: property.address,
    city: property.city,
    photo: property.photos[0]?.cardUrl ?? null,
  };
}

export function dealPartyJson(party: {
  id: string;
  firstName: string;
  lastName: string;
  image: string | null;
}): DealParty {
  return { _id: party.id, fullName: partyName(party), photo: party.image };
}
