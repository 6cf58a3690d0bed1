// The guarded fetch: addresses judged in every spelling, names resolved once and connected to as checked, redirects
// checked hop by hop, bodies capped and deadlines kept. The SSRF cases point at local listeners that count the
// connections they accept: a refused link must leave the count at 0.
import { afterAll, describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer as createTlsServer, type TLSSocket } from 'node:tls';
import { gzipSync } from 'node:zlib';
import { countingListener, ipv6CountingListener } from '../test/counting-listener';
import {
  type AddressPolicy,
  fetchPublic,
  isPublicAddress,
  PublicFetchError,
  type PublicFetchOptions,
  parseIPv4,
  parseIPv6,
} from './public-fetch';

const MB = 1024 * 1024;
const v4 = countingListener('127.0.0.1');
const v6 = ipv6CountingListener();
afterAll(() => {
  v4.stop();
  v6?.stop();
});

/** The failure a read ends with (null when it succeeds). */
async function failure(url: string, options: Partial<PublicFetchOptions> = {}) {
  try {
    await fetchPublic(url, { maxBytes: MB, ...options });
    return null;
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    return { reason: error.reason as string, status: error.status };
  }
}
const unreachable = { reason: 'unreachable', status: undefined };

/** Resolves the names given and nothing else (as a resolver that finds no such name). */
function resolver(names: Record<string, string[]>) {
  const calls: string[] = [];
  const resolve = async (name: string) => {
    calls.push(name);
    const found = names[name];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
    return found;
  };
  return { resolve, calls };
}
/** Public addresses, plus exactly these local ports (the tests' stand-ins for public servers). */
const allowPorts =
  (...ports: Array<number | undefined>): AddressPolicy =>
  (address, port) =>
    isPublicAddress(address) || (address === '127.0.0.1' && ports.includes(port));

describe('which addresses are public', () => {
  test('every spelling of a private, loopback or special address is refused; public ones pass', () => {
    const refused = [
      // loopback, in IPv4's many spellings (inet_aton: decimal, octal, hex, short forms)
      '127.0.0.1',
      '127.1',
      '2130706433',
      '0177.0.0.1',
      '0x7f000001',
      '0x7f.1',
      '0x7F.0.0.1',
      '127.255.255.254',
      // unspecified, private, carrier-grade NAT, link-local and metadata, broadcast, reserved, multicast…
      '0.0.0.0',
      '0',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '100.127.255.255',
      '169.254.169.254',
      '255.255.255.255',
      '240.0.0.1',
      '224.0.0.1',
      '239.255.255.250',
      '198.18.0.1',
      '198.19.255.255',
      '192.0.0.170',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '192.88.99.1',
      // IPv6: loopback and unspecified, however written
      '::1',
      '[::1]',
      '0:0:0:0:0:0:0:1',
      '::',
      // IPv4 inside IPv6: mapped, compatible, translated, NAT64, 6to4
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '[::ffff:7f00:1]',
      '::FFFF:7F00:0001',
      '0:0:0:0:0:ffff:7f00:1',
      '::ffff:10.0.0.1',
      '::ffff:169.254.169.254',
      '::127.0.0.1',
      '::7f00:1',
      '::ffff:0:127.0.0.1',
      '64:ff9b::7f00:1',
      '64:ff9b::127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808', // local-use NAT64: never public
      '2002:7f00:1::',
      '2002:a9fe:a9fe::1',
      '2001:0:4136:e378:8000:63bf:3fff:fdd2', // Teredo
      // link-local, site-local, unique-local (AWS metadata), multicast, documentation, discard
      'fe80::1',
      'fe80::1%eth0',
      'febf::1',
      'fec0::1',
      'fc00::1',
      'fd00:ec2::254',
      'ff02::1',
      '2001:db8::1',
      '3fff::1',
      '100::1',
      // not addresses at all
      'localhost',
      'calendar.example',
      '',
      '1.2.3.4.5',
      '256.1.1.1',
      '1.2.3.08',
      ':::1',
      '1::2::3',
    ];
    const open = [
      '8.8.8.8',
      '1.1.1.1',
      '93.184.215.14',
      '172.15.255.255',
      '172.32.0.1',
      '100.63.255.255',
      '100.128.0.1',
      '11.0.0.1',
      '2606:4700:4700::1111',
      '2a00:1450:4001:82a::200e',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
    ];
    expect(refused.filter(isPublicAddress)).toEqual([]);
    expect(open.filter((address) => !isPublicAddress(address))).toEqual([]);
  });

  test('parsers read the spellings to the same address', () => {
    for (const spelling of ['127.0.0.1', '127.1', '2130706433', '0177.0.0.1', '0x7f000001', '0x7f.0.0.1', '0177.0.1'])
      expect(parseIPv4(spelling)).toBe(0x7f000001);
    expect(parseIPv6('::ffff:127.0.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6('[64:ff9b::7f00:1]')).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x7f00, 1]);
    expect(parseIPv6('1:2:3:4:5:6:7:8:9')).toBeNull();
  });

  test('URL parsing canonicalises hosts first, and the canonical form is refused too', () => {
    const canonical: Record<string, string> = {
      'http://[::ffff:127.0.0.1]/': '[::ffff:7f00:1]',
      'http://[::127.0.0.1]/': '[::7f00:1]',
      'http://2130706433/': '127.0.0.1',
      'http://0177.0.0.1/': '127.0.0.1',
      'http://0x7f000001/': '127.0.0.1',
      'http://127.1/': '127.0.0.1',
      'http://%31%32%37.0.0.1/': '127.0.0.1',
      'http://0/': '0.0.0.0',
      'http://[0:0:0:0:0:0:0:1]/': '[::1]',
    };
    for (const [url, host] of Object.entries(canonical)) {
      expect(new URL(url).hostname).toBe(host);
      expect(isPublicAddress(host)).toBe(false);
    }
  });
});

describe('links to this machine are never connected to', () => {
  const spellings = [
    '127.0.0.1',
    '[::ffff:127.0.0.1]',
    '[::ffff:7f00:1]',
    '[::127.0.0.1]',
    '[::ffff:0:127.0.0.1]',
    '[64:ff9b::7f00:1]',
    '[2002:7f00:1::]',
    '2130706433',
    '0177.0.0.1',
    '0x7f000001',
    '0x7f.1',
    '127.1',
    '0.0.0.0',
    '0',
    'localhost',
    'LOCALHOST.',
    '[::1]',
    '[::]',
  ];

  test.each(spellings)('http://%s:PORT/ (IPv4 listener)', async (host) => {
    const before = v4.connections();
    expect(await failure(`http://${host}:${v4.port}/calendar.ics`)).toEqual(unreachable);
    expect(await failure(`https://${host}:${v4.port}/calendar.ics`)).toEqual(unreachable);
    expect(v4.connections() - before).toBe(0);
  });

  test.skipIf(!v6).each(['[::1]', '[0:0:0:0:0:0:0:1]', 'localhost', '[::]'])(
    'http://%s:PORT/ (IPv6 listener)',
    async (host) => {
      const listener = v6 as NonNullable<typeof v6>;
      const before = listener.connections();
      expect(await failure(`http://${host}:${listener.port}/calendar.ics`)).toEqual(unreachable);
      expect(listener.connections() - before).toBe(0);
    },
  );

  test('a name resolving to a private address, or to a public and a private one, is refused', async () => {
    const { resolve } = resolver({
      'calendar.example': ['127.0.0.1'],
      'mixed.example': ['93.184.215.14', '127.0.0.1'],
      'mapped.example': ['::ffff:127.0.0.1'],
      'metadata.example': ['169.254.169.254'],
      'garbage.example': ['not-an-address'],
      'empty.example': [],
    });
    const before = v4.connections();
    for (const name of ['calendar', 'mixed', 'mapped', 'metadata', 'garbage', 'empty', 'unknown'])
      expect(await failure(`http://${name}.example:${v4.port}/`, { resolve })).toEqual(unreachable);
    expect(v4.connections() - before).toBe(0);
  });

  test('a name is resolved once and the connection goes to the address checked, under the name', async () => {
    let host = '';
    const site = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch(request) {
        host = request.headers.get('host') ?? '';
        return new Response('BEGIN:VCALENDAR');
      },
    });
    try {
      const { resolve, calls } = resolver({ 'calendar.example': ['127.0.0.1'] });
      const read = await fetchPublic(`http://calendar.example:${site.port}/a.ics?s=1`, {
        maxBytes: MB,
        resolve,
        isAllowedAddress: allowPorts(site.port),
      });
      expect(read.body.toString()).toBe('BEGIN:VCALENDAR');
      expect(host).toBe(`calendar.example:${site.port}`);
      expect(calls).toEqual(['calendar.example']);
    } finally {
      site.stop(true);
    }
  });

  test('a redirect to this machine is refused before connecting, whatever the allowed first hop', async () => {
    let location = '';
    let hops = 0;
    const redirector = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch() {
        hops += 1;
        return new Response(null, { status: 302, headers: { location } });
      },
    });
    try {
      const { resolve } = resolver({ 'redirector.example': ['127.0.0.1'], 'calendar.example': ['127.0.0.1'] });
      // The redirector stands for a public server: exactly its port is allowed, nothing else on this machine.
      const options = { resolve, isAllowedAddress: allowPorts(redirector.port) };
      const before = v4.connections();
      for (const target of [
        `http://127.0.0.1:${v4.port}/`,
        `http://[::ffff:127.0.0.1]:${v4.port}/`,
        `http://2130706433:${v4.port}/`,
        `http://calendar.example:${v4.port}/`,
        `http://localhost:${v4.port}/`,
        `ftp://127.0.0.1:${v4.port}/`,
        'http://[::1',
      ]) {
        location = target;
        expect(await failure(`http://redirector.example:${redirector.port}/cal.ics`, options)).toEqual(unreachable);
      }
      expect(v4.connections() - before).toBe(0);
      expect(hops).toBe(7);
    } finally {
      redirector.stop(true);
    }
  });

  test('redirects to allowed hosts are followed, at most five', async () => {
    const chain = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch(request) {
        const left = Number(new URL(request.url).pathname.slice(1));
        if (left === 0) return new Response('BEGIN:VCALENDAR');
        return new Response(null, { status: 307, headers: { location: `/${left - 1}` } });
      },
    });
    try {
      const options = { maxBytes: MB, isAllowedAddress: allowPorts(chain.port) };
      const five = await fetchPublic(`http://127.0.0.1:${chain.port}/5`, options);
      expect(five.body.toString()).toBe('BEGIN:VCALENDAR');
      expect(five.url).toBe(`http://127.0.0.1:${chain.port}/0`);
      expect(await failure(`http://127.0.0.1:${chain.port}/6`, options)).toEqual(unreachable);
    } finally {
      chain.stop(true);
    }
  });
});

describe('answers are bounded', () => {
  const anyAddress: AddressPolicy = () => true;

  test('an endless body is dropped as soon as it passes the cap, without holding it', async () => {
    const chunk = new Uint8Array(64 * 1024).fill(66);
    let sent = 0;
    const endless = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch() {
        // 200 MB unless the reader stops first.
        return new Response(
          new ReadableStream({
            pull(controller) {
              if (sent >= 200 * MB) return controller.close();
              sent += chunk.length;
              controller.enqueue(chunk);
            },
          }),
          { headers: { 'content-type': 'text/calendar' } },
        );
      },
    });
    try {
      Bun.gc(true);
      const rss = process.memoryUsage().rss;
      const started = performance.now();
      expect(await failure(`http://127.0.0.1:${endless.port}/`, { isAllowedAddress: anyAddress })).toEqual({
        reason: 'too-large',
        status: undefined,
      });
      expect(performance.now() - started).toBeLessThan(3_000);
      Bun.gc(true);
      expect(process.memoryUsage().rss - rss).toBeLessThan(64 * MB);
      expect(sent).toBeLessThan(50 * MB);
    } finally {
      endless.stop(true);
    }
  });

  test('a declared length over the cap, and a compressed body that inflates past it, are too large', async () => {
    const server = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      fetch(request) {
        if (new URL(request.url).pathname === '/bomb')
          return new Response(gzipSync(Buffer.alloc(50 * MB, 65)), { headers: { 'content-encoding': 'gzip' } });
        if (new URL(request.url).pathname === '/small')
          return new Response(gzipSync('BEGIN:VCALENDAR'), { headers: { 'content-encoding': 'gzip' } });
        return new Response(Buffer.alloc(2 * MB, 65));
      },
    });
    try {
      const base = `http://127.0.0.1:${server.port}`;
      const options = { isAllowedAddress: anyAddress };
      expect(await failure(`${base}/declared`, options)).toMatchObject({ reason: 'too-large' });
      expect(await failure(`${base}/bomb`, options)).toMatchObject({ reason: 'too-large' });
      const small = await fetchPublic(`${base}/small`, { maxBytes: MB, ...options });
      expect(small.body.toString()).toBe('BEGIN:VCALENDAR');
    } finally {
      server.stop(true);
    }
  });

  test('a body trickling in is cut at the deadline; no answer at all is unreachable', async () => {
    const server = Bun.serve({
      hostname: '127.0.0.1',
      port: 0,
      async fetch(request) {
        if (new URL(request.url).pathname === '/silent') await Bun.sleep(5_000);
        return new Response(
          new ReadableStream({
            async pull(controller) {
              await Bun.sleep(50);
              controller.enqueue(new TextEncoder().encode('B'));
            },
          }),
        );
      },
    });
    try {
      const options = { isAllowedAddress: anyAddress, deadlineMs: 400 };
      let started = performance.now();
      expect(await failure(`http://127.0.0.1:${server.port}/trickle`, options)).toMatchObject({ reason: 'too-slow' });
      expect(performance.now() - started).toBeLessThan(1_500);
      started = performance.now();
      expect(await failure(`http://127.0.0.1:${server.port}/silent`, options)).toEqual(unreachable);
      expect(performance.now() - started).toBeLessThan(1_500);
    } finally {
      server.stop(true);
    }
  });

  test.skipIf(!v6)('when a checked address does not answer, the next checked one is tried', async () => {
    // The name has two addresses; only the IPv6 one listens (IPv4 is tried first, and refused).
    const listener = v6 as NonNullable<typeof v6>;
    // Nothing listens on 127.0.0.1 at that port (binding it would throw otherwise).
    Bun.serve({ hostname: '127.0.0.1', port: listener.port, fetch: () => new Response('') }).stop(true);
    const { resolve } = resolver({ 'calendar.example': ['::1', '127.0.0.1'] });
    const before = listener.connections();
    const read = await fetchPublic(`http://calendar.example:${listener.port}/`, {
      maxBytes: MB,
      resolve,
      isAllowedAddress: (_address, port) => port === listener.port,
    });
    expect(read.body.toString()).toContain('BEGIN:VCALENDAR');
    expect(listener.connections() - before).toBe(1);
  });

  test('an error answer is a status failure; a refused port is unreachable like everything else', async () => {
    const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('gone', { status: 404 }) });
    const closed = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: () => new Response('') });
    const closedPort = closed.port;
    closed.stop(true);
    try {
      const options = { isAllowedAddress: anyAddress };
      expect(await failure(`http://127.0.0.1:${server.port}/`, options)).toEqual({ reason: 'status', status: 404 });
      expect(await failure(`http://127.0.0.1:${closedPort}/`, options)).toEqual(unreachable);
      expect(await failure('ftp://example.com/cal.ics')).toMatchObject({ reason: 'invalid-url' });
      expect(await failure('not a url')).toMatchObject({ reason: 'invalid-url' });
    } finally {
      server.stop(true);
    }
  });
});

describe('HTTPS to a checked address keeps the name for SNI and the certificate', () => {
  const openssl = Bun.which('openssl');
  test.skipIf(!openssl)('the certificate must match the link’s name, not the address connected to', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'public-fetch-tls-'));
    const made = spawnSync(openssl as string, [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=calendar.example',
      '-addext',
      'subjectAltName=DNS:calendar.example',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    expect(made.status).toBe(0);
    const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
    const key = readFileSync(join(dir, 'key.pem'), 'utf8');
    rmSync(dir, { recursive: true });
    const names: Array<string | false | null> = [];
    const server = createTlsServer({ cert, key }, (socket: TLSSocket) => {
      names.push(socket.servername);
      socket.end('HTTP/1.1 200 OK\r\ncontent-length: 15\r\nconnection: close\r\n\r\nBEGIN:VCALENDAR');
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const port = (server.address() as { port: number }).port;
    try {
      const { resolve } = resolver({ 'calendar.example': ['127.0.0.1'], 'other.example': ['127.0.0.1'] });
      const options = { maxBytes: MB, resolve, isAllowedAddress: allowPorts(port), ca: cert };
      const read = await fetchPublic(`https://calendar.example:${port}/`, options);
      expect(read.body.toString()).toBe('BEGIN:VCALENDAR');
      expect(names).toEqual(['calendar.example']);
      // The same address under another name: the certificate does not match it.
      expect(await failure(`https://other.example:${port}/`, options)).toEqual(unreachable);
      // Without our test CA the self-signed certificate is not trusted.
      expect(await failure(`https://calendar.example:${port}/`, { ...options, ca: undefined })).toEqual(unreachable);
    } finally {
      server.close();
    }
  });
});
