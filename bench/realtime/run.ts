// Server-Sent Events on the real API over PostgreSQL, on this machine only.
//
//   bun bench/realtime/run.ts [--clients 10000] [--rates 50,100,200] [--seconds 10] [--rooms 40] [--smol]
//                             [--writers 20] [--streams 500] [--events 10000] [--sections idle,delivery,soak]
//   REALTIME_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_realtime; created if missing)
//
// 1. Idle streams: `--clients` event streams held open on one API process (raw sockets on the bench side, so the
//    client costs little; ten per user, the most one user keeps); the process's resident memory (RSS) before and with them, and the rows in
//    realtime_connections that say every one of them is registered. Goal: 10,000 in at most 300 MB.
// 2. Delivery across processes: two API processes on one database, as behind a load balancer; every message crosses
//    from one to the other (half the buyers send through A to agents listening on B, half through B to agents on
//    A), at each of `--rates` messages per second in all for `--seconds`; latency from the start of the send to the event on
//    the agent's stream, p50 and p99.
// 3. Soak: `--writers` buyers sending through both processes as fast as they can to agents, `--streams` open streams
//    over both, until `--events` events are written; delivered / expected over every stream, duplicates and ids out
//    of order (each stream must get each event of its user once, in commit order: ADR 017).
// Prints Markdown tables for docs/performance.md.
import { readFileSync } from 'node:fs';
import type { Socket } from 'bun';
import postgres from 'postgres';
import { openPostgres } from '../../api/src/db/client';
import { ensureAccount } from '../../api/src/db/seed/accounts';
import { STREAMS_PER_USER } from '../../api/src/modules/realtime/hub';
import { flag, numberFlag, stringFlag } from '../search/args';
import { type ApiProcess, startApi } from '../shared/api-process';
import { ensureLocalDatabase, percentile } from '../shared/database';

const url = process.env.REALTIME_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/naija_realtime';
const clients = numberFlag('clients', 10_000);
const rates = (stringFlag('rates') ?? '50,100,200').split(',').map(Number);
const seconds = numberFlag('seconds', 10);
const rooms = numberFlag('rooms', 40);
const PASSWORD = 'Realtime-bench-2026';
const env = { NODE_ENV: 'development', DEMO_SEED: 'false', LOG_LEVEL: 'silent' };

function rssMegabytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kilobytes / 1024;
}

async function people(role: 'BUYER' | 'AGENT', count: number): Promise<string[]> {
  const database = openPostgres(url);
  try {
    const emails: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const email = `rt.${role.toLowerCase()}.${i}@example.ng`;
      await ensureAccount(database.db, {
        email,
        password: PASSWORD,
        firstName: role === 'BUYER' ? 'Bench' : 'Agent',
        lastName: `Number${String.fromCharCode(65 + (i % 26))}`,
        role,
        phoneNumber: '+2348031234567',
        agent: role === 'AGENT' ? { status: 'approved' } : undefined,
      });
      emails.push(email);
    }
    return emails;
  } finally {
    await database.close();
  }
}

async function signIn(base: string, email: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const body = (await response.json()) as { data: { _id: string } };
  const cookie = response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return { cookie, id: body.data._id };
}

/** One event stream on a raw socket: the request, then whatever comes back, handed to `onData`. */
function openStream(base: string, cookie: string, onData?: (text: string) => void): Promise<Socket> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    let opened = false;
    Bun.connect({
      hostname,
      port: Number(port),
      socket: {
        open(socket) {
          socket.write(
            `GET /api/v1/events HTTP/1.1\r\nHost: ${hostname}:${port}\r\nCookie: ${cookie}\r\nAccept: text/event-stream\r\n\r\n`,
          );
        },
        data(socket, data) {
          const text = data.toString();
          if (!opened) {
            opened = true;
            if (!text.startsWith('HTTP/1.1 200')) reject(new Error(`stream refused: ${text.slice(0, 80)}`));
            else resolve(socket);
          }
          onData?.(text);
        },
        error(_socket, error) {
          if (!opened) reject(error);
        },
        close() {},
      },
    }).catch(reject);
  });
}

async function idleStreams(api: ApiProcess): Promise<string> {
  // A user keeps at most STREAMS_PER_USER streams (their oldest closes): the streams are spread over enough people.
  const emails = await people('BUYER', Math.ceil(clients / STREAMS_PER_USER));
  const cookies: string[] = [];
  for (let start = 0; start < emails.length; start += 20) {
    const batch = emails.slice(start, start + 20);
    cookies.push(...(await Promise.all(batch.map(async (email) => (await signIn(api.base, email)).cookie))));
  }
  await Bun.sleep(1000);
  Bun.gc(true);
  const before = rssMegabytes(api.pid);
  const sockets: Socket[] = [];
  const started = performance.now();
  for (let opened = 0; opened < clients; opened += 200) {
    const batch = Math.min(200, clients - opened);
    sockets.push(
      ...(await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          openStream(api.base, cookies[Math.floor((opened + i) / STREAMS_PER_USER)] as string),
        ),
      )),
    );
  }
  const openSeconds = (performance.now() - started) / 1000;
  // Past one keep-alive round (15 s), so the memory includes writing to every stream.
  await Bun.sleep(17_000);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const registered = async () =>
    (await admin<{ count: number }[]>`select count(*)::int as count from realtime_connections`)[0]?.count ?? 0;
  const held = rssMegabytes(api.pid);
  const row = { count: await registered() };
  for (const socket of sockets) socket.end();
  // Every stream is released when its client goes (its row deleted, the user's last seen stored): how long until
  // none is left, at most a minute.
  const closedAt = performance.now();
  let left = await registered();
  while (left > 0 && performance.now() - closedAt < 60_000) {
    await Bun.sleep(500);
    left = await registered();
  }
  const releaseSeconds = (performance.now() - closedAt) / 1000;
  await admin.end();
  const after = rssMegabytes(api.pid);
  return [
    '| Streams | Opened in | RSS before | RSS with the streams | Per stream | Registered | Released in | Left | RSS after closing |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${clients} | ${openSeconds.toFixed(1)} s | ${before.toFixed(0)} MB | ${held.toFixed(0)} MB | ${(((held - before) * 1024) / clients).toFixed(1)} KB | ${row.count} | ${releaseSeconds.toFixed(1)} s | ${left} | ${after.toFixed(0)} MB |`,
  ].join('\n');
}

async function delivery(a: ApiProcess, b: ApiProcess): Promise<string> {
  const buyerEmails = await people('BUYER', rooms);
  const agentEmails = await people('AGENT', rooms);
  // Pair i sends through one process and listens on the other.
  const senderOf = (index: number) => (index % 2 ? b : a);
  const receiverOf = (index: number) => (index % 2 ? a : b);
  const buyers = await Promise.all(buyerEmails.map((email, index) => signIn(senderOf(index).base, email)));
  const agents = await Promise.all(agentEmails.map((email, index) => signIn(receiverOf(index).base, email)));
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let received = 0;
  const streams = await Promise.all(
    agents.map((agent, index) => {
      let buffer = '';
      return openStream(receiverOf(index).base, agent.cookie, (text) => {
        buffer += text;
        for (;;) {
          const end = buffer.indexOf('\n\n');
          if (end < 0) break;
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.includes('event: new-message')) continue;
          const tag = block.match(/bench:(\d+)/)?.[1];
          const start = tag ? sentAt.get(tag) : undefined;
          if (start === undefined) continue;
          latencies.push(performance.now() - start);
          sentAt.delete(tag as string);
          received += 1;
        }
      });
    }),
  );
  // Each pair's room, opened once before the clock starts.
  const roomIds = await Promise.all(
    buyers.map(async (buyer, index) => {
      const base = senderOf(index).base;
      const response = await fetch(`${base}/api/v1/room/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base, cookie: buyer.cookie },
        body: JSON.stringify({ agentId: agents[index]?.id, text: 'Opening the room' }),
      });
      return ((await response.json()) as { room: { _id: string } }).room._id;
    }),
  );
  await Bun.sleep(1000);
  const lines = [
    '| Rate asked | Messages | Sent in | Received | Send errors | p50 | p99 | Max |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  let serial = 0;
  for (const rate of rates) {
    latencies.length = 0;
    received = 0;
    const total = rate * seconds;
    const errors: number[] = [];
    const sends: Promise<void>[] = [];
    const started = performance.now();
    for (let sent = 0; sent < total; sent += 1, serial += 1) {
      const due = started + (sent * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 1) await Bun.sleep(wait);
      const index = serial % rooms;
      const tag = String(serial);
      const base = senderOf(index).base;
      sentAt.set(tag, performance.now());
      sends.push(
        fetch(`${base}/api/v1/room/${roomIds[index]}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie: buyers[index]?.cookie ?? '' },
          body: JSON.stringify({ text: `bench:${tag}` }),
        }).then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) errors.push(response.status);
        }),
      );
    }
    await Promise.all(sends);
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + 10_000;
    while (received < total - errors.length && performance.now() < deadline) await Bun.sleep(50);
    const sorted = [...latencies].sort((x, y) => x - y);
    lines.push(
      `| ${rate}/s | ${total} | ${sendSeconds.toFixed(1)} s | ${received} | ${errors.length} | ${percentile(sorted, 0.5).toFixed(1)} ms | ${percentile(sorted, 0.99).toFixed(1)} ms | ${(sorted.at(-1) ?? Number.NaN).toFixed(1)} ms |`,
    );
    // A pause between rates, so one rate's backlog does not count against the next.
    await Bun.sleep(3000);
  }
  for (const stream of streams) stream.end();
  return lines.join('\n');
}

/**
 * Soak (issue 32): two processes, `--writers` buyers sending as fast as they can through both, `--streams` open
 * streams (ten per user: the writers' and `--streams`/10 - writers agents'), until `--events` events are written;
 * then every stream's ids are compared with its user's rows in realtime_events (committed after it opened).
 */
async function soak(a: ApiProcess, b: ApiProcess): Promise<string> {
  const writers = numberFlag('writers', 20);
  const streamCount = numberFlag('streams', 500);
  const target = numberFlag('events', 10_000);
  const users = Math.ceil(streamCount / STREAMS_PER_USER);
  const agentCount = Math.max(1, users - writers);
  const buyerEmails = await people('BUYER', writers);
  const agentEmails = await people('AGENT', agentCount);
  const viaOf = (index: number) => (index % 2 ? b : a);
  // Each process signs its own cookies (the bench gives each its own secret): everyone signs in on both.
  const bothWays = async (email: string) => {
    const [onA, onB] = [await signIn(a.base, email), await signIn(b.base, email)];
    return { id: onA.id, cookieOn: (api: ApiProcess) => (api === a ? onA.cookie : onB.cookie) };
  };
  const buyers = await Promise.all(buyerEmails.map(bothWays));
  const agents = await Promise.all(agentEmails.map(bothWays));
  const everyone = [...buyers, ...agents];
  // Each stream: the ids it received, in order.
  const received: Array<{ userId: string; ids: number[] }> = [];
  const sockets: Socket[] = [];
  for (let opened = 0; opened < streamCount; opened += 50) {
    const batch = Array.from({ length: Math.min(50, streamCount - opened) }, (_, i) => opened + i);
    sockets.push(
      ...(await Promise.all(
        batch.map((n) => {
          const person = everyone[Math.floor(n / STREAMS_PER_USER) % everyone.length] as (typeof everyone)[number];
          const mine = { userId: person.id, ids: [] as number[] };
          received.push(mine);
          let partial = '';
          return openStream(viaOf(n).base, person.cookieOn(viaOf(n)), (text) => {
            const lines = (partial + text).split('\n');
            partial = lines.pop() ?? '';
            for (const line of lines) if (line.startsWith('id: ')) mine.ids.push(Number(line.slice(4)));
          });
        }),
      )),
    );
  }
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await Bun.sleep(1000);
  const [{ base } = { base: 0 }] = await admin<{ base: number }[]>`
    select coalesce(max(seq), 0)::float8 as base from realtime_events`;
  const written = async () =>
    (await admin<{ n: number }[]>`select count(*)::int as n from realtime_events where seq > ${base}`)[0]?.n ?? 0;
  const started = performance.now();
  let sent = 0;
  let errors = 0;
  let done = false;
  const rooms = new Map<string, string>();
  const loops = buyers.map(async (buyer, index) => {
    const via = viaOf(index).base;
    const headers = { 'content-type': 'application/json', origin: via, cookie: buyer.cookieOn(viaOf(index)) };
    for (let k = 0; !done; k += 1) {
      const agent = agents[(index + k) % agents.length] as { id: string };
      const roomId = rooms.get(`${index}:${agent.id}`);
      const response = await fetch(roomId ? `${via}/api/v1/room/${roomId}/messages` : `${via}/api/v1/room/create`, {
        method: 'POST',
        headers,
        body: JSON.stringify(
          roomId ? { text: `soak ${index}.${k}` } : { agentId: agent.id, text: `soak ${index}.${k}` },
        ),
      });
      sent += 1;
      if (!response.ok) {
        errors += 1;
        await response.arrayBuffer();
      } else if (!roomId) {
        rooms.set(`${index}:${agent.id}`, ((await response.json()) as { room: { _id: string } }).room._id);
      } else await response.arrayBuffer();
    }
  });
  while ((await written()) < target) await Bun.sleep(250);
  done = true;
  await Promise.all(loops);
  const sendSeconds = (performance.now() - started) / 1000;
  // Receipts follow the deliveries: wait for the table to stand still, then for the streams (at most 30 s).
  let count = -1;
  for (let now = await written(); now !== count; now = await written()) {
    count = now;
    await Bun.sleep(1000);
  }
  const rows = await admin<{ seq: number; user_id: string }[]>`
    select seq::float8 as seq, user_id from realtime_events where seq > ${base} order by seq`;
  await admin.end();
  const expectedOf = new Map<string, number[]>();
  for (const row of rows) expectedOf.set(row.user_id, [...(expectedOf.get(row.user_id) ?? []), row.seq]);
  const expectedTotal = received.reduce((sum, stream) => sum + (expectedOf.get(stream.userId)?.length ?? 0), 0);
  const deliveredTotal = () =>
    received.reduce((sum, stream) => {
      const expected = new Set(expectedOf.get(stream.userId));
      return sum + new Set(stream.ids.filter((id) => expected.has(id))).size;
    }, 0);
  const waitUntil = performance.now() + 30_000;
  while (deliveredTotal() < expectedTotal && performance.now() < waitUntil) await Bun.sleep(250);
  let duplicates = 0;
  let outOfOrder = 0;
  for (const stream of received) {
    duplicates += stream.ids.length - new Set(stream.ids).size;
    outOfOrder += stream.ids.filter((id, i) => i > 0 && id <= (stream.ids[i - 1] as number)).length;
  }
  for (const socket of sockets) socket.end();
  const delivered = deliveredTotal();
  return [
    '| Writers | Streams | Events written | Messages sent | Send errors | Sent in | Delivered / expected | Missing | Duplicates | Out of order |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${writers} | ${sockets.length} | ${rows.length} | ${sent} | ${errors} | ${sendSeconds.toFixed(1)} s | ${delivered} / ${expectedTotal} | ${expectedTotal - delivered} | ${duplicates} | ${outOfOrder} |`,
  ].join('\n');
}

const sections = (stringFlag('sections') ?? 'idle,delivery,soak').split(',');
await ensureLocalDatabase(url);
const first = await startApi({ databaseUrl: url, env });
const second = await startApi({ databaseUrl: url, env, bunFlags: flag('smol') ? ['--smol'] : [] });
try {
  if (sections.includes('idle')) {
    console.log('\n## Idle event streams on one process\n');
    console.log(await idleStreams(second));
  }
  if (sections.includes('delivery')) {
    console.log('\n## Message delivery across two processes (each message sent on one, streamed from the other)\n');
    console.log(await delivery(first, second));
  }
  if (sections.includes('soak')) {
    console.log('\n## Soak: every event to every stream, once, in order (two processes)\n');
    console.log(await soak(first, second));
  }
} finally {
  await Promise.all([first.stop(), second.stop()]);
}
