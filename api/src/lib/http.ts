import type { Context } from 'hono';

/** Copies better-auth's Set-Cookie headers onto our response. */
export function forwardCookies(c: Context, headers: Headers | null): void {
  if (!headers) return;
  for (const cookie of headers.getSetCookie()) c.header('set-cookie', cookie, { append: true });
  // The same session for apps, as a bearer token (better-auth's bearer plugin names it; auth/credentials.ts reads it).
  const token = headers.get('set-auth-token');
  if (token) c.header('Set-Auth-Token', token);
}

/** The address of the TCP peer (Bun.serve), or 'local' where there is none (tests calling app.request). */
export function socketIp(c: Context): string {
  const server = c.env as { requestIP?: (request: Request) => { address: string } | null } | undefined;
  try {
    return server?.requestIP?.(c.req.raw)?.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * The client's address for per-client limits. X-Forwarded-For counts only behind `trustProxyHops` proxies we run
 * (TRUST_PROXY), and then only the entries they appended: the one the outermost trusted proxy saw connect. Anything
 * earlier in the header was written by the client and is ignored, so changing it does not escape a limit.
 */
export function clientIp(c: Context, trustProxyHops: number): string {
  const peer = socketIp(c);
  if (trustProxyHops <= 0) return peer;
  const chain = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return chain[chain.length - trustProxyHops] ?? chain[0] ?? peer;
}

/** A loopback address (or no peer at all: tests calling app.request). */
export function isLoopback(ip: string): boolean {
  return ip === 'local' || ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');
}

/** Headers a reverse proxy adds: their presence says the peer is a proxy, whoever the client is. */
export function hasForwardingHeaders(c: Context): boolean {
  return ['x-forwarded-for', 'forwarded', 'x-real-ip'].some((name) => c.req.header(name) !== undefined);
}

/**
 * This machine: where the dev outbox may be read and public-write limits do not apply. A loopback peer that
 * forwards for someone (a proxy on the same host that TRUST_PROXY does not name) is not this machine: without that
 * rule, every visitor behind such a proxy read the outbox's reset codes.
 */
export function isFromThisMachine(c: Context, trustProxyHops: number): boolean {
  if (trustProxyHops === 0 && hasForwardingHeaders(c)) return false;
  return isLoopback(clientIp(c, trustProxyHops));
}
