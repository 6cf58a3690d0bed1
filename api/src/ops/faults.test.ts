// The fault suite (TEST_DATABASE_URL only): an API process on a real PostgreSQL reached through a proxy the test
// controls, under write load while the database goes away for a while and comes back. What must hold: every
// answer is a 2xx or a 503 with Retry-After within 3 s, no acknowledged write is lost, no stored write was answered
// with an error, the first 2xx comes within 3 s of the database's return, and the process stays alive. Readiness
// turns 503 while the database is cut and back once it returns; a statement slower than the statement timeout is
// answered 503, never a dropped connection.
import { describe, expect, setDefaultTimeout, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import postgres from 'postgres';
import { startInstances } from '../test/instances';
import { type DatabaseProxy, startDatabaseProxy } from '../test/tcp-proxy';

setDefaultTimeout(120_000);
const serverUrl = process.env.TEST_DATABASE_URL;
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 8_000);

interface Answer {
  email: string;
  status: number | 'cut';
  ms: number;
  retryAfter: string | null;
  sentAt: number;
}

describe.if(Boolean(serverUrl))('a database outage under write load', async () => {
  if (!serverUrl) return;
  let proxy: DatabaseProxy | null = null;
  const { urls, databaseUrl, processes, logs } = await startInstances(serverUrl, 1, 'naija_fault', {
    through: async (url) => {
      proxy = await startDatabaseProxy(url);
      return proxy.url;
    },
  });
  const [base] = urls as [string];
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });

  /** The database goes away as a stopped server does: its sessions end (replies already sent arrive), then nothing. */
  const takeDatabaseAway = async () => {
    const name = new URL(databaseUrl).pathname.slice(1);
    (proxy as DatabaseProxy | null)?.cut();
    await db`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and pid <> pg_backend_pid()`;
  };

  test('every answer is 2xx or a quick 503; nothing acknowledged is lost, nothing stored was refused', async () => {
    const answers: Answer[] = [];
    let writing = true;
    let sequence = 0;
    const writer = async (id: number) => {
      while (writing) {
        const email = `fault-${id}-${sequence++}@example.ng`;
        const sentAt = performance.now();
        try {
          const response = await fetch(`${base}/api/v1/news-letter/subscribe`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base },
            body: JSON.stringify({ email }),
            signal: AbortSignal.timeout(15_000),
          });
          await response.arrayBuffer();
          answers.push({
            email,
            status: response.status,
            ms: performance.now() - sentAt,
            retryAfter: response.headers.get('retry-after'),
            sentAt,
          });
        } catch {
          answers.push({ email, status: 'cut', ms: performance.now() - sentAt, retryAfter: null, sentAt });
        }
        await Bun.sleep(20);
      }
    };
    const writers = Array.from({ length: 8 }, (_, id) => writer(id));
    await Bun.sleep(1_500);
    await takeDatabaseAway();
    const downAt = performance.now();
    await Bun.sleep(OUTAGE_MS);
    (proxy as DatabaseProxy | null)?.restore();
    const backAt = performance.now();
    await Bun.sleep(4_000);
    writing = false;
    await Promise.all(writers);

    const stored = new Set(
      (await db<{ email: string }[]>`select email from newsletter_subscribers where email like 'fault-%'`).map(
        (row) => row.email,
      ),
    );
    const ok = answers.filter((a) => typeof a.status === 'number' && a.status >= 200 && a.status < 300);
    const refused = answers.filter((a) => !ok.includes(a));
    const during = answers.filter((a) => a.sentAt >= downAt && a.sentAt < backAt);
    const report = {
      answers: answers.length,
      ok: ok.length,
      during: during.length,
      statuses: [...new Set(answers.map((a) => a.status))],
      slowest: Math.round(Math.max(...answers.map((a) => a.ms))),
    };
    console.log('outage under write load', report);
    expect(during.length).toBeGreaterThan(0);
    // Answers: a 2xx, or a 503 with Retry-After, within 3 s — never a cut connection, a 500 or a hang.
    expect(answers.filter((a) => a.status !== 503 && !ok.includes(a))).toEqual([]);
    expect(refused.filter((a) => a.retryAfter === null)).toEqual([]);
    expect(answers.filter((a) => a.ms > 3_000).map((a) => ({ status: a.status, ms: Math.round(a.ms) }))).toEqual([]);
    // No acknowledged write lost, no stored write answered with an error.
    expect(ok.filter((a) => !stored.has(a.email)).map((a) => a.email)).toEqual([]);
    expect(refused.filter((a) => stored.has(a.email)).map((a) => a.email)).toEqual([]);
    // Serving again within 3 s of the database's return.
    const firstOkAfter = ok
      .filter((a) => a.sentAt + a.ms >= backAt)
      .sort((x, y) => x.sentAt + x.ms - (y.sentAt + y.ms))[0];
    expect(firstOkAfter).toBeDefined();
    expect((firstOkAfter as Answer).sentAt + (firstOkAfter as Answer).ms - backAt).toBeLessThan(3_000);
    // And the process is still the same, alive one.
    expect((processes[0] as ReturnType<typeof Bun.spawn>).exitCode).toBeNull();
    expect(logs[0]).not.toContain('uncaught');
  });

  test('/ready answers 503 database-down while the database is cut, /health keeps answering, both recover', async () => {
    const probe = async (path: 'ready' | 'health') => {
      const sentAt = performance.now();
      const response = await fetch(`${base}/api/v1/${path}`, { signal: AbortSignal.timeout(10_000) });
      return {
        status: response.status,
        body: (await response.json()) as Record<string, string>,
        retryAfter: response.headers.get('retry-after'),
        ms: performance.now() - sentAt,
      };
    };
    expect((await probe('ready')).body).toEqual({ status: 'ready' });
    expect((await probe('health')).status).toBe(200);

    await takeDatabaseAway();
    const cutAt = performance.now();
    const [ready, health] = await Promise.all([probe('ready'), probe('health')]);
    console.log('readiness while the database is cut', { ready, health });
    // The orchestrator stops sending traffic here, and is told when to ask again; the answer comes within 3 s.
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'database-down' });
    expect(ready.retryAfter).not.toBeNull();
    expect(ready.ms).toBeLessThan(3_000);
    // Liveness is still answered by this same process (the database's state in it, never a hang or a cut).
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'down' });
    expect(health.ms).toBeLessThan(3_000);
    // Still down a while later: readiness follows the database, not a single failed probe.
    await Bun.sleep(Math.max(0, 2_000 - (performance.now() - cutAt)));
    expect((await probe('ready')).body).toEqual({ status: 'database-down' });

    (proxy as DatabaseProxy | null)?.restore();
    const backAt = performance.now();
    let readyAgain = await probe('ready');
    while (readyAgain.status !== 200 && performance.now() - backAt < 10_000) {
      await Bun.sleep(100);
      readyAgain = await probe('ready');
    }
    const recoveredMs = Math.round(performance.now() - backAt);
    console.log('ready again after the database returned', { ms: recoveredMs });
    expect(readyAgain.body).toEqual({ status: 'ready' });
    expect(recoveredMs).toBeLessThan(3_000);
    expect(await probe('health')).toMatchObject({ status: 200, body: { status: 'ok', database: 'postgres' } });
    expect((processes[0] as ReturnType<typeof Bun.spawn>).exitCode).toBeNull();
  });
});

// Longer than Bun's default idle timeout (10 s): with the server's idle timeout left at its default the connection
// would be dropped with no status before the statement timeout answered.
const SLOW_STATEMENT_MS = 11_000;

describe.if(Boolean(serverUrl))('a statement slower than the statement timeout', async () => {
  if (!serverUrl) return;
  const { urls, databaseUrl } = await startInstances(serverUrl, 1, 'naija_slow', {
    env: { DATABASE_STATEMENT_TIMEOUT_MS: String(SLOW_STATEMENT_MS) },
  });
  const [base] = urls as [string];

  test('is cancelled by PostgreSQL and answered 503 with Retry-After and a clear message, the connection kept', async () => {
    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    // A transaction holds the news table locked: a GET of the news waits on the lock until its statement times out.
    let release = () => {};
    let locked = () => {};
    const lockTaken = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holder = db.begin(async (tx) => {
      await tx`lock table news_articles in access exclusive mode`;
      locked();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await lockTaken;
    const sentAt = performance.now();
    let answer: { status: number; body: unknown; retryAfter: string | null } | { error: string };
    try {
      const response = await fetch(`${base}/api/v1/news`, { signal: AbortSignal.timeout(40_000) });
      answer = {
        status: response.status,
        body: await response.json(),
        retryAfter: response.headers.get('retry-after'),
      };
    } catch (error) {
      answer = { error: String((error as { code?: string }).code ?? error) };
    }
    const ms = Math.round(performance.now() - sentAt);
    release();
    await holder;
    console.log('a statement past the statement timeout', { ms, answer });
    expect(answer).toEqual({
      status: 503,
      body: { code: 'service_unavailable', message: messages.serviceUnavailable },
      retryAfter: '5',
    });
    // It waited for the statement timeout, not some shorter limit of its own.
    expect(ms).toBeGreaterThanOrEqual(SLOW_STATEMENT_MS - 500);
    // And once the lock is gone the same request is served.
    expect((await fetch(`${base}/api/v1/news`)).status).toBe(200);
    await db.end();
  }, 60_000);
});
