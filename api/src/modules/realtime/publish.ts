// Publishing an event to a user: a row in realtime_events (so a reconnecting client can replay it) and a NOTIFY with
// its id, sent by PostgreSQL when the transaction commits, so no client hears of a change that was rolled back.
import type { RealtimeEventData, RealtimeEventType } from '@naija-homes/contracts/chat';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { realtimeEvents } from '../../db/schema';

export const REALTIME_CHANNEL = 'naija_realtime';

export async function publishEvent<T extends RealtimeEventType>(
  db: Db | Tx,
  userId: string,
  type: T,
  data: RealtimeEventData[T],
): Promise<number> {
  const [row] = await db.insert(realtimeEvents).values({ userId, type, data }).returning({ id: realtimeEvents.id });
  const id = row?.id ?? 0;
  // Ids only: a payload is capped at 8,000 bytes, and the listener reads the row it names.
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${`${id}:${userId}`})`);
  return id;
}
