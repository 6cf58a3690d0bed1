// The periodic sweeps, as scheduled jobs of the job queue: pg-boss sends one job per minute across all processes
// and one worker claims it, so each sweep runs once a minute however many API processes share the database.
import type { AppServices } from '../app-env';
import { pruneIdempotencyKeys } from '../lib/idempotency';
import { errorFields } from '../lib/logger';
import { runBillingCycle } from '../modules/billing/renewal-sweep';
import { runBookingSweep } from '../modules/bookings/bookings.service';
import { refreshCalendarImports } from '../modules/bookings/calendars.service';
import { pruneViewVisitors } from '../modules/insights/listing-beacons';
import { closeActivityDays } from '../modules/insights/platform-activity';
import { remindInspections } from '../modules/inspections/inspections.service';
import { runFreshnessSweep } from '../modules/properties/freshness';
import {
  alertDepsOf,
  processPendingEvents,
  runSavedSearchDigests,
} from '../modules/saved-searches/saved-search-alerts';

const oncePerMinute = { singletonKey: 'minute', singletonSeconds: 60 };

interface Sweep {
  name: string;
  run(services: AppServices): Promise<void>;
}

export const sweeps: Sweep[] = [
  {
    // Local plans renew, lapsed ones expire, agents hear a few days ahead.
    name: 'billing-cycle',
    async run({ db, mailer, logger }) {
      const applied = await runBillingCycle(db, mailer);
      logger.info('billing cycle ran', { applied });
    },
  },
  {
    // Booking requests past their deadline lapse, stays and inspections of tomorrow are reminded, imported
    // calendars are read again, old view counters and Idempotency-Keys are forgotten, finished days of activity closed.
    name: 'booking-sweep',
    async run({ db, mailer, config, logger }) {
      const told = await runBookingSweep({ db, mailer, appUrl: config.baseUrl });
      const calendars = await refreshCalendarImports(db, { allowPrivateHosts: config.calendarImportPrivateHosts });
      const inspections = await remindInspections({ db, mailer, appUrl: config.baseUrl });
      const forgotten = await pruneViewVisitors(db);
      const activityDaysClosed = await closeActivityDays(db);
      const idempotencyKeysForgotten = await pruneIdempotencyKeys(db);
      if (told || calendars || inspections || forgotten || activityDaysClosed || idempotencyKeysForgotten) {
        logger.info('booking sweep ran', {
          told,
          calendars,
          inspections,
          forgotten,
          activityDaysClosed,
          idempotencyKeysForgotten,
        });
      }
    },
  },
  {
    // Saved searches: listing events whose alert job never ran, and the daily and weekly digests that are due.
    name: 'saved-search-sweep',
    async run(services) {
      const deps = alertDepsOf(services);
      const instant = await processPendingEvents(deps);
      const digests = await runSavedSearchDigests(deps);
      if (instant || digests) services.logger.info('saved-search sweep ran', { instant, digests });
    },
  },
  {
    // Listings that never go stale (ADR 033): the 60-day ask, expiry 14 days after it, let/sold closing after 30.
    name: 'freshness-sweep',
    async run({ db, mailer, config, logger }) {
      const done = await runFreshnessSweep({ db, mailer, appUrl: config.baseUrl, secret: config.authSecret });
      if (done.asked || done.expired || done.closed) logger.info('freshness sweep ran', done);
    },
  },
];

/**
 * Schedules every sweep each minute and runs each once now. The start job and the cron's jobs share one singleton
 * per calendar minute: pg-boss keeps the first job of a minute and drops the rest, so processes starting together,
 * and a cron occurrence in the minute of a start, make one run. A sweep that fails is not retried: the next minute's
 * run does the same work.
 */
export async function startSweeps(services: AppServices): Promise<void> {
  const { jobs, db, logger } = services;
  for (const sweep of sweeps) {
    await jobs.define({
      name: sweep.name,
      options: { retryLimit: 0, expireInSeconds: 600, heartbeatSeconds: 30, deleteAfterSeconds: 24 * 3600 },
    });
    await jobs.work(
      sweep.name,
      async () => {
        try {
          await sweep.run(services);
        } catch (error) {
          logger.error(`${sweep.name} failed`, errorFields(error));
          throw error;
        }
      },
      1,
    );
    await jobs.schedule(sweep.name, '* * * * *', oncePerMinute);
    await jobs.send(db, sweep.name, {}, oncePerMinute);
  }
}
