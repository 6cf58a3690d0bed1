// A graceful restart under load (TEST_DATABASE_URL only: a real `bun api/src/main.ts` process on PostgreSQL). A
// SIGTERM stops new connections, lets every request already received finish, ends event streams with a retry
// hint, and closes the pool last: no request is cut, and every write that was answered 2xx is stored. Run twice:
// with the dev outbox (a table), and with SMTP, where mail is a job in the queue and must be delivered once.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import postgres from 'postgres';
import { createAccounts, signInCookie, startInstances } from '../test/instances';
import { type ReceivedMail, startSmtpServer } from '../test/smtp-server';
import { readEvents } from '../test/sse';

setDefaultTimeout(120_000);
const serverUrl = process.env.TEST_DATABASE_URL;

type Outcome = { email: string; status: number } | { email: string; error: 'refused' | 'cut'; detail: string };

describe.if(Boolean(serverUrl))('a graceful restart under load', async () => {
  if (!serverUrl) return;
  const { urls, databaseUrl, processes, logs } = await startInstances(serverUrl, 1, 'naija_restart');
  const [base] = urls as [string];
  const child = processes[0] as ReturnType<typeof Bun.spawn>;
  const [buyerId] = await createAccounts(databaseUrl, [{ email: 'restart@example.ng', role: 'BUYER' }]);
  expect(buyerId).toBeDefined();

  test('SIGTERM: in-flight requests finish, streams end with a retry hint, nothing answered is lost', async () => {
    const cookie = await signInCookie(base, 'restart@example.ng');
    const stream = await fetch(`${base}/api/v1/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const events = readEvents(stream);

    const outcomes: Outcome[] = [];
    let signalled = false;
    let sequence = 0;
    const writer = async (id: number) => {
      // Until a while after the signal: the last requests meet a process that no longer accepts connections.
      for (let afterSignal = 0; afterSignal < 5; ) {
        if (signalled) afterSignal += 1;
        const email = `restart-${id}-${sequence++}@example.ng`;
        // Half the writers subscribe to the newsletter, half sign up (a write that mails a code).
        const signUp = id % 2 === 1;
        try {
          const response = await fetch(`${base}/api/v1/${signUp ? 'auth/sign-up' : 'news-letter/subscribe'}`, {
            method: 'POST',
            // A fresh connection each time: a kept-alive one closed by the stopping server is not a cut request.
            headers: { 'content-type': 'application/json', origin: base, connection: 'close' },
            body: JSON.stringify(
              signUp
                ? {
                    email,
                    firstName: 'Ada',
                    lastName: 'Restart',
                    phoneNumber: '+2348031234567',
                    password: 'Quiet-Harbour-2026',
                    role: 'BUYER',
                  }
                : { email },
            ),
          });
          await response.arrayBuffer();
          outcomes.push({ email, status: response.status });
        } catch (error) {
          const detail = String((error as { code?: string }).code ?? error);
          outcomes.push({ email, error: /refused/i.test(detail) ? 'refused' : 'cut', detail });
        }
      }
    };
    const writers = Array.from({ length: 10 }, (_, id) => writer(id));
    await Bun.sleep(1_500);
    const inFlightAtSignal = sequence;
    child.kill('SIGTERM');
    signalled = true;
    await Promise.all(writers);
    const exitCode = await child.exited;

    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const stored = new Set(
      (
        await db<{ email: string }[]>`
          select email from newsletter_subscribers where email like 'restart-%'
          union all select email from users where email like 'restart-%'`
      ).map((row) => row.email),
    );
    // The code mail of every sign-up that was answered (the dev outbox is a table written with the account).
    const mailed = new Set(
      (await db<{ to: string }[]>`select "to" from outbox_mails where "to" like 'restart-%'`).map((row) => row.to),
    );
    await db.end();
    const answered = outcomes.filter((o): o is { email: string; status: number } => 'status' in o);
    console.log('restart under load', {
      sent: outcomes.length,
      answered: answered.length,
      refused: outcomes.filter((o) => 'error' in o && o.error === 'refused').length,
      resetInQueue: outcomes.filter((o) => 'error' in o && o.error === 'cut').length,
      inFlightAtSignal,
    });
    // No request that reached the process was cut; every answer is a 2xx; every 2xx is stored. A connection the
    // kernel had queued but the process never accepted is reset when the listener closes (TCP's own race, the same
    // for every server): the client sees ECONNRESET for a request that never started. That is told apart from a cut
    // by its effect: a request the process had begun would have stored its write, a queued one left no trace.
    const resets = outcomes.filter((o) => 'error' in o && o.error === 'cut');
    expect(resets.filter((o) => 'detail' in o && o.detail !== 'ECONNRESET')).toEqual([]);
    expect(resets.filter((o) => stored.has(o.email) || mailed.has(o.email)).map((o) => o.email)).toEqual([]);
    expect(exitCode).toBe(0);
    expect(logs[0]?.includes('"msg":"stopped"')).toBe(true);
    expect(answered.filter((o) => o.status < 200 || o.status > 299)).toEqual([]);
    expect(answered.filter((o) => !stored.has(o.email)).map((o) => o.email)).toEqual([]);
    const signUps = answered.filter((o) => /^restart-\d*[13579]-/.test(o.email));
    expect(signUps.length).toBeGreaterThan(0);
    expect(signUps.filter((o) => !mailed.has(o.email)).map((o) => o.email)).toEqual([]);
    // The stream was ended by the server, with a retry hint sooner than the usual 3 s.
    await events.ended;
    expect(events.failed).toBe(false);
    expect(events.retries.at(-1)).toBe(500);
  });
});

/** A distinct name of letters only (a lead's full name allows nothing else): 0 → "aaaa", 1 → "aaab", … */
const letters = (n: number) =>
  Array.from({ length: 4 }, (_, i) => String.fromCharCode(97 + (Math.floor(n / 26 ** (3 - i)) % 26))).join('');
/** A received mail's Subject header, unfolded. */
const subjectOf = (mail: ReceivedMail) => /^Subject: (.*)$/m.exec(mail.data.replace(/\n[ \t]+/g, ' '))?.[1] ?? '';

// The same restart with mail over SMTP, so mail goes through the job queue (ADR 027) rather than the dev outbox's
// table: every write that was answered (or stored) has its mail delivered once, by the stopping process or, for what
// it left queued, by the next one.
describe.if(Boolean(serverUrl))('a graceful restart under load, mail over SMTP through the job queue', async () => {
  if (!serverUrl) return;
  const smtp = await startSmtpServer();
  afterAll(() => smtp.close());
  const { urls, databaseUrl, processes, logs, startAnother } = await startInstances(
    serverUrl,
    1,
    'naija_restart_mail',
    { env: { SMTP_URL: smtp.url } },
  );
  const [base] = urls as [string];
  const child = processes[0] as ReturnType<typeof Bun.spawn>;
  const [agentId] = await createAccounts(databaseUrl, [{ email: 'restart-agent@example.ng', role: 'AGENT' }]);

  test('SIGTERM under load: every stored sign-up and lead has its mail delivered exactly once', async () => {
    expect(logs[0]).toContain('"mail":"smtp"');
    const outcomes: Array<{ kind: 'sign-up' | 'lead'; key: string; status: number | 'refused' | 'cut' }> = [];
    let signalled = false;
    let sequence = 0;
    const writer = async (id: number) => {
      for (let afterSignal = 0; afterSignal < 5; ) {
        if (signalled) afterSignal += 1;
        const n = sequence++;
        // Half the writers sign up (a code mailed to them), half send a lead (mailed to the agent).
        const signUp = id % 2 === 1;
        const key = signUp ? `restart-mail-${n}@example.ng` : `Restart ${letters(n)}`;
        try {
          const response = await fetch(`${base}/api/v1/${signUp ? 'auth/sign-up' : 'lead/create'}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: base, connection: 'close' },
            body: JSON.stringify(
              signUp
                ? {
                    email: key,
                    firstName: 'Ada',
                    lastName: 'Restart',
                    phoneNumber: '+2348031234567',
                    password: 'Quiet-Harbour-2026',
                    role: 'BUYER',
                  }
                : {
                    agentId,
                    fullName: key,
                    email: `restart-lead-${n}@example.ng`,
                    message: 'Is the flat in Yaba still available?',
                  },
            ),
          });
          await response.arrayBuffer();
          outcomes.push({ kind: signUp ? 'sign-up' : 'lead', key, status: response.status });
        } catch (error) {
          const detail = String((error as { code?: string }).code ?? error);
          outcomes.push({
            kind: signUp ? 'sign-up' : 'lead',
            key,
            status: /refused/i.test(detail) ? 'refused' : 'cut',
          });
        }
      }
    };
    const writers = Array.from({ length: 10 }, (_, id) => writer(id));
    // Long enough for a few dozen writes (a sign-up hashes a password) before the signal.
    await Bun.sleep(3_000);
    child.kill('SIGTERM');
    signalled = true;
    await Promise.all(writers);
    expect(await child.exited).toBe(0);

    const db = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const storedSignUps = (
      await db<{ email: string }[]>`select email from users where email like 'restart-mail-%'`
    ).map((row) => row.email);
    const storedLeads = (
      await db<{ name: string }[]>`select full_name as name from leads where full_name like 'Restart %'`
    ).map((row) => row.name);
    const codeMailsTo = (email: string) =>
      smtp.received.filter(
        (mail) => mail.to.some((to) => to.includes(email)) && subjectOf(mail).includes('verification code'),
      ).length;
    const leadMailsOf = (name: string) =>
      smtp.received.filter((mail) => subjectOf(mail) === `New lead on Naija Homes: ${name}`).length;
    const undelivered = () => [
      ...storedSignUps.filter((email) => codeMailsTo(email) === 0),
      ...storedLeads.filter((name) => leadMailsOf(name) === 0),
    ];
    const answered = outcomes.filter((o) => typeof o.status === 'number');
    const leftQueued = undelivered().length;

    // A fresh process on the same database delivers whatever the stopped one left in the queue.
    await startAnother();
    const until = Date.now() + 30_000;
    while (undelivered().length > 0 && Date.now() < until) await Bun.sleep(200);
    // Time for a second delivery of anything, should a job run twice.
    await Bun.sleep(3_000);
    const jobs = await db<{ state: string; n: number }[]>`
      select state, count(*)::int as n from pgboss.job where name = 'mail' group by state order by state`;
    await db.end();
    console.log('restart under load, mail over SMTP', {
      sent: outcomes.length,
      answered: answered.length,
      storedSignUps: storedSignUps.length,
      storedLeads: storedLeads.length,
      mailsLeftQueuedAtExit: leftQueued,
      mailsReceived: smtp.received.length,
      jobs: jobs.map((row) => `${row.state}: ${row.n}`),
    });

    // Every answer was a 2xx, and every answered write was stored.
    expect(answered.filter((o) => (o.status as number) < 200 || (o.status as number) > 299)).toEqual([]);
    const stored = new Set([...storedSignUps, ...storedLeads]);
    expect(answered.filter((o) => !stored.has(o.key)).map((o) => o.key)).toEqual([]);
    expect(storedSignUps.length).toBeGreaterThan(0);
    expect(storedLeads.length).toBeGreaterThan(0);
    // Every stored write has its mail, exactly once; a request that left no write left no mail.
    expect(storedSignUps.filter((email) => codeMailsTo(email) !== 1)).toEqual([]);
    expect(storedLeads.filter((name) => leadMailsOf(name) !== 1)).toEqual([]);
    const unstored = outcomes.filter((o) => !stored.has(o.key));
    expect(
      unstored.filter((o) => (o.kind === 'sign-up' ? codeMailsTo(o.key) : leadMailsOf(o.key)) > 0).map((o) => o.key),
    ).toEqual([]);
    expect(smtp.received.length).toBe(storedSignUps.length + storedLeads.length);
    expect(jobs.filter((row) => row.state !== 'completed')).toEqual([]);
  });
});
