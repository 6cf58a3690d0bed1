// What every handler can read from its context: the app's services (one object, built once by createApp) and,
// behind a guard, the signed-in user. Route modules take nothing else, so they all have one shape.
import type { Auth } from './auth/auth';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { users } from './db/schema';
import type { JobQueue } from './jobs/queue';
import type { Logger } from './lib/logger';
import type { OpenApiDocument } from './lib/openapi';
import type { RateRules } from './lib/rate-limit';
import type { RealtimeHub } from './modules/realtime/hub';
import type { Lifecycle } from './ops/lifecycle';
import type { GeoProvider } from './providers/geo';
import type { NearbyProvider } from './providers/geo/nearby';
import type { KycProvider } from './providers/kyc';
import type { Mailer } from './providers/mail';
import type { PaymentProvider } from './providers/payments';
import type { FileStorage } from './providers/storage';

export interface AppServices {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  /** The job queue (pg-boss): mail over SMTP and the scheduled sweeps, run once across processes. */
  jobs: JobQueue;
  storage: FileStorage;
  kyc: KycProvider;
  payments: PaymentProvider;
  geo: GeoProvider;
  /** Schools, supermarkets, gyms and restaurants near a listing (Mapbox, Overpass or the packaged list). */
  nearby: NearbyProvider;
  logger: Logger;
  /** This process's event streams, fed from every process by PostgreSQL LISTEN/NOTIFY. */
  realtime: RealtimeHub;
  /** Ready for traffic or draining before a stop (the readiness probe reads it). */
  lifecycle: Lifecycle;
  rateRules: RateRules;
  /** The app's OpenAPI document, generated from its route definitions on first use. */
  openApiDocument: () => OpenApiDocument;
}

export type UserRow = typeof users.$inferSelect;

export type AppEnv = { Variables: { services: AppServices; requestId: string } };
export type AuthedEnv = { Variables: { services: AppServices; requestId: string; user: UserRow } };
