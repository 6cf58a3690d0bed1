// Process entry: config → database → migrations → first admin → demo seed → Bun.serve.
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureFirstAdmin } from './db/seed/admin';
import { demoCredentialsTable, seedDemo } from './db/seed/demo';
import { stopJobQueue } from './jobs/queue';
import { startSweeps } from './jobs/sweeps';
import { createLogger } from './lib/logger';
import { alertDepsOf, startSavedSearchAlerts } from './modules/saved-searches/saved-search-alerts';
import { Lifecycle, stopGracefully } from './ops/lifecycle';
import { describeDatabaseUrl, installProcessGuards, waitForDatabase } from './ops/process-guards';
import { syncProviderPlanIds } from './providers/payments';
import { createStorage } from './providers/storage';
import { hasWebBuild } from './web/static';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  installProcessGuards(logger);
  const database = await openDatabase(config);
  try {
    if (config.databaseUrl) {
      await waitForDatabase(database, {
        limitMs: config.databaseStartTimeoutMs,
        logger,
        describe: describeDatabaseUrl(config.databaseUrl),
      });
    }
    // Several processes may start together on one PostgreSQL: they take turns (migrations, first admin, seed).
    await database.exclusive('naija-homes:startup', async () => {
      await runMigrations(database);
      await ensureFirstAdmin(database.db, config, logger);
      const unpriced = await syncProviderPlanIds(database.db, config.payments);
      if (unpriced.length) {
        logger.warn('plans without a provider id cannot be bought', { provider: config.payments.provider, unpriced });
      }
      if (config.demoSeed) {
        const created = await seedDemo(database.db, createStorage({ uploadsDir: config.uploadsDir, s3: config.s3 }));
        console.log(`\nDemo accounts${created ? ` (${created} created now)` : ''}:\n${demoCredentialsTable()}\n`);
      }
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  const lifecycle = new Lifecycle();
  const { app, mailer, services } = createApp({ config, database, logger, lifecycle });
  // Mail over SMTP and the sweeps run on the job queue (pg-boss on this same database, ADR 027): whichever process
  // claims a job runs it, once; mail queued before a crash is delivered after the restart. Started before the
  // server, so that the first request can queue its mail.
  await services.jobs.start();
  const server = Bun.serve({
    port: config.port,
    // Longer than the statement timeout, so a slow database is answered (503), never a dropped connection.
    idleTimeout: Math.ceil(config.statementTimeoutMs / 1000) + 20,
    fetch: (request, srv) => lifecycle.track(() => app.fetch(request, srv)),
  });
  const web = hasWebBuild(config.webDistRoot)
    ? `web from ${config.webDistRoot}`
    : 'API only (no built front ends found)';
  logger.info('listening', {
    url: `http://localhost:${server.port}`,
    database: database.kind,
    mail: mailer.transport,
    web,
  });
  if (mailer.transport === 'outbox')
    logger.info('dev outbox', { url: `http://localhost:${server.port}/api/v1/dev/outbox/page` });

  await mailer.startDelivery?.();
  if (config.runSweeps) await startSweeps(services);
  else logger.info('sweeps are off in this process (RUN_SWEEPS=false): another process must run them');
  await startSavedSearchAlerts(services.jobs, alertDepsOf(services));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('signal received', { signal });
    await stopGracefully({
      lifecycle,
      logger,
      // Stops accepting; the requests already received go on (awaited through the lifecycle, bounded).
      stopListening: () => void server.stop(false),
      endStreams: () => {
        const ended = services.realtime.endEveryStream();
        if (ended) logger.info('stopping: event streams ended for their clients to reconnect', { ended });
      },
      // No new jobs; the running ones (a mail being sent, a sweep) finish first, within the bound.
      stopBackground: () => stopJobQueue(services.jobs),
      closeDatabase: async () => {
        await server.stop(true);
        await services.realtime.stop();
        await database.close();
      },
    });
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
