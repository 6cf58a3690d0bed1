// The job queue: pg-boss on the same database as everything else (PostgreSQL, or the embedded PGlite through
// pg-boss's own PGlite adapter), so that a job can be sent inside a business transaction and is delivered by
// whichever API process claims it first (docs/decisions/027-outbox-and-job-queue.md).
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type Job, PgBoss, type QueueOptions } from 'pg-boss';
import type { Db, JobBackend, Tx } from '../db/client';
import { errorFields, type Logger } from '../lib/logger';

/** Where pg-boss keeps its tables: its own schema, beside the app's. */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  backend: JobBackend;
  logger: Logger;
  /** How often an idle worker looks for jobs: the fallback when the LISTEN wake-up is missed (default 2 s). */
  pollSeconds?: number;
  /** How often expired leases are taken back and old jobs pruned (default 60 s; tests use less). */
  superviseSeconds?: number;
  /** Connections of pg-boss's own pool on PostgreSQL (default 4). */
  poolSize?: number;
}

export interface QueueDefinition {
  name: string;
  options: QueueOptions;
}

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/**
 * One queue per process. `start()` creates pg-boss's schema (once, under its own lock) and the queues; `send`
 * writes a job in the caller's transaction; `work` claims jobs (SELECT … FOR UPDATE SKIP LOCKED inside pg-boss),
 * and `stopJobQueue` stops claiming and waits for the running handlers.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueOptions>();
  private readonly logger: Logger;
  private readonly pollSeconds: number;
  private started: Promise<void> | undefined;

  constructor(options: JobQueueOptions) {
    this.logger = options.logger;
    this.pollSeconds = options.pollSeconds ?? 2;
    const common = {
      schema: JOB_SCHEMA,
      // A sent job wakes a waiting worker at once (a code mail must not wait for the next poll); polling stays on
      // as the floor.
      useListenNotify: true,
      superviseIntervalSeconds: options.superviseSeconds ?? 60,
      maintenanceIntervalSeconds: options.superviseSeconds ?? 60,
      // This process's workers are what the API lists; no instance registry.
      registerInstance: false,
    };
    this.boss =
      options.backend.kind === 'pglite'
        ? new PgBoss({ ...common, db: fromPglite(options.backend.client), backend: 'pglite' })
        : new PgBoss({ ...common, connectionString: options.backend.url, max: options.poolSize ?? 4 });
    this.boss.on('error', (error) => this.logger.error('job queue error', errorFields(error)));
  }

  /** Declares a queue before `start()` (or after it: then it is created at once). */
  async define(definition: QueueDefinition): Promise<void> {
    this.queues.set(definition.name, definition.options);
    if (this.started) {
      await this.started;
      await this.createQueue(definition.name, definition.options);
    }
  }

  /** Whether a queue of this name was declared (a job sent to an undeclared queue is refused by pg-boss). */
  isDefined(name: string): boolean {
    return this.queues.has(name);
  }

  get isStarted(): boolean {
    return this.started !== undefined;
  }

  /** Starts pg-boss (several processes may start together: its migrations take their own lock). */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const [name, options] of this.queues) await this.createQueue(name, options);
    })();
    return this.started;
  }

  private async createQueue(name: string, options: QueueOptions): Promise<void> {
    // createQueue leaves an existing queue as it is; updateQueue brings its policy to what this release says.
    await this.boss.createQueue(name, { ...options, notify: true });
    await this.boss.updateQueue(name, options);
  }

  /**
   * Writes a job inside `tx`: it exists once `tx` commits and never if it rolls back. With `db` outside a
   * transaction it is stored at once.
   */
  async send(
    tx: Db | Tx,
    name: string,
    data: object,
    options: { singletonKey?: string; singletonSeconds?: number } = {},
  ): Promise<string> {
    if (!this.started) throw new Error(`the job queue is not started: cannot send "${name}"`);
    await this.started;
    const id = await this.boss.send(name, data, { ...options, db: fromDrizzle(tx, sql) });
    if (!id && !options.singletonKey) throw new Error(`job "${name}" was not stored`);
    return id ?? '';
  }

  /**
   * Runs `handler` for each job of `name` this process claims; a handler that throws is retried per the queue.
   *
   * `concurrency` workers each claim up to `batchSize` jobs per fetch and run them side by side, each settled on its
   * own (one failed mail does not retry the nine delivered with it). A full batch is followed by the next fetch at
   * once, so a backlog (what a stopped process left queued, a burst of sign-ups) drains as fast as the handlers
   * run, not one job per worker per poll interval (that was ~1 mail a second: issue 32's restart test).
   */
  async work<T extends object>(name: string, handler: JobHandler<T>, concurrency = 2, batchSize = 1): Promise<void> {
    await this.start();
    // The same poll with NOTIFY on (pg-boss would relax it to 30 s): a retry coming due after its backoff, or a
    // job left by a crashed process, is never notified, and only the poll finds it.
    const polling = {
      pollingIntervalSeconds: this.pollSeconds,
      notifyPollingIntervalSeconds: this.pollSeconds,
      localConcurrency: concurrency,
    };
    if (batchSize <= 1) {
      await this.boss.work<T>(name, polling, async ([job]) => {
        if (job) await handler(job);
      });
      return;
    }
    await this.boss.work<T>(
      name,
      { ...polling, batchSize, burstWhenBatchFull: true, perJobResults: true },
      async (batch) => {
        const outcomes = await Promise.allSettled(batch.map((job) => handler(job)));
        return outcomes.map((outcome, index) => {
          const id = (batch[index] as Job<T>).id;
          if (outcome.status === 'fulfilled') return { id, status: 'completed' as const };
          const { reason } = outcome;
          return {
            id,
            status: 'failed' as const,
            output: { message: reason instanceof Error ? reason.message : String(reason) },
          };
        });
      },
    );
  }

  /** A cron schedule: pg-boss sends one job per occurrence across all processes, and one worker claims it. */
  async schedule(
    name: string,
    cron: string,
    options: { singletonKey?: string; singletonSeconds?: number } = {},
  ): Promise<void> {
    await this.start();
    await this.boss.schedule(name, cron, null, { ...options, tz: 'UTC' });
  }
}

/**
 * Graceful stop for SIGTERM: stops claiming new jobs at once, waits up to `timeoutMs` for running handlers, then
 * closes pg-boss's connections (never the app's database). A handler still running at the bound is abandoned; its
 * job's lease runs out and another process (or this one after a restart) runs it again.
 */
export async function stopJobQueue(queue: JobQueue, timeoutMs = 10_000): Promise<void> {
  if (!queue.isStarted) return;
  await queue.boss.stop({ graceful: true, close: true, timeout: timeoutMs });
}
