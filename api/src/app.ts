// createApp(deps): the whole HTTP application with no I/O at import time. main.ts and the tests build it
// with their own database.

import { join } from 'node:path';
import { geoMessages } from '@naija-homes/contracts/geo';
import { mapMessages } from '@naija-homes/contracts/map';
import { messages } from '@naija-homes/contracts/messages';
import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { QueueOptions } from 'pg-boss';
import type { AppEnv, AppServices } from './app-env';
import { AUTH_BASE_PATH, type Auth, createAuth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import { isDatabaseUnavailable } from './db/unavailable';
import { JobQueue } from './jobs/queue';
import { compressJson } from './lib/compress-json';
import { apiCors } from './lib/cors';
import { errorCodes } from './lib/error-codes';
import { HttpError } from './lib/errors';
import { hasForwardingHeaders } from './lib/http';
import { idempotency } from './lib/idempotency';
import { createLogger, errorFields, type Logger } from './lib/logger';
import { refuseNulBytes } from './lib/nul-bytes';
import { type OpenApiDocument, openApiDocument } from './lib/openapi';
import { originCheck } from './lib/origin-check';
import { defaultRateRules, type RateRules } from './lib/rate-limit';
import { router } from './lib/route';
import { adminRoutes } from './modules/admin/admin.routes';
import { adminDashboardRoutes } from './modules/admin-dashboard/admin-dashboard.routes';
import { adminPropertyRoutes } from './modules/admin-properties/admin-properties.routes';
import { agentInsightRoutes } from './modules/agent-insights/agent-insights.routes';
import { agentRoutes } from './modules/agents/agents.routes';
import { apiKeyRoutes } from './modules/api-keys/api-keys.routes';
import { adminAuditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import type { AuthServiceDeps } from './modules/auth/auth.service';
import { googleSignInRoutes } from './modules/auth/google-sign-in.routes';
import {
  adminPackageRoutes,
  localBillingRoutes,
  packageRoutes,
  subscriptionRoutes,
  webhookRoutes,
} from './modules/billing/billing.routes';
import { bookingRoutes } from './modules/bookings/bookings.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { deliveryReceipts } from './modules/chat/receipts';
import { contactAdminRoutes, contactRoutes } from './modules/contact/contact.routes';
import { adminContentRoutes, contentRoutes } from './modules/content/content.routes';
import { outboxRoutes } from './modules/dev/outbox.routes';
import { favouriteRoutes } from './modules/favourites/favourites.routes';
import { freshnessLinkRoutes } from './modules/freshness/freshness.routes';
import { geoRoutes } from './modules/geo/geo.routes';
import { listingEventRoutes } from './modules/insights/insights.routes';
import { inspectionRoutes } from './modules/inspections/inspections.routes';
import { leadRoutes } from './modules/leads/leads.routes';
import { mapRoutes } from './modules/map/map.routes';
import { adminReportRoutes, reportRoutes } from './modules/moderation/moderation.routes';
import { newsletterAdminRoutes, newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { offerRoutes } from './modules/offers/offers.routes';
import { propertyRoutes } from './modules/properties/properties.routes';
import { RealtimeHub } from './modules/realtime/hub';
import { realtimeRoutes } from './modules/realtime/realtime.routes';
import { recentlyViewedRoutes } from './modules/recently-viewed/recently-viewed.routes';
import { reviewRoutes } from './modules/reviews/reviews.routes';
import { savedSearchRoutes } from './modules/saved-searches/saved-searches.routes';
import { searchRoutes } from './modules/search/search.routes';
import { shellPage } from './modules/seo/page-data';
import { seoRoutes } from './modules/seo/seo.routes';
import { supportRoutes } from './modules/support/support.routes';
import { runtimeConfigRoutes, systemRoutes } from './modules/system/system.routes';
import { adminUserRoutes } from './modules/users/admin-users.routes';
import { userRoutes } from './modules/users/users.routes';
import { Lifecycle } from './ops/lifecycle';
import { createGeoProvider, type GeoProvider, GeoUnavailableError } from './providers/geo';
import { createNearbyProvider, type NearbyProvider, NearbyUnavailableError } from './providers/geo/nearby';
import { createKycProvider, type KycProvider } from './providers/kyc';
import { createMailer, type Mailer } from './providers/mail';
import { createPaymentProvider, type PaymentProvider, PaymentProviderError } from './providers/payments';
import { createStorage, type FileStorage, StorageUnavailableError, UPLOADS_PUBLIC_PATH } from './providers/storage';
import { contentSecurityPolicy } from './security';
import { firstPaintRenderers } from './web/first-paint';
import { configuredRemoteLocations } from './web/releases';
import { hasWebBuild, webHandler } from './web/static';
import { uploadsHandler } from './web/uploads';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** The job queue (mail over SMTP, scheduled sweeps); made over `database` when not given. Started by main.ts. */
  jobs?: JobQueue;
  /** The mail queue's retry policy, when the mailer is made here (tests shorten the delays). */
  mailQueueOptions?: Partial<QueueOptions>;
  kyc?: KycProvider;
  storage?: FileStorage;
  payments?: PaymentProvider;
  geo?: GeoProvider;
  nearby?: NearbyProvider;
  logger?: Logger;
  rateRules?: RateRules;
  realtime?: RealtimeHub;
  lifecycle?: Lifecycle;
}

export interface App {
  app: ReturnType<typeof router>;
  services: AppServices;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
}

export const storageUnavailable = 'Uploads are unavailable right now. Please try again in a few minutes.';
export const paymentsUnavailable = 'Payments are unavailable right now. Please try again in a few minutes.';

const tooLarge = (c: Context) => c.json({ message: 'Request body is too large' }, 413);

export function createApp(deps: AppDeps): App {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const jobs = deps.jobs ?? new JobQueue({ backend: database.jobBackend, logger });
  const mailer =
    deps.mailer ??
    createMailer({
      transport: config.mailTransport,
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      jobs,
      logger,
      printOutbox: config.logLevel !== 'silent',
      ...(deps.mailQueueOptions ? { queueOptions: deps.mailQueueOptions } : {}),
    });
  const auth = createAuth({ config, database, mailer, logger });
  const storage = deps.storage ?? createStorage({ uploadsDir: config.uploadsDir, s3: config.s3 });
  const kyc = deps.kyc ?? createKycProvider({ smile: config.smile });
  const payments = deps.payments ?? createPaymentProvider(database.db, config.payments, config.baseUrl);
  const geo =
    deps.geo ??
    createGeoProvider({
      mapboxToken: config.mapbox?.token,
      mapboxBaseUrl: config.mapbox?.apiBase,
      mapboxPermanent: config.mapbox?.permanent,
    });
  const nearby =
    deps.nearby ??
    createNearbyProvider({
      mapboxToken: config.mapbox?.token,
      mapboxBaseUrl: config.mapbox?.apiBase,
      overpassUrl: config.overpassUrl,
    });
  const serviceDeps: AuthServiceDeps = {
    auth,
    database,
    mailer,
    config,
    logger,
    rateRules: deps.rateRules ?? defaultRateRules,
  };
  // Everyone's codes are in the outbox: it is never served in production, whatever mailer was passed in.
  const devOutbox = mailer.transport === 'outbox' && config.nodeEnv !== 'production';

  const services: AppServices = {
    ...serviceDeps,
    db: database.db,
    jobs,
    storage,
    kyc,
    payments,
    geo,
    nearby,
    realtime: deps.realtime ?? new RealtimeHub(database, logger),
    lifecycle: deps.lifecycle ?? new Lifecycle(),
    openApiDocument: () => (document ??= openApiDocument(app, config.baseUrl)),
  };

  services.realtime.setDeliveredHandler(deliveryReceipts(database, logger));
  const app = router();
  let document: OpenApiDocument | undefined;
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('services', services);
    await next();
  });
  // Behind a proxy TRUST_PROXY does not name, every client has the proxy's address: limits per client become one
  // limit for everyone, and nobody counts as this machine. Said once, at the first such request.
  let proxyWarned = config.trustProxyHops > 0;
  app.use(async (c, next) => {
    if (!proxyWarned && hasForwardingHeaders(c)) {
      proxyWarned = true;
      logger.warn('requests carry X-Forwarded-For or Forwarded but TRUST_PROXY is not set', {
        effect: "every client counts as the proxy's address for sign-in and write limits",
        fix: 'set TRUST_PROXY to the number of reverse proxies in front of the API',
      });
    }
    await next();
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round(performance.now() - started),
    });
  });
  app.use('/api/*', compressJson());
  // Inside the compression, so that the code is added to the JSON before it is compressed; on every path, since a
  // few documented routes live outside /api (the sitemaps).
  app.use(errorCodes());
  app.use(
    secureHeaders({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginResourcePolicy: 'same-site' }),
  );
  // API consumers on other sites: public reads for any origin, cookies only for the trusted ones (lib/cors.ts).
  app.use('/api/*', apiCors(config.trustedOrigins));
  app.use('/api/*', originCheck({ trustedOrigins: config.trustedOrigins, exempt: ['/api/v1/webhooks/'] }));
  // JSON bodies are small; multipart uploads get room for the largest file (a 10 MB panorama) and their fields.
  // Each upload route then checks every file against its own rule.
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  const multipartLimit = bodyLimit({ maxSize: 11 * 1024 * 1024, onError: tooLarge });
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? multipartLimit(c, next)
      : jsonLimit(c, next),
  );
  // After the size limits, so that only a body of allowed size is read.
  app.use('/api/*', refuseNulBytes());
  // After the body checks, so that only a body the route may read is remembered (lib/idempotency.ts).
  app.use('/api/*', idempotency({ exempt: [AUTH_BASE_PATH, '/api/v1/auth/', '/api/v1/webhooks/'] }));

  app.route('/', runtimeConfigRoutes);
  app.route('/', seoRoutes);
  app.route('/api/v1', systemRoutes);
  app.route('/api/v1/auth', authRoutes);
  app.route('/api/v1/user', userRoutes);
  app.route('/api/v1/notification', notificationRoutes);
  app.route('/api/v1', realtimeRoutes);
  app.route('/api/v1/room', chatRoutes);
  app.route('/api/v1/offer', offerRoutes);
  app.route('/api/v1/lead', leadRoutes);
  app.route('/api/v1/booking', bookingRoutes);
  app.route('/api/v1/inspection', inspectionRoutes);
  app.route('/api/v1/contact-us', contactRoutes);
  app.route('/api/v1/news-letter', newsletterRoutes);
  app.route('/api/v1/help-support', supportRoutes);
  app.route('/api/v1/admin', adminUserRoutes);
  app.route('/api/v1/admin', contactAdminRoutes);
  app.route('/api/v1/admin', newsletterAdminRoutes);
  app.route('/api/v1/admin', adminRoutes);
  app.route('/api/v1/admin', adminDashboardRoutes);
  app.route('/api/v1/admin', adminPropertyRoutes);
  app.route('/api/v1/admin', adminReportRoutes);
  app.route('/api/v1/admin', adminContentRoutes);
  app.route('/api/v1/admin', adminAuditRoutes);
  app.route('/api/v1', contentRoutes);
  app.route('/api/v1/report', reportRoutes);
  app.route('/api/v1/agent', agentRoutes);
  app.route('/api/v1/agent', agentInsightRoutes);
  app.route('/api/v1/review', reviewRoutes);
  // Search first: its /all and /slug/{slug} must win over the editor's /{id}.
  app.route('/api/v1/property', searchRoutes);
  app.route('/api/v1/property', propertyRoutes);
  app.route('/api/v1/property', listingEventRoutes);
  app.route('/api/v1/favourite', favouriteRoutes);
  app.route('/api/v1/saved-search', savedSearchRoutes);
  app.route('/api/v1/api-key', apiKeyRoutes);
  app.route('/api/v1/recently-viewed', recentlyViewedRoutes);
  app.route('/api/v1/listing-freshness', freshnessLinkRoutes);
  app.route('/api/v1/geo', geoRoutes);
  app.route('/api/v1/map', mapRoutes);
  app.route('/api/v1/package', packageRoutes);
  app.route('/api/v1/subscription', subscriptionRoutes);
  app.route('/api/v1/admin', adminPackageRoutes);
  if (payments.name === 'local') app.route('/api/v1/billing/local', localBillingRoutes);
  // Only the active provider has a webhook, and only one that sends them.
  if (payments.name !== 'local' && payments.handleWebhook) app.route('/api/v1/webhooks', webhookRoutes[payments.name]);
  if (devOutbox) app.route('/api/v1/dev', outboxRoutes);
  // better-auth's own endpoints we expose: only the Google redirect flow, and only when Google is configured.
  if (config.google) app.route(AUTH_BASE_PATH, googleSignInRoutes);
  if (storage.kind === 'disk') app.use(`${UPLOADS_PUBLIC_PATH}/*`, uploadsHandler(config.uploadsDir));
  if (hasWebBuild(config.webDistRoot)) {
    // Each page's HTML carries its head tags and first data (modules/seo/page-data.ts).
    const page = (c: Context<AppEnv>, defaults: { title: string; description: string }) =>
      shellPage(c.var.services, new URL(c.req.url), defaults, {
        cookie: c.req.header('cookie'),
        userAgent: c.req.header('user-agent'),
        mobileHint: c.req.header('sec-ch-ua-mobile'),
      });
    app.use(webHandler(config.webDistRoot, { page, releasesDir: config.releasesDir }));
    // Imported now rather than on the first visitor's page, which would then go without its first paint.
    const { webDistRoot } = config;
    firstPaintRenderers({
      shell: join(webDistRoot, 'shell', 'dist'),
      remote: configuredRemoteLocations(config).live.mfe_public.dir,
    }).catch(() => undefined);
  }

  app.notFound((c) => c.json({ message: messages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) {
      for (const [name, value] of Object.entries(error.headers ?? {})) c.header(name, value);
      return c.json({ ...error.details, message: error.message }, error.status);
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || messages.serverError }, error.status);
    }
    if (error instanceof APIError && error.statusCode < 500) {
      const message = typeof error.body?.message === 'string' ? error.body.message : messages.serverError;
      return c.json({ message }, error.statusCode as 400);
    }
    if (error instanceof GeoUnavailableError) {
      const nearbyFailed = error instanceof NearbyUnavailableError;
      logger.error(nearbyFailed ? 'nearby places failed' : 'place search failed', {
        reqId: c.get('requestId'),
        ...errorFields(error),
      });
      return c.json({ message: nearbyFailed ? mapMessages.nearbyUnavailable : geoMessages.unavailable }, 503);
    }
    if (error instanceof StorageUnavailableError) {
      logger.error('file storage failed', { reqId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
      return c.json({ message: storageUnavailable }, 503);
    }
    if (error instanceof PaymentProviderError) {
      logger.error('payment provider failed', { reqId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
      return c.json({ message: paymentsUnavailable }, 502);
    }
    if (isDatabaseUnavailable(error)) {
      // Down, restarting or overloaded: the request may simply be tried again (the pool reconnects by itself).
      logger.error('database unavailable', { reqId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
      c.header('retry-after', '5');
      return c.json({ message: messages.serviceUnavailable }, 503);
    }
    logger.error('unhandled error', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      ...errorFields(error),
    });
    return c.json({ message: messages.serverError }, 500);
  });
  return { app, services, auth, mailer, storage };
}
