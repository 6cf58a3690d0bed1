// An agent's typical reply time from real conversations: buyer turns answered by the agent, median minutes.
import { describe, expect, test } from 'bun:test';
import { replyTimeLabel } from '@naija-homes/contracts/agent-pages';
import { chatMessages, chatRooms } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { signedInUser } from '../../test/users';
import { agentReplyTime } from './reply-time';

const t = await setupTestApp();

/** A room whose messages were written at these minutes (from now, negative) by these sides. */
async function conversation(buyerId: string, agentId: string, lines: Array<['buyer' | 'agent', number]>) {
  const [room] = await t.database.db.insert(chatRooms).values({ user1Id: buyerId, user2Id: agentId }).returning();
  const now = Date.now();
  for (const [from, minute] of lines) {
    await t.database.db.insert(chatMessages).values({
      roomId: room?.id as string,
      senderId: from === 'buyer' ? buyerId : agentId,
      text: 'x',
      createdAt: new Date(now + minute * 60_000),
    });
  }
}

describe('agent reply time', () => {
  test('the median over answered buyer turns, counted from the first message of each turn', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const ada = await signedInUser(t, 'BUYER');
    const bayo = await signedInUser(t, 'BUYER');
    // Ada: asks twice in a row (turn starts at -600), answered at -590 (10 min); asks at -500, answered -470 (30).
    await conversation(ada.user._id, agent.user._id, [
      ['buyer', -600],
      ['buyer', -598],
      ['agent', -590],
      ['buyer', -500],
      ['agent', -470],
      ['agent', -469],
      ['buyer', -100],
    ]);
    // Bayo: answered after 20 minutes; his last question is still unanswered and does not count.
    await conversation(bayo.user._id, agent.user._id, [
      ['buyer', -300],
      ['agent', -280],
    ]);
    const reply = await agentReplyTime(t.database, agent.user._id);
    expect(reply).toEqual({ medianMinutes: 20, samples: 3 });
    expect(replyTimeLabel(reply as NonNullable<typeof reply>)).toBe('Typically replies within an hour');
    const profile = await t.client().get<{ data: { replyTime: unknown } }>(`/api/v1/agent/slug/${agent.user.slug}`);
    expect(profile.body.data.replyTime).toEqual({ medianMinutes: 20, samples: 3 });
  });

  test('fewer than three replies, or none in 90 days, show nothing', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const buyer = await signedInUser(t, 'BUYER');
    await conversation(buyer.user._id, agent.user._id, [
      ['buyer', -200 * 24 * 60],
      ['agent', -200 * 24 * 60 + 5],
      ['buyer', -60],
      ['agent', -50],
      ['buyer', -40],
      ['agent', -30],
    ]);
    expect(await agentReplyTime(t.database, agent.user._id)).toBeNull();
  });

  test('labels read at a glance', () => {
    expect(replyTimeLabel({ medianMinutes: 3, samples: 5 })).toBe('Typically replies within minutes');
    expect(replyTimeLabel({ medianMinutes: 150, samples: 5 })).toBe('Typically replies within a few hours');
    expect(replyTimeLabel({ medianMinutes: 600, samples: 5 })).toBe('Typically replies within a day');
    expect(replyTimeLabel({ medianMinutes: 3000, samples: 5 })).toBe('Typically replies within a few days');
  });
});
