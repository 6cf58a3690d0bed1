// Every operation of the OpenAPI document, called with inputs nobody should send: wrong types, missing and extra
// fields, null for every field, huge, unicode and NUL strings, boundary numbers, in the path, the query and the JSON
// body, by a caller the route lets in. A route on an owned resource (a listing, an offer…) is called by its owner on
// a real one, so the handler runs past the 404 with the wrong input. None may answer 5xx, and no answer may carry a
// stack trace or SQL, and no 4xx may answer in zod's own programmer's wording.
import { describe, expect, test } from 'bun:test';
import type { OwnedResource } from './lib/route';
import { setupTestApp } from './test/app';
import { agentWithPlan, ownedResources } from './test/owned-resources';
import { signedInUser } from './test/users';

const t = await setupTestApp({
  rateRules: {
    publicWrite: { max: 100_000, windowSeconds: 600 },
    signIn: { max: 100_000, windowSeconds: 600 },
    signInPerIp: { max: 100_000, windowSeconds: 600 },
    otpSend: { max: 100_000, windowSeconds: 600 },
    otpVerify: { max: 100_000, windowSeconds: 600 },
    kycVerify: { max: 100_000, windowSeconds: 600 },
  },
});

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header' | 'cookie'; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  'x-access'?: string | string[];
  'x-owned-by'?: OwnedResource;
};
type Document = { paths: Record<string, Record<string, Operation>> };

const document = (await (await t.app.request('/api/v1/openapi.json')).json()) as Document;

// Calls that would end the caller's own session or credentials halfway through the run.
const skipped = new Set(['POST /api/v1/auth/sign-out', 'PATCH /api/v1/user/password']);

const strings = [
  '',
  ' ',
  'x'.repeat(20_000),
  '\u0000',
  'ä😀中文'.repeat(40),
  "' or 1=1 --",
  '-1',
  '1e309',
  '%',
  '..%2F',
];
const values: unknown[] = [null, true, 0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, [], {}, [null], ...strings];

const callers = {
  visitor: { cookie: '' },
  BUYER: await signedInUser(t, 'BUYER'),
  AGENT: await agentWithPlan(t),
  ADMIN: await signedInUser(t, 'ADMIN'),
};
const owned = await ownedResources(t, { agent: callers.AGENT, buyer: callers.BUYER });
const cookieOf = (caller: { client?: { cookies: Map<string, string> } }) =>
  caller.client ? [...caller.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ') : '';

function callerFor(access: Operation['x-access']): string {
  if (!access || access === 'public') return '';
  const roles = Array.isArray(access) ? access : [access];
  if (roles.includes('ADMIN')) return cookieOf(callers.ADMIN);
  if (roles.includes('AGENT') || roles.includes('approved-agent')) return cookieOf(callers.AGENT);
  return cookieOf(callers.BUYER);
}

/** Bodies to send: the whole body wrong, then each documented field wrong in turn, then every field null at once. */
function bodies(schema: Schema | undefined): unknown[] {
  const whole: unknown[] = [null, [], 'text', 42, {}, { unexpected: 'field' }];
  const fields = Object.keys(schema?.properties ?? {});
  const allNull = fields.length > 1 ? [Object.fromEntries(fields.map((field) => [field, null]))] : [];
  return [...whole, ...fields.flatMap((field) => values.map((value) => ({ [field]: value }))), ...allNull];
}

function fill(path: string, override?: { name: string; value: string }, id = '00000000-0000-4000-8000-000000000000') {
  return path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(override?.name === name ? override.value : id),
  );
}

interface Probe {
  label: string;
  method: string;
  url: string;
  body?: unknown;
  cookie: string;
}

const probes: Probe[] = [];
for (const [path, operations] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    const label = `${method.toUpperCase()} ${path}`;
    if (skipped.has(label)) continue;
    const ownedBy = operation['x-owned-by'];
    // An owned resource: its owner, on a real one (made once per operation; later probes may find it changed).
    const realId = ownedBy ? await owned.id[ownedBy]() : undefined;
    const cookie = ownedBy
      ? cookieOf(owned.owner[ownedBy] === 'agent' ? callers.AGENT : callers.BUYER)
      : callerFor(operation['x-access']);
    const params = operation.parameters ?? [];
    for (const param of params.filter((p) => p.in === 'path')) {
      for (const value of strings.slice(0, 9)) {
        probes.push({ label, method, cookie, url: fill(path, { name: param.name, value }) });
      }
    }
    for (const param of params.filter((p) => p.in === 'query')) {
      for (const value of strings) {
        probes.push({ label, method, cookie, url: `${fill(path)}?${param.name}=${encodeURIComponent(value)}` });
      }
      probes.push({ label, method, cookie, url: `${fill(path)}?${param.name}=1&${param.name}=2` });
    }
    const json = operation.requestBody?.content?.['application/json'];
    if (json) {
      for (const body of bodies(json.schema)) probes.push({ label, method, cookie, url: fill(path), body });
      if (realId) {
        for (const body of bodies(json.schema)) {
          probes.push({ label, method, cookie, url: fill(path, undefined, realId), body });
        }
      }
    }
  }
}

/** zod's own wording (its English locale), written for programmers: no answer of ours may carry it. */
const zodWording =
  /^(Invalid (input|option|string|number|key in|value in|discriminator)\b|Too (big|small):|Unrecognized keys?:|Invalid (email address|URL|UUID|GUID|ISO|IPv|base64|emoji|nanoid|cuid|ulid|xid|ksuid|E\.164|JWT|MAC|CIDR|hex))/;

describe('the API under wrong input', () => {
  test(`${probes.length} probes over every operation: never 5xx, never a stack trace or SQL`, async () => {
    const failures: string[] = [];
    const generic: string[] = [];
    for (const probe of probes) {
      const headers: Record<string, string> = { origin: 'http://localhost:3000', 'x-forwarded-for': '10.77.0.1' };
      if (probe.cookie) headers.cookie = probe.cookie;
      let body: string | undefined;
      if (probe.body !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(probe.body);
      }
      const response = await t.app.request(probe.url, { method: probe.method.toUpperCase(), headers, body });
      // An event stream that opened is a success that never ends: its status is the answer.
      const streaming = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
      if (streaming) await response.body?.cancel();
      const text = streaming ? '' : await response.text();
      const leak = /\bat [\w.<>]+ \(|\bselect .* from\b|\binsert into\b|\bupdate \w+ set\b|node_modules|\.ts:\d+/i.test(
        text,
      );
      const message =
        response.status < 500 && text.startsWith('{') ? (JSON.parse(text) as { message?: unknown }).message : '';
      const programmersWords = typeof message === 'string' && zodWording.test(message);
      if (programmersWords) generic.push(`${probe.label} ${JSON.stringify(probe.body)?.slice(0, 80)} → ${message}`);
      if (response.status >= 500 || leak) {
        failures.push(
          `${probe.label} ${probe.url} ${JSON.stringify(probe.body)?.slice(0, 120)} → ${response.status} ${text.slice(0, 160)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    // Every 4xx says in words a person understands what to fix (contracts/zod-wording.ts), not zod's wording.
    expect(generic).toEqual([]);
  }, 240_000);
});
