// Which rooms are open on someone's screen (issue 31): a message that lands in a room its reader is looking at is
// read as it lands, so ringing the bell for it would only make the bell jump and fall again. The app says so with a
// heartbeat while the conversation is visible and ends it when it closes or hides; a view without a heartbeat for
// ROOM_VIEW_FRESH_SECONDS no longer counts (a tab that crashed, a phone that lost its network).
import { ROOM_VIEW_FRESH_SECONDS } from '@naija-homes/contracts/chat';
import { messages } from '@naija-homes/contracts/messages';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { UserRow } from '../../app-env';
import type { Database, Db, Tx } from '../../db/client';
import { chatRooms, chatRoomViews } from '../../db/schema';
import { HttpError } from '../../lib/errors';

const fresh = sql`now() - make_interval(secs => ${ROOM_VIEW_FRESH_SECONDS})`;

/** A room of the user's own (an admin reading a room is not its reader); anyone else's is a 404, never revealed. */
async function ownRoom(tx: Tx, user: UserRow, roomId: string): Promise<void> {
  const [room] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), or(eq(chatRooms.user1Id, user.id), eq(chatRooms.user2Id, user.id))));
  if (!room) throw new HttpError(404, messages.notFound);
}

/** PUT /room/{id}/view: the view is (still) showing this room; a stale view of the same user is dropped with it. */
export async function keepRoomView(database: Database, user: UserRow, roomId: string, viewId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await ownRoom(tx, user, roomId);
    await tx.delete(chatRoomViews).where(and(eq(chatRoomViews.userId, user.id), lt(chatRoomViews.seenAt, fresh)));
    // A view id is its app's; another user's id is never taken over (the update then does nothing).
    await tx
      .insert(chatRoomViews)
      .values({ id: viewId, userId: user.id, roomId })
      .onConflictDoUpdate({
        target: chatRoomViews.id,
        set: { roomId, seenAt: sql`now()` },
        setWhere: eq(chatRoomViews.userId, user.id),
      });
  });
}

/** DELETE /room/{id}/view/{viewId}: the conversation closed or went out of sight. Ending a view twice is fine. */
export async function endRoomView(database: Database, user: UserRow, roomId: string, viewId: string): Promise<void> {
  await database.db.transaction(async (tx) => {
    await ownRoom(tx, user, roomId);
    await tx.delete(chatRoomViews).where(and(eq(chatRoomViews.id, viewId), eq(chatRoomViews.userId, user.id)));
  });
}

/** Whether `userId` has `roomId` open on a screen now. */
export async function isRoomInView(db: Db | Tx, userId: string, roomId: string): Promise<boolean> {
  const [view] = await db
    .select({ id: chatRoomViews.id })
    .from(chatRoomViews)
    .where(and(eq(chatRoomViews.userId, userId), eq(chatRoomViews.roomId, roomId), gt(chatRoomViews.seenAt, fresh)))
    .limit(1);
  return Boolean(view);
}
