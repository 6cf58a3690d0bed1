// Event streams across two API processes on one PostgreSQL (TEST_DATABASE_URL only; the same on one process and the
// embedded database is in stream-lifetime.test.ts): a stream held by one process ends when its session ends or its
// user is blocked through the other, and the per-user cap counts the streams of both.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { realtimeClosedEvent } from '@naija-homes/contracts/chat';
import { ADMIN, createAccounts, signInCookie, startInstances } from '../../test/instances';
import { type EventReader, readEvents } from '../../test/sse';
import { STREAMS_PER_USER } from './hub';

// Sign-ins hash passwords and every test waits for streams to end: on two shared cores that can pass 5 s.
setDefaultTimeout(30_000);

const serverUrl = process.env.TEST_DATABASE_URL;

async function endsWithin(events: EventReader, ms = 8_000): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ended = await Promise.race([
    events.ended.then(() => true),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), ms);
    }),
  ]);
  clearTimeout(timer);
  return ended;
}

describe.if(Boolean(serverUrl))('event streams across two API processes', async () => {
  // Bun still runs a skipped describe's body to collect its tests: without a server it must open nothing.
  if (!serverUrl) return;
  const { urls, databaseUrl } = await startInstances(serverUrl, 2, 'naija_rt_two');
  const [first, second] = urls as [string, string];
  const json = { 'content-type': 'application/json' };
  const emails = ['out@two.example.ng', 'blocked@two.example.ng', 'tabs@two.example.ng'];
  const [, blockedId, tabsId] = await createAccounts(
    databaseUrl,
    emails.map((email) => ({ email, role: 'BUYER' as const })),
  );

  const open = async (base: string, cookie: string) => {
    const response = await fetch(`${base}/api/v1/events`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return readEvents(response);
  };
  /** The streams are still open a moment later. */
  const stillOpen = async (streams: EventReader[]) => {
    await Bun.sleep(300);
    for (const stream of streams) expect(stream.done).toBe(false);
  };

  test('a stream held by one process ends when its session is signed out through the other', async () => {
    const cookie = await signInCookie(first, emails[0] as string);
    const other = await signInCookie(first, emails[0] as string);
    const [stream, otherSession] = [await open(first, cookie), await open(first, other)];
    const out = await fetch(`${second}/api/v1/auth/sign-out`, { method: 'POST', headers: { cookie, origin: second } });
    expect(out.status).toBe(200);
    expect(await endsWithin(stream)).toBe(true);
    await stillOpen([otherSession]);
    await otherSession.close();
  });

  test('streams held by one process end when an admin blocks the user through the other', async () => {
    const cookie = await signInCookie(first, emails[1] as string);
    const streams = [await open(first, cookie), await open(second, cookie)];
    const adminCookie = await signInCookie(second, ADMIN.email, ADMIN.password);
    const blocked = await fetch(`${second}/api/v1/admin/users/${blockedId}/block`, {
      method: 'PATCH',
      headers: { ...json, cookie: adminCookie, origin: second },
    });
    expect(blocked.status).toBe(200);
    for (const stream of streams) expect(await endsWithin(stream)).toBe(true);
    expect((await fetch(`${first}/api/v1/events`, { headers: { cookie } })).status).toBe(401);
  });

  test(`the cap of ${STREAMS_PER_USER} streams per user counts both processes: the oldest closes wherever it is`, async () => {
    expect(tabsId).toBeDefined();
    const cookie = await signInCookie(first, emails[2] as string);
    const streams: EventReader[] = [];
    // Alternating: the oldest (on the first process) goes when the eleventh opens on the second.
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await open(i % 2 ? second : first, cookie));
    await stillOpen(streams);
    streams.push(await open(second, cookie));
    const [oldest, ...rest] = streams as [EventReader, ...EventReader[]];
    expect(await endsWithin(oldest)).toBe(true);
    expect(oldest.seen.at(-1)).toMatchObject({ event: realtimeClosedEvent, data: { reason: 'too-many-streams' } });
    await stillOpen(rest);
    // Two more at once, one on each process: the next two oldest go, ten stay.
    streams.push(...(await Promise.all([open(first, cookie), open(second, cookie)])));
    expect(await endsWithin(streams[1] as EventReader)).toBe(true);
    expect(await endsWithin(streams[2] as EventReader)).toBe(true);
    await stillOpen(streams.slice(3));
    expect(streams.filter((stream) => !stream.done)).toHaveLength(STREAMS_PER_USER);
    await Promise.all(streams.map((stream) => stream.close()));
  });
});
