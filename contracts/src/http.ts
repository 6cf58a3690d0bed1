// The response envelope of every /api/v1 route and a small fetch client the front ends share.
// It uses only fetch, so it runs in the browser, in Bun and in tests alike.

export interface DataResponse<T> {
  data: T;
  message?: string;
}
export interface PagedResponse<T> {
  data: T[];
  totalPages: number;
  total?: number;
}
export interface CursorResponse<T> {
  data: T[];
  hasMore: boolean;
}
export interface MessageResponse {
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

/** Calls the API under /api/v1 with the session cookie; throws ApiError carrying the server's message. */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  const response = await fetch(`/api/v1${path}${search}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    headers: options.body === undefined || isForm ? undefined : { 'content-type': 'application/json' },
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
    signal: options.signal,
  });
  const text = await response.text();
  const payload: unknown = text ? safeJson(text) : {};
  if (!response.ok) {
    const message =
      typeof payload === 'object' && payload !== null && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : response.statusText || 'Request failed';
    throw new ApiError(response.status, message);
  }
  return payload as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/** Runtime configuration served at /config.json: read by the shell before it loads any remote. */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  googleSignIn: boolean;
  devOutbox: boolean;
  /** Which ID check runs: the offline sandbox shows its test numbers on the verification form. */
  idVerification: 'sandbox' | 'smileid';
}

/** The runtime configuration, for remotes (the shell reads it once at start and passes it by context). */
export async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  // Revalidated every time: it names the remotes' current deployments.
  const response = await fetch('/config.json', { credentials: 'same-origin', cache: 'no-cache' });
  if (!response.ok) throw new ApiError(response.status, 'Could not load the configuration');
  return (await response.json()) as RuntimeConfig;
}
export const remoteNames = ['mfe_public', 'mfe_buyer', 'mfe_agent', 'mfe_admin', 'mfe_chat'] as const;
export type RemoteName = (typeof remoteNames)[number];

/** DOM event a remote dispatches to ask the shell for the logout confirmation dialog. */
export const LOGOUT_REQUEST_EVENT = 'naija:logout-request';
/** DOM event a remote dispatches to ask the shell for the sign-in prompt (visitor tried a members-only action). */
export const LOGIN_PROMPT_EVENT = 'naija:login-prompt';

/**
 * The attribute marking the root element of each app's subtree (value: the remote name, or 'shell' for shell
 * content placed inside a remote). Each remote's CSS is scoped to it; see remote.postcss.mjs.
 */
export const REMOTE_SCOPE_ATTRIBUTE = 'data-remote';
