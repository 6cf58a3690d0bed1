// Two API processes on one PostgreSQL, as the platform grows past one machine: they start together (taking turns
// for migrations and the first admin), share sessions and rate limits, and the billing sweep runs once per round.
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPostgres } from './db/client';
import { ensureAccount } from './db/seed/accounts';
import { readEvents } from './test/sse';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.if(Boolean(serverUrl))('two API processes on one database', async () => {
  // Bun still runs a skipped describe's body to collect its tests: without a server it must open nothing.
  if (!serverUrl) return;
  const admin = postgres(serverUrl as string, { max: 1, onnotice: () => {} });
  const name = `naija_two_${process.pid}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'naija-two-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: '0',
    DATABASE_URL: url.toString(),
    DATA_DIR: dataDir,
    WEB_DIST_ROOT: dataDir,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: 'ops@example.ng',
    ADMIN_PASSWORD: 'Two-instances-2026',
  };
  const entry = join(import.meta.dir, 'main.ts');
  const processes = [0, 1].map(() => Bun.spawn([process.execPath, entry], { env, stdout: 'pipe', stderr: 'pipe' }));
  const logs = ['', ''];
  // Both started at once: each reads its own output until it listens (and keeps reading for the job lines).
  const urls = await Promise.all(
    processes.map(
      (child, index) =>
        new Promise<string>((resolve, reject) => {
          const reader = child.stdout.getReader();
          const decoder = new TextDecoder();
          const timer = setTimeout(
            () => reject(new Error(`instance ${index} never listened:\n${logs[index]}`)),
            60_000,
          );
          void (async () => {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) return;
              logs[index] += decoder.decode(value);
              const match = logs[index]?.match(/"msg":"listening","url":"([^"]+)"/);
              if (match?.[1]) {
                clearTimeout(timer);
                resolve(match[1]);
              }
            }
          })();
        }),
    ),
  );
  afterAll(async () => {
    for (const child of processes) child.kill();
    await Promise.all(processes.map((child) => child.exited));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const [first, second] = urls as [string, string];
  const json = { 'content-type': 'application/json' };

  test('both started on the same empty database: migrated once, one first admin', async () => {
    const scoped = postgres(url.toString(), { max: 1, onnotice: () => {} });
    const [row] = await scoped<
      { admins: number }[]
    >`select count(*)::int as admins from users where email = 'ops@example.ng'`;
    await scoped.end();
    const admins = row?.admins;
    expect(admins).toBe(1);
    for (const base of urls) expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);
  });

  test('a session opened on one process is honoured by the other, and signing out on it ends it on both', async () => {
    const signIn = await fetch(`${first}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { ...json, origin: first },
      body: JSON.stringify({ email: 'ops@example.ng', password: 'Two-instances-2026' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    expect((await fetch(`${second}/api/v1/user/me`, { headers: { cookie } })).status).toBe(200);
    const out = await fetch(`${second}/api/v1/auth/sign-out`, { method: 'POST', headers: { cookie, origin: second } });
    expect(out.status).toBe(200);
    expect((await fetch(`${first}/api/v1/user/me`, { headers: { cookie } })).status).toBe(401);
  });

  test('rate limits are counted across both: failures alternating between them are stopped at the same count', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const base = i % 2 ? second : first;
      const response = await fetch(`${base}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { ...json, origin: base },
        body: JSON.stringify({ email: 'ops@example.ng', password: 'wrong-password-1' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  test('the billing sweep ran once for this round, not once per process', async () => {
    await Bun.sleep(1500);
    const runs = logs.map((log) => (log.match(/"msg":"billing cycle ran"/g) ?? []).length);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  test('an event stream held by one process hears what the other process does (LISTEN/NOTIFY), and both count it online', async () => {
    const database = openPostgres(url.toString());
    const password = 'Two-instances-chat-2026';
    const people = await Promise.all(
      (['BUYER', 'AGENT'] as const).map((role) =>
        ensureAccount(database.db, {
          email: `${role.toLowerCase()}@two.example.ng`,
          password,
          firstName: role === 'BUYER' ? 'Ngozi' : 'Tunde',
          lastName: role === 'BUYER' ? 'Obi' : 'Bakare',
          role,
          phoneNumber: '+2348031234567',
          agent: role === 'AGENT' ? { status: 'approved' } : undefined,
        }),
      ),
    );
    await database.close();
    const [buyerId, agentId] = people.map((person) => person.id) as [string, string];
    const signIn = async (base: string, email: string) => {
      const response = await fetch(`${base}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { ...json, origin: base },
        body: JSON.stringify({ email, password }),
      });
      expect(response.status).toBe(200);
      return response.headers
        .getSetCookie()
        .map((entry) => entry.split(';')[0])
        .join('; ');
    };
    const buyerCookie = await signIn(first, 'buyer@two.example.ng');
    const agentCookie = await signIn(second, 'agent@two.example.ng');

    // The agent listens on the second process; the buyer writes through the first.
    const stream = await fetch(`${second}/api/v1/events`, { headers: { cookie: agentCookie } });
    expect(stream.status).toBe(200);
    const events = readEvents(stream);
    const sent = await fetch(`${first}/api/v1/room/create`, {
      method: 'POST',
      headers: { ...json, origin: first, cookie: buyerCookie },
      body: JSON.stringify({ agentId, text: 'Heard across processes?' }),
    });
    expect(sent.status).toBe(200);
    const { room } = (await sent.json()) as { room: { _id: string } };
    const message = (await events.next('new-message')).data as { message: { text: string; senderId: { _id: string } } };
    expect(message.message).toMatchObject({ text: 'Heard across processes?', senderId: { _id: buyerId } });
    expect((await events.next('new-chat-notification')).data).toEqual({
      roomId: room._id,
      unreadCount: 1,
      chatsUnreadCount: 1,
    });
    // The first process sees the agent online through the shared connection table.
    const seen = await fetch(`${first}/api/v1/room/${room._id}`, { headers: { cookie: buyerCookie } });
    const body = (await seen.json()) as { data: { user2: { isOnline: boolean } } };
    expect(body.data.user2.isOnline).toBe(true);
    await events.close();
  });
});
