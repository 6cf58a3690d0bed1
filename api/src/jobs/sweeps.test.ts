// The minute sweeps as scheduled jobs (ADR 027): two processes starting together on one database run each sweep
// once, not once each. Real PGlite (or PostgreSQL with TEST_DATABASE_URL), real pg-boss.
import { afterAll, describe, expect, test } from 'bun:test';
import { createLogger } from '../lib/logger';
import { setupTestApp } from '../test/app';
import { JobQueue, stopJobQueue } from './queue';
import { startSweeps, sweeps } from './sweeps';

const t = await setupTestApp();
const other = new JobQueue({ backend: t.database.jobBackend, logger: createLogger('silent'), pollSeconds: 0.5 });
afterAll(() => stopJobQueue(other, 2000));

describe('sweeps on the job queue', () => {
  test('two processes starting together run each sweep once', async () => {
    // Started one after the other: on PGlite both queues share the one connection, and two schema creations at
    // once would interleave there (on PostgreSQL pg-boss takes a lock for it).
    await t.jobs.start();
    await other.start();
    await Promise.all([startSweeps(t.services), startSweeps({ ...t.services, jobs: other })]);
    for (const sweep of sweeps) {
      const until = Date.now() + 30_000;
      let jobs = await t.jobs.boss.findJobs(sweep.name);
      while (!jobs.some((job) => job.state === 'completed') && Date.now() < until) {
        await Bun.sleep(200);
        jobs = await t.jobs.boss.findJobs(sweep.name);
      }
      // One job per calendar minute, whoever sent it (either process's start, or the cron): never two in a minute.
      const minutes = jobs.map((job) => String(job.singletonOn));
      expect(jobs.length).toBeGreaterThan(0);
      expect(new Set(minutes).size).toBe(jobs.length);
      expect(jobs.every((job) => job.singletonKey === 'minute')).toBe(true);
    }
  });
});
