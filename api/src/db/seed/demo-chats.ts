// Demo conversations, so the chat screens, the badges and an agent's reply time show something real on a fresh
// start: the demo buyers ask Chinedu (agent@demo.ng) about listings; his last answer to buyer@demo.ng is unread.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { chatMessages, chatRooms, users } from '../schema';

interface DemoLine {
  from: 'buyer' | 'agent';
  /** Minutes before the seed ran. */
  minutesAgo: number;
  text: string;
}

const day = 24 * 60;

const demoConversations: Array<{ buyer: string; agent: string; lines: DemoLine[] }> = [
  {
    buyer: 'buyer@demo.ng',
    agent: 'agent@demo.ng',
    lines: [
      {
        from: 'buyer',
        minutesAgo: 3 * day,
        text: 'Good morning Chinedu, is the flat in Lekki Phase 1 still available?',
      },
      {
        from: 'agent',
        minutesAgo: 3 * day - 12,
        text: 'Good morning! Yes, it is. Would you like to see it this week?',
      },
      { from: 'buyer', minutesAgo: 3 * day - 20, text: 'Yes please. Is Saturday possible?' },
      { from: 'agent', minutesAgo: 3 * day - 45, text: "Saturday at 11am works. I'll send the exact address." },
      { from: 'buyer', minutesAgo: 2 * day, text: 'Thank you. Is the service charge included in the rent?' },
      { from: 'agent', minutesAgo: 2 * day - 30, text: 'The service charge is ₦450,000 a year, paid separately.' },
    ],
  },
  {
    buyer: 'emeka@demo.ng',
    agent: 'agent@demo.ng',
    lines: [
      { from: 'buyer', minutesAgo: day, text: 'Hello, can the landlord accept rent twice a year?' },
      { from: 'agent', minutesAgo: day - 20, text: 'I will ask the landlord and let you know today.' },
      { from: 'buyer', minutesAgo: day - 25, text: 'Thanks, I appreciate it.' },
    ],
  },
];

/** Adds the demo conversations whose room does not exist yet; unread counts follow who wrote last. */
export async function seedDemoChats(db: Db, ids: Map<string, string>): Promise<void> {
  const now = Date.now();
  for (const conversation of demoConversations) {
    const buyerId = ids.get(conversation.buyer);
    const agentId = ids.get(conversation.agent);
    if (!buyerId || !agentId) continue;
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: chatRooms.id })
        .from(chatRooms)
        .where(and(eq(chatRooms.user1Id, buyerId), eq(chatRooms.user2Id, agentId)));
      if (existing) return;
      const last = conversation.lines.at(-1) as DemoLine;
      // Everything before the last message was read; the last one waits for the other side.
      const unread = { buyer: last.from === 'agent' ? 1 : 0, agent: last.from === 'buyer' ? 1 : 0 };
      const [room] = await tx
        .insert(chatRooms)
        .values({
          user1Id: buyerId,
          user2Id: agentId,
          unreadCount1: unread.buyer,
          unreadCount2: unread.agent,
          lastMessage: last.text,
          createdAt: new Date(now - (conversation.lines[0]?.minutesAgo ?? 0) * 60_000),
          updatedAt: new Date(now - last.minutesAgo * 60_000),
        })
        .returning({ id: chatRooms.id });
      if (!room) return;
      await tx.insert(chatMessages).values(
        conversation.lines.map((line, index) => ({
          roomId: room.id,
          senderId: line.from === 'buyer' ? buyerId : agentId,
          text: line.text,
          status: index === conversation.lines.length - 1 ? 'delivered' : 'read',
          createdAt: new Date(now - line.minutesAgo * 60_000),
        })),
      );
      const reader = last.from === 'agent' ? buyerId : agentId;
      await tx
        .update(users)
        .set({ chatsUnreadCount: sql`${users.chatsUnreadCount} + 1` })
        .where(eq(users.id, reader));
    });
  }
}
