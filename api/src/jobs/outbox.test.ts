// Mail survives a crash (issue 32, ADR 027): over SMTP every mail is a job written in the transaction of the write it
// tells about, and delivered by whichever runner claims it: once, with retries, never for a rolled-back write.
// Real PGlite (or PostgreSQL with TEST_DATABASE_URL), real pg-boss, real nodemailer against a local SMTP server.
import { afterAll, afterEach, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createLogger } from '../lib/logger';
import { createMailer, MAIL_QUEUE, type Mailer, type MailMessage } from '../providers/mail';
import { setupTestApp } from '../test/app';
import { startSmtpServer } from '../test/smtp-server';
import { signedInUser } from '../test/users';
import { JobQueue, stopJobQueue } from './queue';

const smtp = await startSmtpServer();
const retry = { retryLimit: 5, retryDelay: 1, retryBackoff: true, retryDelayMax: 8 };
// The app that answers requests: it queues mail but never delivers it, as a process that dies right after its
// commit would (its job queue is started only so that requests can queue).
const t = await setupTestApp({ env: { SMTP_URL: smtp.url }, mailQueueOptions: retry });
await t.jobs.start();
afterAll(() => smtp.close());

const logger = createLogger(process.env.OUTBOX_TEST_LOG ? 'info' : 'silent');
const runners: JobQueue[] = [];

/** A fresh delivery process on the same database: its own queue and mailer, delivering what it claims. */
async function startRunner(pollSeconds = 0.5): Promise<Mailer> {
  const jobs = new JobQueue({ backend: t.database.jobBackend, logger, pollSeconds });
  runners.push(jobs);
  const mailer = createMailer({
    transport: 'smtp',
    smtpUrl: smtp.url,
    from: 'Naija Homes <no-reply@naijahomes.ng>',
    jobs,
    logger,
    printOutbox: false,
    queueOptions: retry,
  });
  await jobs.start();
  await mailer.startDelivery?.();
  return mailer;
}

afterEach(async () => {
  await Promise.all(runners.splice(0).map((jobs) => stopJobQueue(jobs, 2000)));
});

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) {
      const jobs = await t.database.execute(sql`select name, state, retry_count, output from pgboss.job`);
      throw new Error(`timed out waiting; ${smtp.received.length} received; jobs: ${JSON.stringify(jobs)}`);
    }
    await Bun.sleep(100);
  }
}

const mail = (subject: string): MailMessage => ({
  to: 'ops@example.ng',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

describe('mail through the outbox', () => {
  test('a lead answered 201 is mailed to the agent after a crash, by a fresh runner, once', async () => {
    const agent = await signedInUser(t, 'AGENT');
    const sent = await t.client().post('/api/v1/lead/create', {
      agentId: agent.user._id,
      fullName: 'Crash Tester',
      email: 'crash@example.ng',
      message: 'Is it still available?',
    });
    expect(sent.status).toBe(201);
    const subject = 'New lead on Naija Homes: Crash Tester';
    // The answering process never delivers: the mail waits in the queue, committed with the lead.
    await Bun.sleep(1500);
    expect(smtp.withSubject(subject)).toHaveLength(0);
    await startRunner();
    await waitFor(() => smtp.withSubject(subject).length > 0);
    await Bun.sleep(2000);
    const delivered = smtp.withSubject(subject);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.to[0]).toContain(agent.email);
    // The job id is the Message-ID: a retried delivery carries the same one.
    expect(delivered[0]?.data).toMatch(/Message-ID: <[0-9a-f-]+@naija-homes\.mail>/i);
  });

  test('two runners racing on the same outbox deliver each mail exactly once', async () => {
    const subjects = Array.from({ length: 20 }, (_, index) => `Race mail ${index + 1} of 20`);
    for (const subject of subjects) await t.mailer.send(t.database.db, mail(subject));
    await Promise.all([startRunner(), startRunner()]);
    await waitFor(() => subjects.every((subject) => smtp.withSubject(subject).length > 0), 30_000);
    await Bun.sleep(2000);
    for (const subject of subjects) expect(smtp.withSubject(subject)).toHaveLength(1);
  });

  test('a backlog drains in batches, not one mail per worker per poll, and one refusal retries only its mail', async () => {
    const subjects = Array.from({ length: 60 }, (_, index) => `Backlog mail ${index + 1} of 60`);
    for (const subject of subjects) await t.mailer.send(t.database.db, mail(subject));
    smtp.refuseNext(1);
    // The production poll (2 s): one job per worker per poll would need a minute for sixty.
    const started = Date.now();
    await startRunner(2);
    await waitFor(() => subjects.every((subject) => smtp.withSubject(subject).length > 0), 30_000);
    const took = Date.now() - started;
    expect(smtp.refusedAt.length).toBeGreaterThan(0);
    await Bun.sleep(1500);
    for (const subject of subjects) expect(smtp.withSubject(subject)).toHaveLength(1);
    // Fifty-nine in the first fetches; the refused one after its retry delay (1 s).
    expect(took).toBeLessThan(15_000);
  });

  test('a refusing SMTP server is retried with growing delays, and the mail then goes through once', async () => {
    const refusedBefore = smtp.refusedAt.length;
    smtp.refuseNext(2);
    const subject = 'Retried mail';
    await t.mailer.send(t.database.db, mail(subject));
    await startRunner();
    await waitFor(() => smtp.withSubject(subject).length > 0, 30_000);
    const refused = smtp.refusedAt.slice(refusedBefore);
    expect(refused).toHaveLength(2);
    const [first, second] = refused as [number, number];
    const [delivered] = smtp.withSubject(subject);
    // Backoff: the first retry waits at least retryDelay (1 s), the second at least twice that.
    expect(second - first).toBeGreaterThanOrEqual(900);
    expect((delivered?.at ?? 0) - second).toBeGreaterThanOrEqual(1900);
    await Bun.sleep(1500);
    expect(smtp.withSubject(subject)).toHaveLength(1);
  });

  test('a mail whose transaction rolls back is never sent', async () => {
    const subject = 'Rolled back mail';
    await expect(
      t.database.db.transaction(async (tx) => {
        await t.mailer.send(tx, mail(subject));
        throw new Error('the business write failed');
      }),
    ).rejects.toThrow('the business write failed');
    const after = 'Mail after the rollback';
    await t.mailer.send(t.database.db, mail(after));
    await startRunner();
    await waitFor(() => smtp.withSubject(after).length > 0);
    await Bun.sleep(1000);
    expect(smtp.withSubject(subject)).toHaveLength(0);
    const jobs = await t.jobs.boss.findJobs<MailMessage>(MAIL_QUEUE, { data: { subject } });
    expect(jobs).toHaveLength(0);
  });
});
