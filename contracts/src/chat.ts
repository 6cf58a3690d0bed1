// Chat rooms between a buyer and an agent (spec §3). The room routes arrive with the chat issue; the remote reads
// their answers with these schemas until the route definitions use them.
import * as z from 'zod';

export const roomUserSchema = z.object({ _id: z.string(), fullName: z.string(), photo: z.string().nullable() });
export type RoomUser = z.infer<typeof roomUserSchema>;

export const roomSchema = z.object({
  _id: z.string(),
  user1: roomUserSchema,
  user2: roomUserSchema,
  unreadCount1: z.number(),
  unreadCount2: z.number(),
  lastMessage: z.string().nullable(),
  updatedAt: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomsPageSchema = z.object({ data: z.array(roomSchema), totalPages: z.number() });
export type RoomsPage = z.infer<typeof roomsPageSchema>;
