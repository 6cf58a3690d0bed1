// Publishing events to users: rows in realtime_events (so a reconnecting client can replay them). The database does
// the rest as the transaction commits (migration 0022): each row gets its `seq`, its place in commit order, and the
// processes listening are woken with a NOTIFY naming the user, so no client hears of a change that was rolled back.
import type { RealtimeEventData, RealtimeEventType } from '@naija-homes/contracts/chat';
import type { Db, Tx } from '../../db/client';
import { realtimeEvents } from '../../db/schema';

/** The channel of the events' wake-ups (`event:<user id>`) and of the streams' notices (hub.ts). */
export const REALTIME_CHANNEL = 'naija_realtime';

export type OutgoingEvent = {
  [T in RealtimeEventType]: { userId: string; type: T; data: RealtimeEventData[T] };
}[RealtimeEventType];

/** Publishes several events with one statement, whatever their number (a chat message has three). */
export async function publishEvents(db: Db | Tx, events: OutgoingEvent[]): Promise<void> {
  if (!events.length) return;
  await db.insert(realtimeEvents).values(events.map(({ userId, type, data }) => ({ userId, type, data })));
}

export async function publishEvent<T extends RealtimeEventType>(
  db: Db | Tx,
  userId: string,
  type: T,
  data: RealtimeEventData[T],
): Promise<void> {
  await publishEvents(db, [{ userId, type, data } as OutgoingEvent]);
}
