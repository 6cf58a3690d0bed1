// createApp(deps): the whole HTTP application with no I/O at import time. main.ts and the tests build it
// with their own database.
import { messages } from '@naija-homes/contracts';
import { geoMessages } from '@naija-homes/contracts/geo';
import { APIError } from 'better-auth/api';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import { AUTH_BASE_PATH, type Auth, createAuth } from './auth/auth';
import type { Config } from './config';
import type { Database } from './db/client';
import { HttpError } from './lib/errors';
import { createLogger, errorFields, type Logger } from './lib/logger';
import { buildOpenApiDocument, type RouteDoc } from './lib/openapi';
import { defaultRateRules, type RateRules } from './lib/rate-limit';
import { adminDocs, adminRoutes } from './modules/admin/admin.routes';
import { agentDocs, agentRoutes } from './modules/agents/agents.routes';
import { authDocs, authRoutes } from './modules/auth/auth.routes';
import type { AuthServiceDeps } from './modules/auth/auth.service';
import {
  adminPackageRoutes,
  billingDocs,
  localBillingRoutes,
  packageRoutes,
  subscriptionRoutes,
  webhookRoutes,
} from './modules/billing/billing.routes';
import { contactAdminRoutes, contactDocs, contactRoutes } from './modules/contact/contact.routes';
import { outboxDocs, outboxRoutes } from './modules/dev/outbox.routes';
import { favouriteDocs, favouriteRoutes } from './modules/favourites/favourites.routes';
import { geoDocs, geoRoutes } from './modules/geo/geo.routes';
import { newsletterAdminRoutes, newsletterDocs, newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { notificationDocs, notificationRoutes } from './modules/notifications/notifications.routes';
import { propertyDocs, propertyRoutes } from './modules/properties/properties.routes';
import { reviewDocs, reviewRoutes } from './modules/reviews/reviews.routes';
import { searchDocs, searchRoutes } from './modules/search/search.routes';
import { supportDocs, supportRoutes } from './modules/support/support.routes';
import { runtimeConfig, systemDocs, systemRoutes } from './modules/system/system.routes';
import { adminUserDocs, adminUserRoutes } from './modules/users/admin-users.routes';
import { userDocs, userRoutes } from './modules/users/users.routes';
import { createGeoProvider, type GeoProvider, GeoUnavailableError } from './providers/geo';
import { createKycProvider, type KycProvider } from './providers/kyc';
import { createMailer, type Mailer } from './providers/mail';
import { createPaymentProvider, type PaymentProvider, PaymentProviderError } from './providers/payments';
import { createStorage, type FileStorage, StorageUnavailableError, UPLOADS_PUBLIC_PATH } from './providers/storage';
import { contentSecurityPolicy } from './security';
import { hasWebBuild, webHandler } from './web/static';
import { uploadsHandler } from './web/uploads';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  kyc?: KycProvider;
  storage?: FileStorage;
  payments?: PaymentProvider;
  geo?: GeoProvider;
  logger?: Logger;
  rateRules?: RateRules;
}

export interface App {
  app: Hono;
  auth: Auth;
  mailer: Mailer;
  storage: FileStorage;
  routes: RouteDoc[];
}

/** better-auth's own endpoints we expose: only the Google redirect flow. */
const googleAuthPaths = [
  `${AUTH_BASE_PATH}/sign-in/social`,
  `${AUTH_BASE_PATH}/callback/google`,
  `${AUTH_BASE_PATH}/error`,
];

export const storageUnavailable = 'Uploads are unavailable right now. Please try again in a few minutes.';
export const paymentsUnavailable = 'Payments are unavailable right now. Please try again in a few minutes.';

const tooLarge = (c: Context) => c.json({ message: 'Request body is too large' }, 413);

export function createApp(deps: AppDeps): App {
  const { config, database } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      database,
      logger,
      printOutbox: config.logLevel !== 'silent',
    });
  const auth = createAuth({ config, database, mailer, logger });
  const storage = deps.storage ?? createStorage({ uploadsDir: config.uploadsDir, s3: config.s3 });
  const kyc = deps.kyc ?? createKycProvider({ smile: config.smile });
  const payments = deps.payments ?? createPaymentProvider(database.db, config.payments, config.baseUrl);
  const billing = { db: database.db, mailer, payments };
  const geo =
    deps.geo ??
    createGeoProvider({
      mapboxToken: config.mapbox?.token,
      mapboxBaseUrl: config.mapbox?.apiBase,
      mapboxPermanent: config.mapbox?.permanent,
    });
  const serviceDeps: AuthServiceDeps = {
    auth,
    database,
    mailer,
    config,
    logger,
    rateRules: deps.rateRules ?? defaultRateRules,
  };
  const devOutbox = mailer.transport === 'outbox';

  const routes: RouteDoc[] = [
    ...systemDocs,
    ...authDocs,
    ...userDocs,
    ...notificationDocs,
    ...contactDocs,
    ...newsletterDocs,
    ...supportDocs,
    ...adminUserDocs,
    ...adminDocs,
    ...agentDocs,
    ...reviewDocs,
    ...searchDocs,
    ...propertyDocs,
    ...favouriteDocs,
    ...geoDocs,
    ...billingDocs.filter((doc) =>
      doc.path.includes('/billing/local/')
        ? payments.name === 'local'
        : !doc.path.includes('/webhooks/') || doc.path.endsWith(`/${payments.name}`),
    ),
    ...(devOutbox ? outboxDocs : []),
  ];
  if (config.google) {
    routes.push(
      {
        method: 'post',
        path: googleAuthPaths[0] as string,
        tag: 'Auth',
        access: 'public',
        summary: 'Start Google sign-in (better-auth); body {provider:"google", callbackURL}',
        responses: { 200: { description: '{ url, redirect }' } },
      },
      {
        method: 'get',
        path: googleAuthPaths[1] as string,
        tag: 'Auth',
        access: 'public',
        summary: 'Google OAuth callback (better-auth); redirects to callbackURL',
        responses: { 302: { description: 'Redirect' } },
      },
      {
        method: 'get',
        path: googleAuthPaths[2] as string,
        tag: 'Auth',
        access: 'public',
        summary: 'better-auth error page for failed OAuth',
        responses: { 200: { description: 'HTML' } },
      },
    );
  }
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const getDocument = () => (document ??= buildOpenApiDocument(routes, config.baseUrl));

  const app = new Hono();
  app.use(requestId());
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
  app.use(
    secureHeaders({ contentSecurityPolicy: contentSecurityPolicy(config), crossOriginResourcePolicy: 'same-site' }),
  );
  // JSON bodies are small; multipart uploads get room for the largest file (a 10 MB panorama) and their fields.
  // Each upload route then checks every file against its own rule.
  const jsonLimit = bodyLimit({ maxSize: 1024 * 1024, onError: tooLarge });
  const multipartLimit = bodyLimit({ maxSize: 11 * 1024 * 1024, onError: tooLarge });
  app.use('/api/*', (c, next) =>
    (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')
      ? multipartLimit(c, next)
      : jsonLimit(c, next),
  );

  app.get('/config.json', (c) => {
    c.header('cache-control', 'no-cache');
    return c.json(runtimeConfig(config, devOutbox));
  });
  app.route('/api/v1', systemRoutes(database, getDocument));
  app.route('/api/v1/auth', authRoutes(serviceDeps));
  app.route('/api/v1/user', userRoutes(serviceDeps, storage));
  app.route('/api/v1/notification', notificationRoutes(auth, database.db));
  app.route('/api/v1/contact-us', contactRoutes(database.db));
  app.route('/api/v1/news-letter', newsletterRoutes(auth, database.db));
  app.route('/api/v1/help-support', supportRoutes(auth, database.db, mailer));
  app.route('/api/v1/admin', adminUserRoutes(auth, database.db));
  app.route('/api/v1/admin', contactAdminRoutes(auth, database.db));
  app.route('/api/v1/admin', newsletterAdminRoutes(auth, database.db));
  app.route('/api/v1/admin', adminRoutes(auth, database.db, mailer));
  app.route(
    '/api/v1/agent',
    agentRoutes({ auth, database, mailer, kyc, storage, rateRules: serviceDeps.rateRules, logger }),
  );
  app.route('/api/v1/review', reviewRoutes(auth, database.db));
  // Search first: its /all and /slug/:slug must win over the editor's /:id.
  app.route('/api/v1/property', searchRoutes(auth, database));
  app.route('/api/v1/property', propertyRoutes(auth, database.db, storage));
  app.route('/api/v1/favourite', favouriteRoutes(auth, database));
  app.route('/api/v1/geo', geoRoutes(geo));
  app.route('/api/v1/package', packageRoutes(billing));
  app.route('/api/v1/subscription', subscriptionRoutes(auth, billing));
  app.route('/api/v1/admin', adminPackageRoutes(auth, billing));
  if (payments.name === 'local') app.route('/api/v1/billing/local', localBillingRoutes(auth, billing));
  app.route('/api/v1/webhooks', webhookRoutes(billing));
  if (devOutbox) app.route('/api/v1/dev', outboxRoutes(database));
  if (config.google) {
    app.get(googleAuthPaths[1] as string, (c) => auth.handler(c.req.raw));
    app.get(googleAuthPaths[2] as string, (c) => auth.handler(c.req.raw));
    app.post(googleAuthPaths[0] as string, (c) => auth.handler(c.req.raw));
  }
  if (storage.kind === 'disk') app.use(`${UPLOADS_PUBLIC_PATH}/*`, uploadsHandler(config.uploadsDir));
  if (hasWebBuild(config.webDistRoot)) app.use(webHandler(config.webDistRoot));

  app.notFound((c) => c.json({ message: messages.notFound }, 404));
  app.onError((error, c) => {
    if (error instanceof HttpError) return c.json({ ...error.details, message: error.message }, error.status);
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message || messages.serverError }, error.status);
    }
    if (error instanceof APIError && error.statusCode < 500) {
      const message = typeof error.body?.message === 'string' ? error.body.message : messages.serverError;
      return c.json({ message }, error.statusCode as 400);
    }
    if (error instanceof GeoUnavailableError) {
      logger.error('place search failed', { reqId: c.get('requestId'), ...errorFields(error) });
      return c.json({ message: geoMessages.unavailable }, 503);
    }
    if (error instanceof StorageUnavailableError) {
      logger.error('file storage failed', { reqId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
      return c.json({ message: storageUnavailable }, 503);
    }
    if (error instanceof PaymentProviderError) {
      logger.error('payment provider failed', { reqId: c.get('requestId'), path: c.req.path, ...errorFields(error) });
      return c.json({ message: paymentsUnavailable }, 502);
    }
    logger.error('unhandled error', {
      reqId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      ...errorFields(error),
    });
    return c.json({ message: messages.serverError }, 500);
  });
  return { app, auth, mailer, storage, routes };
}
