import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error type routes and services throw; rendered by app.onError as `{ message }`. */
export class HttpError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(status: ContentfulStatusCode, message: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
  }
}
