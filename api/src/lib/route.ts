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
import { HttpError } from './errors';

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
  | 'inspection-slot';

type BaseConfig = Omit<RouteConfig, 'middleware' | 'security'>;

export interface RouteDefinition extends BaseConfig {
  access: Access;
  /** Declared for the access-matrix test and the document; the service enforces it inside its transaction. */
  ownedBy?: OwnedResource;
}

/** The error body every route answers with: the message, and details some routes add (publish's `missing`). */
export const errorSchema = z.looseObject({ message: z.string() });
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

const guardedErrors = {
  401: errorResponse('Not signed in'),
  403: errorResponse('Signed in, but blocked or not allowed to call this route'),
};

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
  const { access, ownedBy, ...config } = definition;
  const request = config.request;
  const hasInput = Boolean(request?.body || request?.query || request?.params);
  const responses = {
    ...(hasInput
      ? { 400: errorResponse('The input is not valid: the first validation message, naming the field') }
      : {}),
    ...(access === 'public' ? {} : guardedErrors),
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
    503: errorResponse('The database is briefly unavailable: try again after Retry-After seconds'),
    ...config.responses,
  } as D['responses'];
  const middleware = guardFor(access) as GuardedMiddleware<D['access']>;
  const documentedAccess: string | string[] = typeof access === 'string' ? access : [...access];
  return createRoute({
    ...(config as Omit<D, 'access' | 'ownedBy'>),
    responses,
    middleware: [middleware] as const,
    ...(access === 'public' ? {} : { security: [{ sessionCookie: [] }] }),
    'x-access': documentedAccess,
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

/** Reads the `x-access` a definition left in the registry (the access test and the document's readers use it). */
export function accessOf(route: { [key: string]: unknown }): Access {
  return route['x-access'] as Access;
}
