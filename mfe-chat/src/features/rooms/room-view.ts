import type { Role } from '@naija-homes/contracts/enums';
import type { Room, RoomUser } from './api/get-rooms';

export interface RoomView {
  /** Whom the room is with, for this viewer (spec §6: an admin sees the second user). */
  other: RoomUser;
  title: string;
  /** Unread for this viewer; admins have none. */
  unread: number;
  /** Admins read rooms but do not write in them. */
  readOnly: boolean;
}

export function roomView(room: Room, myId: string | null, role: Role): RoomView {
  if (role === 'ADMIN') {
    return { other: room.user2, title: room.user2.fullName, unread: 0, readOnly: true };
  }
  const iAmUser1 = room.user1._id === myId;
  const other = iAmUser1 ? room.user2 : room.user1;
  return { other, title: other.fullName, unread: iAmUser1 ? room.unreadCount1 : room.unreadCount2, readOnly: false };
}
