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
  /** The whole error body, e.g. `{ message, missing }`; empty when the server sent none. */
  readonly details: Record<string, unknown>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

/** The error a failed answer stands for: its JSON `message` when it has one. */
export function apiErrorOf(status: number, statusText: string, body: unknown): ApiError {
  const details = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message =
    typeof details.message === 'string' ? details.message : statusText || `The request failed (HTTP ${status})`;
  return new ApiError(status, message, details);
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

/**
 * A client for one API origin. Front ends use `api` (same origin, session cookie); other consumers pass
 * `baseUrl` (and their own `fetch` or headers).
 */
export function createApiClient(options: ClientOptions = {}): ApiClient {
  const client = createFetchClient<paths>({ credentials: 'include', ...options });
  client.use({
    async onResponse({ response }) {
      if (response.ok) return undefined;
      throw apiErrorOf(response.status, response.statusText, await readBody(response.clone()));
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
