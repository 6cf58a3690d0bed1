// Publishing events to users: rows in realtime_events (so a reconnecting client can replay them) and a NOTIFY with
// each id, sent by PostgreSQL when the transaction commits, so no client hears of a change that was rolled back.
import type { RealtimeEventData, RealtimeEventType } from '@naija-homes/contracts/chat';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { realtimeEvents } from '../../db/schema';

export const REALTIME_CHANNEL = 'naija_realtime';

export type OutgoingEvent = {
  [T in RealtimeEventType]: { userId: string; type: T; data: RealtimeEventData[T] };
}[RealtimeEventType];

/** Publishes several events with two statements, whatever their number (a chat message has three). */
export async function publishEvents(db: Db | Tx, events: OutgoingEvent[]): Promise<number[]> {
  if (!events.length) return [];
  const rows = await db
    .insert(realtimeEvents)
    .values(events.map(({ userId, type, data }) => ({ userId, type, data })))
    .returning({ id: realtimeEvents.id, userId: realtimeEvents.userId });
  // Ids only: a payload is capped at 8,000 bytes, and the listener reads the rows it names.
  const notifies: SQL[] = rows.map((row) => sql`pg_notify(${REALTIME_CHANNEL}, ${`${row.id}:${row.userId}`})`);
  await db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
  return rows.map((row) => row.id);
}

export async function publishEvent<T extends RealtimeEventType>(
  db: Db | Tx,
  userId: string,
  type: T,
  data: RealtimeEventData[T],
): Promise<number> {
  const [id] = await publishEvents(db, [{ userId, type, data } as OutgoingEvent]);
  return id ?? 0;
}
