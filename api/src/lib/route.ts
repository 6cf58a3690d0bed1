// One definition per route: method, path, request schemas, every response schema and who may call it. The
// OpenAPI document, the request validation, the access guard and the access-matrix test all read the same
// definition, so none of them can drift from the handler. See docs/decisions/009-route-definitions.md.
import { createRoute, type Hook, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { messages } from '@naija-homes/contracts/messages';
import type { MiddlewareHandler } from 'hono';
import * as z from 'zod';
import type { AppEnv, AuthedEnv } from '../app-env';
import { type Access, guardFor } from '../auth/guard';
import { publicReadCors } from './cors';
import { HttpError } from './errors';
import { publicReadCaching } from './http-caching';

export type { AppEnv, AppServices, AuthedEnv } from '../app-env';
export type { Access } from '../auth/guard';

/** The resource a route's path names, when only its owner (and admins, where the route allows) may use it. */
export type OwnedResource =
  | 'property'
  | 'invoice'
  | 'checkout'
  | 'notification'
  | 'agent-profile'
  | 'room'
  | 'offer'
  | 'lead'
  | 'booking'
  | 'inspection'
  | 'inspection-slot'
  | 'saved-search'
  | 'api-key';

// `security` is set from `access`; a public route may declare an optional credential (sign-out).
type BaseConfig = Omit<RouteConfig, 'middleware'>;

export interface RouteDefinition extends BaseConfig {
  /**
   * The operation's stable name in the document and in SDKs generated from it: the resource, then what is done
   * (`propertiesSearch`, `offersAccept`). Renaming one breaks integrators' code.
   */
  operationId: string;
  access: Access;
  /** Declared for the access-matrix test and the document; the service enforces it inside its transaction. */
  ownedBy?: OwnedResource;
  /** `false` where only the person may act, never a tool holding an API key (auth/guard.ts `GuardOptions`). */
  apiKeys?: false;
}

/** Who can be the caller of a guarded route, as the document's security requirements say (lib/openapi.ts). */
const personSecurity: Array<Record<string, string[]>> = [{ sessionCookie: [] }, { sessionToken: [] }];
const anyCallerSecurity: Array<Record<string, string[]>> = [...personSecurity, { apiKey: [] }];

/**
 * The error body every route answers with: a stable code (lib/error-codes.ts), the message people read, and details
 * some routes add (publish's `missing`).
 */
export const errorSchema = z
  .looseObject({
    code: z.string().meta({
      description:
        "Stable and machine-readable: the message's name (`phone_invalid`, `offer_not_for_offers`), else the status's (`not_found`, `rate_limited`)",
      example: 'not_found',
    }),
    message: z.string().meta({ description: 'What went wrong, in words for people', example: 'Not found' }),
  })
  .meta({ id: 'Error' });
export const messageResponseSchema = z.object({ message: z.string() });

export const jsonBody = <S extends z.ZodType>(schema: S, description?: string) => ({
  required: true as const,
  ...(description ? { description } : {}),
  content: { 'application/json': { schema } },
});

export const jsonResponse = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export const errorResponse = (description: string) => jsonResponse(errorSchema, description);
export const messageResponse = (description: string) => jsonResponse(messageResponseSchema, description);

/** A 429: the error body, and the headers that say how long to wait (lib/rate-limit.ts `rateLimitHeaders`). */
export const rateLimitedResponse = (description: string) => ({
  ...errorResponse(description),
  headers: {
    'Retry-After': {
      description: 'Seconds until the limit resets and the call may be made again',
      schema: { type: 'integer' as const, minimum: 1 },
    },
    RateLimit: {
      description: 'IETF RateLimit field: what is left (r) of the policy named, and seconds until it resets (t)',
      schema: { type: 'string' as const, example: '"sign-in";r=0;t=412' },
    },
    'RateLimit-Policy': {
      description: 'IETF RateLimit-Policy field: the quota (q) per window of w seconds',
      schema: { type: 'string' as const, example: '"sign-in";q=10;w=600' },
    },
  },
});

/** A body of files: documented as multipart fields of binary strings; the handler reads and checks the files. */
export const multipartBody = (fields: Record<string, { description: string; multiple?: boolean }>) => ({
  required: true as const,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object' as const,
        properties: Object.fromEntries(
          Object.entries(fields).map(([name, field]) => [
            name,
            field.multiple
              ? {
                  type: 'array' as const,
                  items: { type: 'string' as const, format: 'binary' },
                  description: field.description,
                }
              : { type: 'string' as const, format: 'binary', description: field.description },
          ]),
        ),
      },
    },
  },
});

/** A path parameter that must be a uuid; anything else names nothing, so it is a 404 with this message. */
export const uuidParam = (notFound: string = messages.notFound) => z.uuid({ error: notFound });

/** A public read revalidated with `If-None-Match` (lib/http-caching.ts). */
const notModifiedResponse = {
  description: 'Not modified: the If-None-Match tag still names this answer; use the copy you hold',
  headers: { ETag: { description: 'The weak tag of the answer', schema: { type: 'string' as const } } },
};

const guardedErrors = {
  401: errorResponse('Not signed in, or the API key is not valid or was revoked'),
  403: errorResponse(
    'Signed in, but blocked or not allowed to call this route (a read-only API key on a write, an API key where only a session may act)',
  ),
};

const idempotencyKeyHeader = z.object({
  'idempotency-key': z.string().optional().meta({
    description:
      'Makes a retry safe: the same key with the same request answers the first answer again (1–255 visible characters, kept 24 hours)',
    example: 'crm-sync-4f1c2b',
  }),
});

/** Methods the origin check (lib/origin-check.ts) guards: any of them can answer 403 for a foreign Origin. */
const stateChanging = new Set(['post', 'put', 'patch', 'delete']);

type GuardedMiddleware<A extends Access> = A extends 'public'
  ? MiddlewareHandler<AppEnv>
  : MiddlewareHandler<AuthedEnv>;

/**
 * Builds a route from its definition: the guard comes from `access`; the document gets `security`, `x-access`
 * (and `x-owned-by`); 400, 401, 403 and 404 answers are documented where the definition makes them possible.
 */
export function defineRoute<const D extends RouteDefinition>(definition: D) {
  const { access, ownedBy, apiKeys, ...config } = definition;
  const request = config.request;
  const hasInput = Boolean(request?.body || request?.query || request?.params);
  const responses = {
    ...(hasInput
      ? { 400: errorResponse('The input is not valid: the first validation message, naming the field') }
      : {}),
    ...(access === 'public' ? {} : guardedErrors),
    ...(access !== 'public' && apiKeys !== false
      ? { 429: rateLimitedResponse('Too many calls with this API key (policy `api-key`): wait Retry-After seconds') }
      : {}),
    ...(stateChanging.has(config.method)
      ? { 403: errorResponse('Sent from another website (Origin not trusted), or, when signed in, not allowed') }
      : {}),
    ...(request?.params ? { 404: errorResponse('Nothing with this id') } : {}),
    ...(request?.body
      ? {
          413: errorResponse('The body or a file is too large'),
          415: errorResponse('Not sent as the documented media type'),
        }
      : {}),
    ...(access === 'public' && config.method === 'get' ? { 304: notModifiedResponse } : {}),
    // Any POST may carry an Idempotency-Key (lib/idempotency.ts): its own 409 and 422.
    ...(config.method === 'post'
      ? {
          409: errorResponse('A request with the same Idempotency-Key is still being processed'),
          422: errorResponse('The Idempotency-Key was already used for a different request'),
        }
      : {}),
    503: errorResponse('The database is briefly unavailable: try again after Retry-After seconds'),
    ...config.responses,
  } as D['responses'];
  const middleware = guardFor(access, { apiKeys: apiKeys ?? true }) as GuardedMiddleware<D['access']>;
  const documentedAccess: string | string[] = typeof access === 'string' ? access : [...access];
  return createRoute({
    ...(config as Omit<D, 'access' | 'ownedBy' | 'apiKeys'>),
    // Every POST takes an Idempotency-Key (lib/idempotency.ts checks it before any route runs): documented on each
    // so that SDKs offer it where it applies.
    ...(config.method === 'post' ? { request: { ...request, headers: idempotencyKeyHeader } } : {}),
    responses,
    // A public read may be read by a page on any website (lib/cors.ts), and revalidated (lib/http-caching.ts).
    middleware: (access === 'public' && config.method === 'get'
      ? [middleware, publicReadCors, publicReadCaching]
      : [middleware]) as [typeof middleware],
    // A public operation says so (`[]`: no credential needed) unless it declares an optional one (sign-out).
    security: access === 'public' ? (config.security ?? []) : apiKeys === false ? personSecurity : anyCallerSecurity,
    'x-access': documentedAccess,
    ...(apiKeys === false ? { 'x-api-keys': false } : {}),
    ...(ownedBy ? { 'x-owned-by': ownedBy } : {}),
  });
}

/** Validation failures answer with the first message (field-level first); a malformed path id is a 404. */
const validationHook: Hook<unknown, AppEnv, string, undefined> = (result) => {
  if (result.success) return;
  const message = firstIssueMessage(result.error);
  throw new HttpError(result.target === 'param' ? 404 : 400, message);
};

/** A module's router: routes added with `.openapi(definition, handler)` are validated, guarded and documented. */
export function router() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
