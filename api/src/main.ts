// Process entry: config → database → migrations → first admin → demo seed → Bun.serve.
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { ensureFirstAdmin } from './db/seed/admin';
import { demoCredentialsTable, seedDemo } from './db/seed/demo';
import { claimJobRun } from './lib/jobs';
import { createLogger, errorFields } from './lib/logger';
import { runBillingCycle } from './modules/billing/renewal-sweep';
import { runBookingSweep } from './modules/bookings/bookings.service';
import { refreshCalendarImports } from './modules/bookings/calendars.service';
import { pruneViewVisitors } from './modules/insights/listing-beacons';
import { closeActivityDays } from './modules/insights/platform-activity';
import { remindInspections } from './modules/inspections/inspections.service';
import { syncProviderPlanIds } from './providers/payments';
import { createStorage } from './providers/storage';
import { hasWebBuild } from './web/static';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const database = await openDatabase(config);
  try {
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
  const { app, mailer, services } = createApp({ config, database, logger });
  const server = Bun.serve({ port: config.port, fetch: (request, srv) => app.fetch(request, srv) });
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

  // Renewals and expiries happen on their own: once just after start (not holding it up), then every minute, by
  // whichever process claims the minute first (several processes may share the database).
  const billingCycle = async () => {
    try {
      if (!(await claimJobRun(database, 'billing-cycle', 55))) return;
      const applied = await runBillingCycle(database.db, mailer);
      logger.info('billing cycle ran', { applied });
    } catch (error) {
      logger.error('billing cycle failed', errorFields(error));
    }
  };
  void billingCycle();
  const billingTimer = setInterval(billingCycle, 60_000);
  // Booking requests past their deadline lapse, stays and inspections of tomorrow are reminded, and imported
  // calendars are read again hourly, the same way.
  const bookingSweep = async () => {
    try {
      if (!(await claimJobRun(database, 'booking-sweep', 55))) return;
      const told = await runBookingSweep({ db: database.db, mailer, appUrl: config.baseUrl });
      const calendars = await refreshCalendarImports(database.db, {
        allowPrivateHosts: config.calendarImportPrivateHosts,
      });
      const inspections = await remindInspections({ db: database.db, mailer, appUrl: config.baseUrl });
      const forgotten = await pruneViewVisitors(database.db);
      const activityDaysClosed = await closeActivityDays(database.db);
      if (told || calendars || inspections || forgotten || activityDaysClosed) {
        logger.info('booking sweep ran', { told, calendars, inspections, forgotten, activityDaysClosed });
      }
    } catch (error) {
      logger.error('booking sweep failed', errorFields(error));
    }
  };
  void bookingSweep();
  const bookingTimer = setInterval(bookingSweep, 60_000);

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(billingTimer);
    clearInterval(bookingTimer);
    await server.stop(true);
    await services.realtime.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
