// Requests that need more than `apiRequest` gives: upload progress (multipart through XMLHttpRequest, whose
// `upload.onprogress` fetch still lacks) and the error body's details (publish answers 422 with `missing`).
import { ApiError } from '@naija-homes/contracts/http';
import { messages } from '@naija-homes/contracts/messages';

/** An API error that keeps the whole JSON body, e.g. `{ message, missing }`. */
export class PropertyRequestError extends ApiError {
  readonly details: Record<string, unknown>;
  constructor(status: number, message: string, details: Record<string, unknown> = {}) {
    super(status, message);
    this.details = details;
  }

  /** The labels a 422 from publish (or from editing a published listing) lists as still missing. */
  get missing(): string[] {
    const missing = this.details.missing;
    return Array.isArray(missing) ? missing.filter((item): item is string => typeof item === 'string') : [];
  }
}

export interface SendOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** FormData goes as multipart; anything else as JSON. */
  body?: FormData | object;
  /** 0–100 while the body uploads. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export const uploadFailed = 'The upload failed. Check your connection and try again.';
export const uploadAborted = 'Upload cancelled';

/** Calls `/api/v1{path}` with the session cookie; resolves with the JSON body, rejects with PropertyRequestError. */
export function sendRequest<T>(path: string, options: SendOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, `/api/v1${path}`);
    xhr.withCredentials = true;
    xhr.responseType = 'text';
    xhr.setRequestHeader('accept', 'application/json');
    if (options.onProgress) {
      const report = options.onProgress;
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) report(Math.round((event.loaded / event.total) * 100));
      };
      xhr.upload.onload = () => report(100);
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const message = typeof body.message === 'string' ? body.message : xhr.statusText || messages.serverError;
      reject(new PropertyRequestError(xhr.status, message, body));
    };
    xhr.onerror = () => reject(new PropertyRequestError(0, uploadFailed));
    xhr.onabort = () => reject(new PropertyRequestError(0, uploadAborted, { aborted: true }));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new PropertyRequestError(0, uploadAborted, { aborted: true }));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    if (options.body === undefined) {
      xhr.send();
    } else if (options.body instanceof FormData) {
      xhr.send(options.body);
    } else {
      xhr.setRequestHeader('content-type', 'application/json');
      xhr.send(JSON.stringify(options.body));
    }
  });
}

function parse(text: string): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return { message: text };
  }
}

/** A multipart body with the files under one field name. */
export function filesForm(field: string, files: readonly File[]): FormData {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return form;
}

export const isAborted = (error: unknown) => error instanceof PropertyRequestError && error.details.aborted === true;
