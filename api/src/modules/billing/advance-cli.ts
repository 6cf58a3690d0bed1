// `npm run billing:advance -- <days>`: moves the local provider's billing clock forward and runs the billing sweep,
// so a demo shows renewals, invoices and expiry without waiting a month. On the embedded database stop
// `npm start` first (one process per data directory); on PostgreSQL it works beside the running server.
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { JobQueue, stopJobQueue } from '../../jobs/queue';
import { createLogger } from '../../lib/logger';
import { createMailer } from '../../providers/mail';
import { advanceBillingClock } from '../../providers/payments/clock';
import { runBillingCycle } from './renewal-sweep';

try {
  const days = Number(process.argv[2] ?? '31');
  if (!Number.isFinite(days) || days <= 0 || days > 3650)
    throw new ConfigError('Usage: npm run billing:advance -- <days 1–3650>');
  const config = loadConfig();
  if (config.nodeEnv === 'production') throw new ConfigError('The billing clock never moves with NODE_ENV=production');
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const logger = createLogger('info');
    // Mail over SMTP is queued here and delivered by the API's job workers (ADR 027); this command delivers none.
    const jobs = new JobQueue({ backend: database.jobBackend, logger });
    const mailer = createMailer({
      transport: config.mailTransport,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      jobs,
      logger,
      printOutbox: true,
    });
    if (mailer.transport === 'smtp') await jobs.start();
    try {
      const now = await advanceBillingClock(database.db, Math.round(days * 86_400));
      const applied = await runBillingCycle(database.db, mailer, now);
      console.log(`Billing clock is now ${now.toISOString()}; ${applied} billing event(s) applied.`);
    } finally {
      await stopJobQueue(jobs);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
