// An HTTP client for app.request that keeps cookies like a browser and sends an Origin header
// (better-auth rejects cookie-bearing POSTs without one).
import type { ResponseCheck } from './documented-responses';

export const TEST_ORIGIN = 'http://localhost:3000';

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    private readonly app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
    private readonly check: ResponseCheck | undefined,
    private readonly ip = `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) {}

  async request<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': this.ip, ...extraHeaders };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | FormData | undefined;
    if (body instanceof FormData) {
      // The runtime writes the multipart boundary into the content type.
      payload = body;
    } else if (body !== undefined) {
      headers['content-type'] ??= 'application/json';
      payload = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const response = await this.raw(method, path, { headers, body: payload });
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
      // An event stream never ends by itself: whoever only wanted its status lets it go (test/sse.ts reads one).
      await response.body?.cancel();
      this.check?.(method, path, response.status, 'text/event-stream', '');
      return { status: response.status, body: {} as T, headers: response.headers, text: '' };
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      // Not JSON (HTML pages): keep the text.
    }
    this.check?.(method, path, response.status, response.headers.get('content-type') ?? '', parsed);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  /** The response as it comes, with this client's cookies and Origin sent and the cookies it sets kept. */
  async raw(method: string, path: string, init: { headers?: Record<string, string>; body?: BodyInit } = {}) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, 'x-forwarded-for': this.ip, ...init.headers };
    if (this.cookies.size) headers.cookie ??= [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await this.app.request(path, { method, headers, ...(init.body ? { body: init.body } : {}) });
    this.storeCookies(response.headers);
    return response;
  }

  get<T = Record<string, unknown>>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  /** A multipart request: `files` become File parts (name, bytes, declared type), `fields` text parts. */
  upload<T = Record<string, unknown>>(
    method: 'POST' | 'PUT' | 'PATCH',
    path: string,
    fields: Record<string, string>,
    files: Record<string, UploadFile | UploadFile[] | undefined> = {},
  ) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const [name, entry] of Object.entries(files)) {
      for (const file of entry ? [entry].flat() : []) {
        form.append(name, new File([file.bytes], file.name, { type: file.type ?? '' }));
      }
    }
    return this.request<T>(method, path, form);
  }
  patch<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('PATCH', path, body ?? {});
  }

  put<T = Record<string, unknown>>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }

  private storeCookies(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', v = ''] = a.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(v) <= 0;
        if (key.toLowerCase() === 'expires') return new Date(v).getTime() < Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface UploadFile {
  name: string;
  bytes: Uint8Array<ArrayBuffer>;
  type?: string;
}
