// The typed client of the Naija Homes API: openapi-fetch over the types generated from the route definitions
// (schema.gen.ts). Paths, parameters, bodies and answers are all checked at compile time; a non-2xx answer
// becomes an ApiError carrying the server's message and the rest of its body (publish's `missing`, say).
import createFetchClient, { type Client, type ClientOptions, type MaybeOptionalInit } from 'openapi-fetch';
import type {
  ErrorResponse,
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  ResponseObjectMap,
  SuccessResponse,
} from 'openapi-typescript-helpers';
import type { paths } from './schema.gen';

export type { paths } from './schema.gen';

export class ApiError extends Error {
  readonly status: number;
  /** On a 429 or 503: seconds the server asked to wait before calling again (`Retry-After`). */
  retryAfter?: number;
  /**
   * The server's stable, machine-readable code (`phone_invalid`, `not_found`…; docs/decisions/035): what a caller
   * branches on, never the message's words. Empty when the answer did not come from the API.
   */
  readonly code: string;
  /** The whole error body, e.g. `{ code, message, missing }`; empty when the server sent none. */
  readonly details: Record<string, unknown>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof details.code === 'string' ? details.code : '';
    this.details = details;
  }
}

/** The error a failed answer stands for: its JSON `message` when it has one. */
export function apiErrorOf(status: number, statusText: string, body: unknown, headers?: Headers): ApiError {
  const details = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof details.message === 'string' ? details.message : statusText || `The request failed (HTTP ${status})`;
  const error = new ApiError(status, message, details);
  if (headers?.has('retry-after')) error.retryAfter = retryAfterSeconds(headers);
  return error;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

type Json = `${string}/json`;
type Responses<Operation> =
  ResponseObjectMap<Operation> extends Record<string | number, unknown> ? ResponseObjectMap<Operation> : never;

/** The body of a documented 2xx JSON answer of an operation. */
export type ApiAnswer<Operation> = SuccessResponse<Responses<Operation>, Json>;

type ApiResponse<Operation> =
  | { data: ApiAnswer<Operation>; error?: never; response: Response }
  | { data?: never; error: ErrorResponse<Responses<Operation>, Json>; response: Response };

/** The init argument is required when the operation has required parameters or a required body. */
type InitArgument<Init> =
  RequiredKeysOf<Init> extends never ? [(Init & { [key: string]: unknown })?] : [Init & { [key: string]: unknown }];

type ApiMethod<Method extends HttpMethod> = <
  Path extends PathsWithMethod<paths, Method>,
  Init extends MaybeOptionalInit<paths[Path], Method>,
>(
  url: Path,
  ...init: InitArgument<Init>
) => Promise<ApiResponse<paths[Path][Method]>>;

/**
 * openapi-fetch's own methods, typed with the answers exactly as generated. (openapi-fetch passes answers through
 * a `Readable` helper for readOnly/writeOnly markers, which our document does not use and which turns a tuple such
 * as a GeoJSON point's [lng, lat] into a plain array.)
 */
export interface ApiClient {
  GET: ApiMethod<'get'>;
  POST: ApiMethod<'post'>;
  PUT: ApiMethod<'put'>;
  PATCH: ApiMethod<'patch'>;
  DELETE: ApiMethod<'delete'>;
  use: Client<paths>['use'];
}

/** How a client outside the browser app calls: its credential, and how patient it is with 429 and 503. */
export interface ApiClientOptions extends ClientOptions {
  /** An API key (`nhk_…`, Settings → API keys): sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** An app's session token (sign-in's `Set-Auth-Token`): sent as `Authorization: Bearer`. */
  sessionToken?: string;
  /**
   * How many times a call answered 429 (rate limited) or 503 (briefly unavailable) is made again, after the
   * answer's `Retry-After`. 0 by default: the browser app shows the message instead.
   */
  retries?: number;
  /** A `Retry-After` longer than this (seconds) is not waited for: the 429 or 503 is returned at once. */
  maxRetryDelaySeconds?: number;
}

const retriedStatuses = new Set([429, 503]);

/** Seconds a `Retry-After` asks for (delta-seconds or an HTTP date); 1 when absent or unreadable. */
export function retryAfterSeconds(headers: Headers, now: number = Date.now()): number {
  const header = headers.get('retry-after');
  if (!header) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1 : Math.max(0, Math.ceil((date - now) / 1000));
}

function randomKey(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * `fetch` that waits out 429 and 503 answers as they ask and tries again. Every POST gets an `Idempotency-Key`
 * (unless the caller gave one) before its first attempt, so a retry of a write the server did receive is answered
 * with its first answer instead of being done twice (docs/decisions/035).
 */
function retryingFetch(
  send: (input: Request) => Promise<Response>,
  retries: number,
  maxDelaySeconds: number,
): (input: Request) => Promise<Response> {
  return async (request) => {
    let attempt = request;
    if (retries > 0 && request.method === 'POST' && !request.headers.has('idempotency-key')) {
      attempt = new Request(request, { headers: new Headers(request.headers) });
      attempt.headers.set('idempotency-key', randomKey());
    }
    for (let tried = 0; ; tried++) {
      const response = await send(tried < retries ? attempt.clone() : attempt);
      if (!retriedStatuses.has(response.status) || tried >= retries) return response;
      const delay = retryAfterSeconds(response.headers);
      if (delay > maxDelaySeconds) return response;
      await response.body?.cancel();
      await new Promise((resolve) => setTimeout(resolve, delay * 1000));
    }
  };
}

/**
 * The Request class of the moment a call is made, not of when this module loaded (openapi-fetch keeps the one it
 * finds at creation). In a browser it never changes; in `bun test`, component test files each get a DOM of their own
 * (ui-kit/test/dom.ts) and this module is loaded once for all of them.
 */
const CurrentRequest = Object.defineProperty(
  function CurrentRequest(input: RequestInfo | URL, init?: RequestInit) {
    return new globalThis.Request(input, init);
  },
  // openapi-fetch also asks `instanceof` of the class it was given (a middleware's answer).
  Symbol.hasInstance,
  { value: (value: unknown) => value instanceof globalThis.Request },
) as unknown as typeof Request;

/**
 * A client for one API origin. Front ends use `api` (same origin, session cookie); other consumers (the SDK,
 * client/src/sdk.ts) pass `baseUrl` and a credential, and may ask for retries.
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const { apiKey, sessionToken, retries = 0, maxRetryDelaySeconds = 60, ...clientOptions } = options;
  const token = apiKey ?? sessionToken;
  const send = clientOptions.fetch ?? ((input: Request) => globalThis.fetch(input));
  const client = createFetchClient<paths>({
    Request: CurrentRequest,
    // A call with its own credential carries no cookies (the API ignores them then anyway).
    credentials: token ? 'omit' : 'include',
    ...clientOptions,
    fetch: retries > 0 ? retryingFetch(send, retries, maxRetryDelaySeconds) : send,
  });
  if (token) {
    client.use({
      onRequest({ request }) {
        request.headers.set('authorization', `Bearer ${token}`);
        return request;
      },
    });
  }
  client.use({
    async onResponse({ response }) {
      // 304 answers a revalidation (`If-None-Match`): not a failure, and it has no body.
      if (response.status < 400) return undefined;
      throw apiErrorOf(response.status, response.statusText, await readBody(response.clone()), response.headers);
    },
  });
  // The same functions, typed without `Readable` (see ApiClient): a type-level view, not a conversion.
  return client as unknown as ApiClient;
}

/** The browser's client: same origin, with the session cookie. */
export const api: ApiClient = createApiClient();

/**
 * The data of a successful call; failures have already thrown ApiError. Use it around every call:
 * `const { data } = await ok(api.GET('/api/v1/property/{id}', { params: { path: { id } } }))`.
 */
export async function ok<T>(call: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  const result = await call;
  if (result.error !== undefined || result.data === undefined) {
    throw apiErrorOf(result.response.status, result.response.statusText, result.error ?? {});
  }
  return result.data;
}

/** Whether an error is the API answering this status (404 for a missing listing, say). */
export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
