// Issue 32: live events are never skipped (TEST_DATABASE_URL only). Two API processes on one PostgreSQL; twenty
// buyers write to one agent through both, while transactions that take their event's place early and commit late
// (a sleep before COMMIT) force commits out of the order in which they wrote; in the middle, the first process's
// LISTEN connection is cut for a while (its backend terminated again and again). Every stream must receive every
// event of its user exactly once, in commit order (so each conversation in order), and a stream that reconnects with
// its Last-Event-ID gets exactly what it missed. The outage lasts the 20 s (about 33 s in all on a loaded
// two-core machine); REALTIME_OUTAGE_MS shortens it for a quick run on a laptop.
import { describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import { openPostgres } from '../../db/client';
import { createAccounts, signInCookie, startInstances } from '../../test/instances';
import { readEvents, type ServerSentEvent } from '../../test/sse';
import { notify } from '../notifications/notifications.service';

const serverUrl = process.env.TEST_DATABASE_URL;
const OUTAGE_MS = Number(process.env.REALTIME_OUTAGE_MS ?? 20_000);
const BUYERS = 20;
const MESSAGES_PER_BUYER = 34;
/** Concurrent loops of slow transactions (an event written, then a sleep before the commit). */
const SLOW_WRITERS = 4;

type Row = { seq: number; user_id: string; type: string; data: unknown };

/** What identifies an event on a stream and in the table alike. */
const key = (type: string, data: unknown) => `${type} ${JSON.stringify(data)}`;

describe.if(Boolean(serverUrl))('live events are never skipped', async () => {
  if (!serverUrl) return;
  const { urls, databaseUrl, applicationNames } = await startInstances(serverUrl, 2, 'naija_rt_order');
  const [first, second] = urls as [string, string];
  const emails = ['agent@order.example.ng', ...Array.from({ length: BUYERS }, (_, i) => `buyer${i}@order.example.ng`)];
  const [agentId, ...buyerIds] = await createAccounts(
    databaseUrl,
    emails.map((email, i) => ({ email, role: i === 0 ? ('AGENT' as const) : ('BUYER' as const) })),
  );

  test(
    `${BUYERS} writers on two processes, commits out of order, a ${OUTAGE_MS / 1000} s LISTEN outage: every stream gets every event once, in order`,
    async () => {
      const sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
      const database = openPostgres(databaseUrl);
      // Buyer i writes through one process and listens on the other; the agent listens on both.
      const writeOn = (i: number) => (i % 2 ? second : first);
      const listenOn = (i: number) => (i % 2 ? first : second);
      const agentCookie = await signInCookie(first, emails[0] as string);
      const buyerCookies = await Promise.all(buyerIds.map((_, i) => signInCookie(writeOn(i), emails[i + 1] as string)));
      const open = async (base: string, cookie: string, lastEventId?: string) => {
        const response = await fetch(`${base}/api/v1/events`, {
          headers: { cookie, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
        });
        expect(response.status).toBe(200);
        return readEvents(response);
      };
      const agentStreams = [await open(first, agentCookie), await open(second, agentCookie)];
      // This one goes away in the middle and comes back with its Last-Event-ID, on the other process.
      const leaving = await open(second, agentCookie);
      const buyerStreams = await Promise.all(buyerCookies.map((cookie, i) => open(listenOn(i), cookie)));
      // Events committed before now are no concern of the streams (they were opened after them).
      await Bun.sleep(300);
      const [{ base } = { base: 0 }] = await sql<{ base: number }[]>`
        select coalesce(max(seq), 0)::bigint::float8 as base from realtime_events`;

      const duration = Math.max(6_000, OUTAGE_MS + 5_000);
      const started = Date.now();
      let writing = true;
      const errors: string[] = [];

      // 20 buyers, each sending in order through its process, paced over the whole run.
      const writers = buyerIds.map(async (_, i) => {
        const base = writeOn(i);
        const headers = { 'content-type': 'application/json', origin: base, cookie: buyerCookies[i] as string };
        let roomId = '';
        for (let k = 0; k < MESSAGES_PER_BUYER; k++) {
          const due = started + (duration * k) / MESSAGES_PER_BUYER + Math.random() * 50;
          if (due > Date.now()) await Bun.sleep(due - Date.now());
          const text = `buyer ${i} message ${k}`;
          const response = roomId
            ? await fetch(`${base}/api/v1/room/${roomId}/messages`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ text }),
              })
            : await fetch(`${base}/api/v1/room/create`, {
                method: 'POST',
                headers,
                body: JSON.stringify({ agentId, text }),
              });
          if (!response.ok) errors.push(`${response.status} ${await response.text()}`);
          else if (!roomId) roomId = ((await response.json()) as { room: { _id: string } }).room._id;
          else await response.arrayBuffer();
        }
      });
      // Transactions that write an event for the agent, then sleep before committing: later transactions write after
      // them and commit before them.
      let slow = 0;
      const slowWriters = Array.from({ length: SLOW_WRITERS }, async () => {
        while (writing) {
          const n = ++slow;
          await database.db.transaction(async (tx) => {
            await notify(tx, agentId as string, { title: `Slow ${n}`, message: 'committed late' });
            await Bun.sleep(50 + Math.random() * 400);
          });
        }
      });
      // The first process's LISTEN connection, cut again and again for OUTAGE_MS from a quarter of the run.
      let cuts = 0;
      const outage = (async () => {
        await Bun.sleep(duration / 4);
        const until = Date.now() + OUTAGE_MS;
        while (Date.now() < until) {
          const killed = await sql<{ pid: number }[]>`
            select pid from pg_stat_activity
            where application_name = ${applicationNames[0] as string} and query ilike 'listen%'
              and pg_terminate_backend(pid)`;
          cuts += killed.length;
          await Bun.sleep(100);
        }
      })();
      // The leaving stream goes at a third of the run and comes back at two thirds, on the other process.
      const comeback = (async () => {
        await Bun.sleep(duration / 3);
        await leaving.close();
        await Bun.sleep(duration / 3);
        const lastId = leaving.seen.at(-1)?.id ?? undefined;
        return open(first, agentCookie, lastId);
      })();

      await Promise.all(writers);
      writing = false;
      await Promise.all([...slowWriters, outage]);
      const returned = await comeback;
      expect(errors).toEqual([]);
      expect(cuts).toBeGreaterThan(0);

      // Delivery receipts are written as the agent's streams hear the messages: wait until the table is still.
      let count = -1;
      for (;;) {
        const [row] = await sql<{ n: number }[]>`select count(*)::int as n from realtime_events where seq > ${base}`;
        if (row?.n === count) break;
        count = row?.n ?? 0;
        await Bun.sleep(1_000);
      }
      const rows = await sql<Row[]>`
        select seq::float8 as seq, user_id, type, data from realtime_events where seq > ${base} order by seq`;
      const expectedOf = (userId: string) => rows.filter((row) => row.user_id === userId);
      const total = rows.length;
      expect(total).toBeGreaterThanOrEqual(2_000);

      /** Waits until the stream has as many events as expected (or 15 s), then compares them one by one. */
      const check = async (received: () => ServerSentEvent[], expected: Row[], what: string) => {
        const deadline = Date.now() + 15_000;
        while (received().length < expected.length && Date.now() < deadline) await Bun.sleep(100);
        const got = received();
        const ids = got.map((event) => Number(event.id));
        expect(new Set(ids).size, `${what}: an event written twice`).toBe(ids.length);
        expect(
          ids.every((id, i) => i === 0 || id > (ids[i - 1] as number)),
          `${what}: ids out of order`,
        ).toBe(true);
        const missing = expected.length - got.length;
        expect(missing, `${what}: ${missing} of ${expected.length} events missing`).toBe(0);
        expect(got.map((event) => key(event.event, event.data))).toEqual(
          expected.map((row) => key(row.type, row.data)),
        );
        expect(ids).toEqual(expected.map((row) => row.seq));
      };
      const agentRows = expectedOf(agentId as string);
      for (const [i, stream] of agentStreams.entries()) {
        await check(() => stream.seen, agentRows, `agent stream ${i}`);
      }
      for (const [i, stream] of buyerStreams.entries()) {
        await check(() => stream.seen, expectedOf(buyerIds[i] as string), `buyer ${i}'s stream`);
      }
      // Before leaving and after coming back: exactly the agent's events, none twice.
      await check(() => [...leaving.seen, ...returned.seen], agentRows, 'the stream that reconnected');
      // Each conversation in the order it was written.
      const texts = agentStreams[0]?.seen
        .filter((event) => event.event === 'new-message')
        .map((event) => (event.data as { message: { text: string } }).message.text);
      for (let i = 0; i < BUYERS; i++) {
        const mine = (texts ?? []).filter((text) => text.startsWith(`buyer ${i} `));
        expect(mine).toEqual(Array.from({ length: MESSAGES_PER_BUYER }, (_, k) => `buyer ${i} message ${k}`));
      }
      console.log(
        `${total} events (${slow} written by slow transactions), ${agentRows.length} to the agent, LISTEN cut ${cuts} times over ${OUTAGE_MS} ms, run ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
      for (const stream of [...agentStreams, returned, ...buyerStreams]) await stream.close();
      await database.close();
      await sql.end();
    },
    // About 33 s with the 20 s outage on two cores shared with other work (2026-11-28); more on a busier machine.
    Math.max(150_000, OUTAGE_MS * 2 + 120_000),
  );

  test('an event notified while a process’s LISTEN connection is down reaches its open stream, read from the table', async () => {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const agentCookie = await signInCookie(first, emails[0] as string);
    const buyerCookie = await signInCookie(second, emails[1] as string);
    const response = await fetch(`${first}/api/v1/events`, { headers: { cookie: agentCookie } });
    const stream = readEvents(response);
    await Bun.sleep(200);
    // The first process listens again before the cut (an earlier test's outage may still be reconnecting on a busy
    // machine): with nothing listening there would be nothing to cut, and the test would prove nothing.
    const listening = async () =>
      (
        await sql<{ count: number }[]>`
          select count(*)::int as count from pg_stat_activity
          where application_name = ${applicationNames[0] as string} and query ilike 'listen%'`
      )[0]?.count ?? 0;
    // A LISTEN the driver failed to restore is replaced once the process's probe NOTIFYs go unheard (about 6-9 s).
    for (let waited = 0; (await listening()) === 0 && waited < 20_000; waited += 100) await Bun.sleep(100);
    if ((await listening()) === 0) {
      const connections = await sql`
        select pid, state, backend_start, left(query, 60) as query from pg_stat_activity
        where application_name = ${applicationNames[0] as string}`;
      throw new Error(`the first process does not listen: ${JSON.stringify(connections)}`);
    }
    // The first process's LISTEN connection is cut until the message is heard (10 s at most); the message is written
    // through the second process just after the cutting starts.
    let cutting = true;
    let cuts = 0;
    const outage = (async () => {
      while (cutting) {
        const killed = await sql<{ pid: number }[]>`
          select pid from pg_stat_activity
          where application_name = ${applicationNames[0] as string} and query ilike 'listen%'
            and pg_terminate_backend(pid)`;
        cuts += killed.length;
        await Bun.sleep(50);
      }
    })();
    await Bun.sleep(300);
    const sent = await fetch(`${second}/api/v1/room/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: second, cookie: buyerCookie },
      body: JSON.stringify({ agentId, text: 'Sent while you could not hear' }),
    });
    expect(sent.status).toBe(200);
    const heard = await stream.next('new-message', 10_000).catch(() => null);
    cutting = false;
    await outage;
    expect(cuts).toBeGreaterThan(0);
    // Read from the table once the LISTEN is back (or by the 2 s catch-up): the NOTIFY itself was lost. The stream
    // never closed, and no other event came to wake the process.
    expect(heard && (heard.data as { message: { text: string } }).message.text).toBe('Sent while you could not hear');
    expect(stream.done).toBe(false);
    await stream.close();
    await sql.end();
  }, 45_000);
});
