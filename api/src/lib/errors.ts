import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The one error type routes and services throw; rendered by app.onError as `{ message }`, plus `details` when a
 * caller needs more than a sentence (the list of what a listing still lacks at publish).
 */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(status: ContentfulStatusCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.details = details;
  }
}
