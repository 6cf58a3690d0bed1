import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type routes and services throw; rendered by app.onError as `{ message }`, plus `details` when a
 * caller needs more than a sentence (the list of what a listing still lacks at publish).
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details: Record<string, unknown> | undefined;
  /** Response headers that belong to the refusal: a 429's Retry-After and RateLimit fields. */
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: ContentfulStatusCode,
    message: string,
    details?: Record<string, unknown>,
    headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
    this.headers = headers;
  }
}

/** The SQLSTATE of a PostgreSQL error (23505 unique, 23P01 exclusion), through Drizzle's wrapper on either driver. */
export function pgErrorCode(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current === 'object' && 'code' in current && typeof (current as { code: unknown }).code === 'string') {
      const code = (current as { code: string }).code;
      if (/^[0-9A-Z]{5}$/.test(code)) return code;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
