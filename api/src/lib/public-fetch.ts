// Reading a URL that someone outside gave us (an agent's calendar link; later other imports). The server must only
// ever connect to public internet addresses, whatever the link spells, wherever its name resolves and wherever it
// redirects, and read at most so many bytes within so many seconds:
// - every address is judged in its canonical form, IPv4 hidden inside IPv6 (mapped, compatible, NAT64, 6to4)
//   judged as the IPv4 it reaches;
// - a name is resolved once, ALL its addresses must pass, and the connection goes to a checked address: the socket's
//   `lookup` answers only that address (no second resolution), while the Host header, TLS SNI and the certificate
//   check keep the name (node:http/https on Bun 1.4 do this; see public-fetch.test.ts);
// - redirects are followed by hand (at most 5), each hop checked like the first;
// - the body is streamed and dropped as soon as it passes the cap, and one deadline covers the whole read;
// - every address refused or not reached is the same failure ('unreachable'), so answers never tell which internal
//   hosts or ports exist.
import { lookup as dnsLookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createUnzip } from 'node:zlib';

// ---------------------------------------------------------------- addresses

/**
 * An IPv4 address's 32 bits, from any spelling inet_aton accepts: 1 to 4 parts, each decimal, octal (0177) or hex
 * (0x7f), the last part filling the remaining bytes (127.1, 2130706433). null when it is not one.
 */
export function parseIPv4(text: string): number | null {
  const parts = text.split('.');
  if (parts.length > 4) return null;
  const values: number[] = [];
  for (const part of parts) {
    if (/^0x[0-9a-f]*$/i.test(part)) values.push(part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16));
    else if (/^0[0-7]+$/.test(part)) values.push(Number.parseInt(part, 8));
    else if (/^(0|[1-9][0-9]*)$/.test(part)) values.push(Number(part));
    else return null;
  }
  const last = values.pop() as number;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((sum, value, index) => sum + value * 256 ** (3 - index), last);
}

const dottedQuad = (address: number) =>
  [address >>> 24, (address >>> 16) & 255, (address >>> 8) & 255, address & 255].join('.');

/** An IPv6 address's eight 16-bit groups (brackets allowed, a dotted IPv4 tail too); null when it is not one. */
export function parseIPv6(text: string): number[] | null {
  let rest = text.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  // A zone (fe80::1%eth0) names an interface of this machine: never a public address.
  if (!/^[0-9a-f:.]+$/.test(rest)) return null;
  if (rest.includes('.')) {
    const colon = rest.lastIndexOf(':');
    const bytes = rest.slice(colon + 1).split('.');
    if (bytes.length !== 4 || !bytes.every((byte) => /^\d{1,3}$/.test(byte) && Number(byte) <= 255)) return null;
    const v4 = bytes.reduce((sum, byte) => sum * 256 + Number(byte), 0);
    rest = `${rest.slice(0, colon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const halves = rest.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) =>
    part === ''
      ? []
      : part.split(':').map((group) => (/^[0-9a-f]{1,4}$/.test(group) ? Number.parseInt(group, 16) : NaN));
  const head = groups(halves[0] ?? '');
  const tail = halves.length === 2 ? groups(halves[1] ?? '') : [];
  if ([...head, ...tail].some(Number.isNaN)) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : null;
}

/** IPv4 blocks that are not the public internet (IANA special-purpose registry). */
const nonPublicIPv4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network": 0.0.0.0 reaches this machine on Linux
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where clouds serve instance metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments (NAT64 discovery…)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast (deprecated)
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and 255.255.255.255 broadcast
];
const nonPublicIPv4Blocks = nonPublicIPv4.map(([base, bits]) => ({ base: parseIPv4(base) as number, bits }));

function isPublicIPv4(address: number): boolean {
  return !nonPublicIPv4Blocks.some(({ base, bits }) => address >>> (32 - bits) === base >>> (32 - bits));
}

function isPublicIPv6(g: number[]): boolean {
  const low32 = ((g[6] ?? 0) * 0x10000 + (g[7] ?? 0)) >>> 0;
  const zero = (from: number, to: number) => g.slice(from, to).every((group) => group === 0);
  // IPv4 written as IPv6 reaches that IPv4 address (directly, or through a NAT64 or 6to4 gateway): judge that one.
  // ::ffff:a.b.c.d (mapped), ::a.b.c.d (compatible; :: and ::1 fall in 0.0.0.0/8), ::ffff:0:a.b.c.d (translated).
  if (zero(0, 5) && (g[5] === 0xffff || g[5] === 0)) return isPublicIPv4(low32);
  if (zero(0, 4) && g[4] === 0xffff && g[5] === 0) return isPublicIPv4(low32);
  if (g[0] === 0x64 && g[1] === 0xff9b && zero(2, 6)) return isPublicIPv4(low32); // NAT64 64:ff9b::/96
  if (g[0] === 0x2002) return isPublicIPv4((((g[1] ?? 0) << 16) | (g[2] ?? 0)) >>> 0); // 6to4 2002:AABB:CCDD::/48
  // Otherwise only global unicast (2000::/3). Outside it: local-use NAT64 64:ff9b:1::/48, discard 100::/64,
  // unique-local fc00::/7 (AWS metadata fd00:ec2::254), link-local fe80::/10, site-local fec0::/10, multicast ff00::/8.
  if (((g[0] ?? 0) & 0xe000) !== 0x2000) return false;
  if (g[0] === 0x2001 && (g[1] ?? 0) < 0x200) return false; // 2001::/23 IETF assignments: Teredo (an IPv4 inside), benchmarking, ORCHID
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false; // documentation 2001:db8::/32
  if (g[0] === 0x3fff && (g[1] ?? 0) < 0x1000) return false; // documentation 3fff::/20
  return true;
}

/**
 * Whether an address (IPv4 in any inet_aton spelling, or IPv6, bracketed or not) is on the public internet. Anything
 * else (a name, a zone, nonsense) is not.
 */
export function isPublicAddress(address: string): boolean {
  if (!address.includes(':')) {
    const v4 = parseIPv4(address);
    return v4 !== null && isPublicIPv4(v4);
  }
  const v6 = parseIPv6(address);
  return v6 !== null && isPublicIPv6(v6);
}

/** May the server connect to this address and port? */
export type AddressPolicy = (address: string, port: number) => boolean;
/** The addresses a name resolves to. */
export type Resolver = (hostname: string) => Promise<string[]>;

export const publicAddressesOnly: AddressPolicy = (address) => isPublicAddress(address);
export const systemResolver: Resolver = async (hostname) =>
  (await dnsLookup(hostname, { all: true })).map((entry) => entry.address);

// ---------------------------------------------------------------- fetching

export interface PublicFetchOptions {
  /** The most bytes of body read (after decompression); reading stops as soon as it passes: 'too-large'. */
  maxBytes: number;
  /** Everything (each hop's resolution, connection, answer, and the body) within this time (ms; 10 s). */
  deadlineMs?: number;
  /** Each connection attempt's TCP connect within this time (ms; 3 s). */
  connectTimeoutMs?: number;
  /** Redirects followed (5). */
  maxRedirects?: number;
  accept?: string;
  /** Which addresses may be connected to: public internet addresses only, unless a caller says otherwise. */
  isAllowedAddress?: AddressPolicy;
  /** How names are resolved (the system's resolver); tests give their own. */
  resolve?: Resolver;
  /** Certificates to trust besides the system's (a local HTTPS fake). */
  ca?: string | string[];
}

export interface PublicResponse {
  /** The URL finally read, after redirects. */
  url: string;
  status: number;
  contentType: string | null;
  body: Buffer;
}

/**
 * Why a read failed. 'unreachable' is deliberately one reason for every address refused, name not found, connection
 * refused or timed out, TLS failure, bad or endless redirect, or no answer in time: none of these may be told apart
 * by whoever chose the link. Only a server that answered can give 'status', 'too-large' or 'too-slow'.
 */
export type PublicFetchFailure = 'invalid-url' | 'unreachable' | 'status' | 'too-large' | 'too-slow';

export class PublicFetchError extends Error {
  readonly reason: PublicFetchFailure;
  readonly status: number | undefined;
  constructor(reason: PublicFetchFailure, options: { status?: number; cause?: unknown } = {}) {
    super(options.status ? `${reason} (${options.status})` : reason, { cause: options.cause });
    this.name = 'PublicFetchError';
    this.reason = reason;
    this.status = options.status;
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'NaijaHomes/1.0';

function httpUrl(input: string | URL, failure: PublicFetchFailure, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch (cause) {
    throw new PublicFetchError(failure, { cause });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PublicFetchError(failure);
  return url;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new PublicFetchError('unreachable'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Hop {
  url: URL;
  port: number;
  /** Checked addresses, IPv4 first (tried in turn). */
  addresses: string[];
}

/** The addresses a URL's host stands for, all of which the policy must allow. */
async function vetHop(url: URL, policy: AddressPolicy, resolve: Resolver, signal: AbortSignal): Promise<Hop> {
  const port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
  const host = url.hostname;
  const v4 = host.startsWith('[') ? null : parseIPv4(host);
  let addresses: string[];
  if (host.startsWith('[')) addresses = [host.slice(1, -1)];
  else if (v4 !== null) addresses = [dottedQuad(v4)];
  else addresses = await untilAborted(resolve(host), signal).catch(() => []);
  if (addresses.length === 0 || !addresses.every((address) => isIP(address) && policy(address, port)))
    throw new PublicFetchError('unreachable');
  return { url, port, addresses: [...addresses].sort((a, b) => isIP(a) - isIP(b)) };
}

/** One GET to one checked address; resolves with the answer's head, before its body. */
function request(
  hop: Hop,
  address: string,
  options: PublicFetchOptions,
  policy: AddressPolicy,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const family = isIP(address);
    // Whatever the name, the socket goes to the address just checked; the name stays for Host, SNI and the cert.
    const pinned = ((_name: string, lookupOptions: { all?: boolean }, callback: (...args: unknown[]) => void) => {
      if (lookupOptions?.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    }) as unknown as LookupFunction;
    const client = hop.url.protocol === 'https:' ? https : http;
    const req = client.request(
      {
        protocol: hop.url.protocol,
        hostname: hop.url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: hop.port,
        path: `${hop.url.pathname}${hop.url.search}`,
        method: 'GET',
        headers: {
          accept: options.accept ?? '*/*',
          'accept-encoding': 'gzip, deflate, br',
          'user-agent': USER_AGENT,
        },
        agent: false,
        lookup: pinned,
        ...(options.ca ? { ca: options.ca } : {}),
      },
      (response) => {
        cleanup();
        resolve(response);
      },
    );
    const fail = (cause?: unknown) => {
      cleanup();
      req.destroy();
      reject(new PublicFetchError('unreachable', { cause }));
    };
    const onAbort = () => fail();
    const connectTimer = setTimeout(() => fail(new Error('connect timeout')), options.connectTimeoutMs ?? 3_000);
    function cleanup() {
      clearTimeout(connectTimer);
      signal.removeEventListener('abort', onAbort);
    }
    if (signal.aborted) return fail();
    signal.addEventListener('abort', onAbort, { once: true });
    req.on('socket', (socket) => {
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        // Belt and braces: the peer is an allowed address.
        const remote = socket.remoteAddress;
        if (remote && !policy(remote, hop.port)) fail(new Error('connected to an address not allowed'));
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** The body, decompressed, up to maxBytes, before the deadline. */
function readBody(response: IncomingMessage, maxBytes: number, signal: AbortSignal): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  const encoding = (response.headers['content-encoding'] ?? '').trim().toLowerCase();
  return new Promise((resolve, reject) => {
    const decoder = ['gzip', 'x-gzip', 'deflate'].includes(encoding)
      ? createUnzip()
      : encoding === 'br'
        ? createBrotliDecompress()
        : null;
    const source: Readable = decoder ? response.pipe(decoder) : response;
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = (error?: PublicFetchError) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener('abort', onAbort);
      if (!error) return resolve(Buffer.concat(chunks));
      response.destroy();
      decoder?.destroy();
      reject(error);
    };
    const onAbort = () => finish(new PublicFetchError('too-slow'));
    if (!encoding && declared > maxBytes) return finish(new PublicFetchError('too-large'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    source.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) finish(new PublicFetchError('too-large'));
      else chunks.push(chunk);
    });
    source.on('end', () => finish());
    const broken = (cause?: unknown) => finish(new PublicFetchError('unreachable', { cause }));
    source.on('error', broken);
    response.on('error', broken);
    response.on('close', () => {
      if (!response.complete) broken(new Error('connection closed before the body ended'));
    });
  });
}

/**
 * GET a URL from outside: http(s) only, every hop's addresses checked by `isAllowedAddress` (public internet only by
 * default) and connected to as checked, at most `maxRedirects` redirects, `maxBytes` of body, within `deadlineMs`.
 * Throws PublicFetchError only; a non-2xx answer is a 'status' failure.
 */
export async function fetchPublic(url: string | URL, options: PublicFetchOptions): Promise<PublicResponse> {
  const policy = options.isAllowedAddress ?? publicAddressesOnly;
  const resolve = options.resolve ?? systemResolver;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.deadlineMs ?? 10_000);
  try {
    let target = httpUrl(url, 'invalid-url');
    for (let redirects = 0; ; redirects++) {
      const hop = await vetHop(target, policy, resolve, deadline.signal);
      let response: IncomingMessage | null = null;
      for (const address of hop.addresses) {
        response = await request(hop, address, options, policy, deadline.signal).catch(() => null);
        if (response || deadline.signal.aborted) break;
      }
      if (!response) throw new PublicFetchError('unreachable');
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location) {
        response.destroy();
        if (redirects >= (options.maxRedirects ?? 5)) throw new PublicFetchError('unreachable');
        target = httpUrl(location, 'unreachable', target);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new PublicFetchError('status', { status });
      }
      const body = await readBody(response, options.maxBytes, deadline.signal);
      return { url: target.href, status, contentType: response.headers['content-type'] ?? null, body };
    }
  } catch (error) {
    // Nothing else escapes: a surprise becomes the one failure that tells nothing.
    if (error instanceof PublicFetchError) throw error;
    throw new PublicFetchError('unreachable', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
