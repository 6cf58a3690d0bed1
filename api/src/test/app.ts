// Builds the real app over a fresh test database, for one test file.
import { afterAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppDeps, createApp } from '../app';
import type { AppServices } from '../app-env';
import { type Config, loadConfig } from '../config';
import type { Database } from '../db/client';
import { type JobQueue, stopJobQueue } from '../jobs/queue';
import { createLogger } from '../lib/logger';
import { defaultRateRules, type RateRules } from '../lib/rate-limit';
import { RealtimeHub } from '../modules/realtime/hub';
import type { Lifecycle } from '../ops/lifecycle';
import type { Mailer } from '../providers/mail';
import { TestClient } from './client';
import { openTestDatabase } from './db';
import { documentedResponses } from './documented-responses';

export interface TestContext {
  app: ReturnType<typeof createApp>['app'];
  auth: ReturnType<typeof createApp>['auth'];
  storage: ReturnType<typeof createApp>['storage'];
  realtime: RealtimeHub;
  lifecycle: Lifecycle;
  /** The app's job queue, not started: a test that needs it starts it (it is stopped after the file). */
  jobs: JobQueue;
  mailer: Mailer;
  services: AppServices;
  database: Database;
  config: Config;
  client(ip?: string): TestClient;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: join(tmpdir(), 'naija-test-unused'),
    // Each test file stores its uploads in a folder of its own.
    UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'naija-uploads-')),
    // The test client plays a proxy: each client's own X-Forwarded-For address counts as its address.
    TRUST_PROXY: '1',
    // Tests read the codes mailed to their users, from the clients' made-up addresses.
    DEV_OUTBOX_PUBLIC: 'true',
    ...env,
  });
}

/** Opens a database and app for this file and closes them after all its tests. */
export async function setupTestApp(
  options: {
    env?: Record<string, string>;
    rateRules?: Partial<RateRules>;
    mailer?: AppDeps['mailer'];
    mailQueueOptions?: AppDeps['mailQueueOptions'];
    kyc?: AppDeps['kyc'];
    /** Another database than the fresh test one (an unreachable server, for the outage tests). */
    database?: Database;
    /** Keep-alive and heartbeat period of the event streams (ms), short for the tests that wait for one. */
    realtimeHeartbeatMs?: number;
  } = {},
): Promise<TestContext> {
  const config = testConfig(options.env);
  const database = options.database ?? (await openTestDatabase());
  const created = createApp({
    config,
    database,
    mailer: options.mailer,
    ...(options.mailQueueOptions ? { mailQueueOptions: options.mailQueueOptions } : {}),
    kyc: options.kyc,
    rateRules: { ...defaultRateRules, ...options.rateRules },
    ...(options.realtimeHeartbeatMs
      ? { realtime: new RealtimeHub(database, createLogger('silent'), { heartbeatMs: options.realtimeHeartbeatMs }) }
      : {}),
  });
  const check = documentedResponses(created.app);
  afterAll(async () => {
    await stopJobQueue(created.services.jobs, 2000);
    await created.services.realtime.stop();
    await database.close();
    rmSync(config.uploadsDir, { recursive: true, force: true });
  });
  return {
    app: created.app,
    auth: created.auth,
    storage: created.storage,
    realtime: created.services.realtime,
    lifecycle: created.services.lifecycle,
    jobs: created.services.jobs,
    mailer: created.mailer,
    services: created.services,
    database,
    config,
    client: (ip?: string) => new TestClient(created.app, check, ip),
  };
}
