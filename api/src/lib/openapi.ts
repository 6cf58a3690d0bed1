// The OpenAPI 3.1 document, generated from the route definitions the app registered (lib/route.ts).
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';

import { schemaExamples } from './openapi-examples';
import { defaultRateRules, type RateRule } from './rate-limit';

/** A Hono path (`/invoices/:invoiceId`) as the document writes it (`/invoices/{invoiceId}`). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)/g, '{$1}');
}

export function openApiDocument(app: OpenAPIHono<AppEnv>, serverUrl: string) {
  const cookie = sessionCookieName(serverUrl);
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: cookie,
    description: `Browsers: the HTTP-only cookie sign-in sets (\`${cookie}\`). Writes must come from this site or a trusted origin.`,
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'sessionToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'Apps: the token sign-in answers in `Set-Auth-Token`, sent as `Authorization: Bearer <token>`.',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'nhk_…',
    description:
      'Tools: an API key created in Settings (agents and admins), sent as `Authorization: Bearer nhk_…`. ' +
      'A read-only key may only GET. Keys cannot manage keys, the password or the account.',
  });
  const document = app.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Naija Homes API',
      version: '1.0.0',
      description:
        'REST API of the Naija Homes marketplace. Responses are `{ data, message?, totalPages?, hasMore? }`; ' +
        "errors are `{ code, message }` (`code` is stable and machine-readable: the message's name such as " +
        "`phone_invalid`, else the status's such as `not_found`). " +
        'Public reads (listings, agents, places, the map) may be called from any website without credentials, ' +
        'carry a weak `ETag` and answer `304` to `If-None-Match`. Any POST may carry an `Idempotency-Key` ' +
        '(1–255 visible characters, kept 24 hours per caller): sent again with the same body it answers the first ' +
        'answer again (`Idempotent-Replayed: true`), `409` while the first still runs, `422` with another body.\n\n' +
        authenticationSection(cookie) +
        '\n\n' +
        pagingSection +
        '\n\n' +
        rateLimitsSection(defaultRateRules),
    },
    servers: [{ url: serverUrl }],
  });
  // Examples of the named schemas (lib/openapi-examples.ts): JSON Schema's `examples`, which 3.1 documents use.
  const schemas = (document.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  for (const [name, example] of Object.entries(schemaExamples)) {
    const schema = schemas[name];
    if (schema) schemas[name] = { ...schema, examples: [example] };
  }
  return document;
}
export type OpenApiDocument = ReturnType<OpenAPIHono<AppEnv>['getOpenAPI31Document']>;

/** better-auth names the cookie `__Secure-…` when the site is served over HTTPS. */
export function sessionCookieName(baseUrl: string): string {
  return `${baseUrl.startsWith('https:') ? '__Secure-' : ''}naija.session_token`;
}

function authenticationSection(cookie: string): string {
  return [
    '## Authentication',
    '',
    'Three ways to call as someone; a request carrying `Authorization` is judged by it alone (its cookies are ' +
      'ignored), so such calls may come from any website.',
    '',
    `- **Browsers** sign in with \`POST /api/v1/auth/sign-in\`, which sets the HTTP-only cookie \`${cookie}\` ` +
      '(valid 7 days, renewed once a day while used). Writes with the cookie must come from this site or a ' +
      'trusted origin.',
    '- **Apps** read the `Set-Auth-Token` header of the same sign-in and send `Authorization: Bearer <token>`; ' +
      '`POST /api/v1/auth/sign-out` with it ends that session.',
    '- **Tools** (an agency CRM, a script) use an API key: agents and admins create one in Settings → API keys ' +
      '(or `POST /api/v1/api-key`), named, read-only or read-and-write, shown once, revocable. Send ' +
      '`Authorization: Bearer nhk_…`. A key acts as its owner, cannot manage keys, the password or the account, ' +
      'and counts against its own rate limit.',
  ].join('\n');
}

/** One convention for lists; the few the spec fixes otherwise are named so nobody copies them. */
const pagingSection = [
  '## Paging',
  '',
  'Lists take `page` (1-based) and `limit`, and answer `{ data, totalPages }` (`…Page` schemas), with `total` ' +
    'where a count is shown. New operations follow this. Older shapes the product specification fixes stay as ' +
    'they are: chat history pages backwards by `cursor`, answering `nextCursor` (null at the first message); invoices page by ' +
    "Stripe's `startingAfter` with `hasMore`; a few small lists (plans, slots, calendars) answer `{ data }` whole.",
  '',
  "The document passes Redocly's `recommended` ruleset with no errors (checked by the test suite).",
].join('\n');

/** What a limit is for, in the words of whoever reads the document. */
const rateLimitPurposes: Record<keyof typeof defaultRateRules, { policy: string; counts: string }> = {
  signIn: { policy: 'sign-in', counts: 'failed sign-ins on one account from one client (or one known device)' },
  signInPerIp: { policy: 'sign-in', counts: 'failed sign-ins from one client address, whatever the account' },
  signInAlert: {
    policy: 'sign-in-alert',
    counts: 'failed sign-ins on one account from anywhere before its owner is emailed (never refuses)',
  },
  publicWrite: {
    policy: 'public-write',
    counts: 'sign-ups, leads, contact messages and newsletter sign-ups per client',
  },
  otpSend: { policy: 'otp-send', counts: 'codes mailed to one address (verification, sign-in, password reset)' },
  otpVerify: { policy: 'otp-verify', counts: 'code attempts for one address' },
  kycVerify: { policy: 'kyc', counts: 'ID verification attempts by one agent' },
  listingEvent: { policy: 'listing-event', counts: 'listing views and contact clicks recorded per client' },
  apiKey: { policy: 'api-key', counts: 'signed-in calls made with one API key' },
};

/**
 * The limits, from the rules the server applies (so the document cannot drift from them), and how a refusal says
 * when to come back.
 */
function rateLimitsSection(rules: Record<keyof typeof defaultRateRules, RateRule>): string {
  const rows = (Object.keys(rules) as Array<keyof typeof defaultRateRules>).map((name) => {
    const { max, windowSeconds } = rules[name];
    const { policy, counts } = rateLimitPurposes[name];
    return `| \`${policy}\` | ${max} per ${windowSeconds / 60} min | ${counts} |`;
  });
  return [
    '## Rate limits',
    '',
    'A refused call answers `429` with `Retry-After` (seconds) and the IETF `RateLimit-Policy` (`q` calls per `w` ' +
      'seconds) and `RateLimit` (`r` left, `t` seconds until the window resets) fields. Counters are shared by ' +
      'every server process.',
    '',
    '| Policy | Limit | Counts |',
    '| --- | --- | --- |',
    ...rows,
  ].join('\n');
}
