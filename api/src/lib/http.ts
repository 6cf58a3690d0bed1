import type { Context } from 'hono';

/** Copies better-auth's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context, headers: Headers | null): void {
  if (!headers) return;
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
}

/** The client's address for rate limiting: the proxy's X-Forwarded-For, else the socket (Bun.serve). */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const server = c.env as { requestIP?: (request: Request) => { address: string } | null } | undefined;
  try {
    return server?.requestIP?.(c.req.raw)?.address ?? 'local';
  } catch {
    return 'local';
  }
}
