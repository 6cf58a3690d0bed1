// An agent's typical reply time, from real conversations: in each room, a buyer's turn (one or more messages in a
// row) that the agent answered counts the minutes from the turn's first message to the agent's first reply. The
// median over the last 90 days is shown once there are enough replies to mean something.
import type { ReplyTime } from '@naija-homes/contracts/chat';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Fewer replies than this say little about an agent: no figure is shown. */
export const REPLY_TIME_MIN_SAMPLES = 3;

export async function agentReplyTime(database: Database, agentId: string): Promise<ReplyTime | null> {
  const [row] = await database.execute<{ median: number | string | null; samples: number | string }>(sql`
    with ordered as (
      select m.room_id, m.created_at, m.seq, (m.sender_id = r.user2_id) as from_agent,
             lag(m.sender_id = r.user2_id) over (partition by m.room_id order by m.seq) as previous_from_agent
      from chat_messages m join chat_rooms r on r.id = m.room_id
      where r.user2_id = ${agentId} and m.created_at > now() - interval '90 days'
    ),
    turns as (
      select room_id, from_agent, created_at,
             sum(case when previous_from_agent is distinct from from_agent then 1 else 0 end)
               over (partition by room_id order by seq) as turn
      from ordered
    ),
    turn_starts as (
      select room_id, turn, bool_or(from_agent) as from_agent, min(created_at) as started_at
      from turns group by room_id, turn
    )
    select percentile_cont(0.5) within group (
             order by extract(epoch from (reply.started_at - asked.started_at)) / 60
           ) as median,
           count(*) as samples
    from turn_starts asked
    join turn_starts reply on reply.room_id = asked.room_id and reply.turn = asked.turn + 1
    where not asked.from_agent and reply.from_agent`);
  const samples = Number(row?.samples ?? 0);
  if (!row || row.median === null || samples < REPLY_TIME_MIN_SAMPLES) return null;
  return { medianMinutes: Math.round(Number(row.median) * 10) / 10, samples };
}
