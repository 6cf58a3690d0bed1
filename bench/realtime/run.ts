// Server-Sent Events on the real API over PostgreSQL, on this machine only.
//
//   bun bench/realtime/run.ts [--clients 10000] [--rates 50,100,200] [--seconds 10] [--rooms 40] [--smol]
//   REALTIME_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_realtime; created if missing)
//
// 1. Idle streams: `--clients` event streams held open on one API process (raw sockets on the bench side, so the
//    client costs little; ten per user, the most one user keeps); the process's resident memory (RSS) before and with them, and the rows in
//    realtime_connections that say every one of them is registered. Goal: 10,000 in at most 300 MB.
// 2. Delivery across processes: two API processes on one database, as behind a load balancer; every message crosses
//    from one to the other (half the buyers send through A to agents listening on B, half through B to agents on
//    A), at each of `--rates` messages per second in all for `--seconds`; latency from the start of the send to the event on
//    the agent's stream, p50 and p99. Prints Markdown tables for docs/performance.md.
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

await ensureLocalDatabase(url);
const first = await startApi({ databaseUrl: url, env });
const second = await startApi({ databaseUrl: url, env, bunFlags: flag('smol') ? ['--smol'] : [] });
try {
  console.log('\n## Idle event streams on one process\n');
  console.log(await idleStreams(second));
  console.log('\n## Message delivery across two processes (each message sent on one, streamed from the other)\n');
  console.log(await delivery(first, second));
} finally {
  await Promise.all([first.stop(), second.stop()]);
}
