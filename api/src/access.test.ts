// The access matrix: every route definition the app registered × every kind of caller, over HTTP, so the guard
// derived from each definition's `access` (and the services' ownership checks behind `ownedBy`) answer as the
// definition says. A route added without the right access fails here.
import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from './db/schema';
import type { Access, OwnedResource } from './lib/route';
import { setupTestApp } from './test/app';
import type { TestClient, UploadFile } from './test/client';
import { photoBytes } from './test/files';
import { agentWithPlan, ownedResources } from './test/owned-resources';
import { type SignedInUser, signedInUser, signedUpUser } from './test/users';

const t = await setupTestApp();

const personas = [
  'visitor',
  'buyer',
  'other buyer',
  'agent',
  'other agent',
  'pending agent',
  'blocked user',
  'admin',
] as const;
type Persona = (typeof personas)[number];
const roleOf: Record<Exclude<Persona, 'visitor'>, 'BUYER' | 'AGENT' | 'ADMIN'> = {
  buyer: 'BUYER',
  'other buyer': 'BUYER',
  agent: 'AGENT',
  'other agent': 'AGENT',
  'pending agent': 'AGENT',
  'blocked user': 'BUYER',
  admin: 'ADMIN',
};

const agent = await agentWithPlan(t);
const otherAgent = await agentWithPlan(t);
const buyer = await signedInUser(t, 'BUYER');
const blocked = await signedInUser(t, 'BUYER');
await t.database.db.update(users).set({ isBlocked: true }).where(eq(users.id, blocked.user._id));
const accounts: Record<Exclude<Persona, 'visitor'>, SignedInUser> = {
  buyer,
  'other buyer': await signedInUser(t, 'BUYER'),
  agent,
  'other agent': otherAgent,
  'pending agent': await signedUpUser(t, 'AGENT'),
  'blocked user': blocked,
  admin: await signedInUser(t, 'ADMIN'),
};

/** Signing out ends the session it is sent with: those calls get a session of their own. */
const endsTheSession = new Set(['POST /api/v1/auth/sign-out']);

async function clientOf(persona: Persona, key: string): Promise<TestClient> {
  if (persona === 'visitor') return t.client();
  const account = accounts[persona];
  if (!endsTheSession.has(key) || persona === 'blocked user') return account.client;
  const client = t.client();
  await client.post('/api/v1/auth/sign-in', { email: account.email, password: account.password });
  return client;
}

const resources = await ownedResources(t, { agent, buyer });
/** Who owns each kind of resource in this matrix, and who is the other one of the same role. */
const owners = Object.fromEntries(
  Object.entries(resources.owner).map(([kind, side]) => [
    kind,
    side === 'agent' ? { owner: 'agent', other: 'other agent' } : { owner: 'buyer', other: 'other buyer' },
  ]),
) as Record<OwnedResource, { owner: Persona; other: Persona }>;

const photo: UploadFile = { name: 'house.jpg', bytes: await photoBytes(), type: 'image/jpeg' };

/**
 * Bodies that pass validation, for owned routes: a caller who is not the owner must be refused by the ownership
 * check behind validation, not by a 400.
 */
const validBodies: Record<string, { json?: unknown; files?: Record<string, UploadFile> }> = {
  'PATCH /api/v1/property/virtual-tour/{id}': { json: { panorama: 'https://kuula.co/share/abc' } },
  'PATCH /api/v1/property/{id}': { json: { bedrooms: '3' } },
  'PATCH /api/v1/property/{id}/status': { json: { listingStatus: 'inactive' } },
  'POST /api/v1/property/{id}/photos': { files: { photos: photo } },
  'PUT /api/v1/property/{id}/floor-plan': { files: { floorPlan: photo } },
  'PUT /api/v1/property/{id}/panorama': { files: { panoramaFile: photo } },
  'POST /api/v1/room/{id}/messages': { json: { text: 'Can I view it on Saturday?' } },
  'PUT /api/v1/room/{id}/view': { json: { viewId: '5f0c6a4e-8d1b-4c2a-9e3f-7a6b5c4d3e2f' } },
  'PATCH /api/v1/lead/{id}': { json: { status: 'contacted' } },
  'POST /api/v1/booking/{id}/cancel': { json: { reason: 'My plans changed, sorry.' } },
  'PUT /api/v1/booking/calendars/{id}': { json: { importUrl: null } },
  'POST /api/v1/inspection/{id}/cancel': { json: { reason: 'Something came up, sorry.' } },
  'POST /api/v1/offer/{id}/counter': { json: { offerPrice: 42_000_000, message: 'Meet me at forty-two million.' } },
  'PATCH /api/v1/saved-search/{id}': { json: { name: 'Renamed search' } },
};

interface Definition {
  method: string;
  path: string;
  access: Access;
  ownedBy?: OwnedResource;
}

const definitions: Definition[] = t.app.openAPIRegistry.definitions.flatMap((definition) => {
  if (definition.type !== 'route') return [];
  const route = definition.route as unknown as Record<string, unknown> & { method: string; path: string };
  return [
    {
      method: route.method.toUpperCase(),
      path: route.path,
      access: route['x-access'] as Access,
      ownedBy: route['x-owned-by'] as OwnedResource | undefined,
    },
  ];
});

type Expected = 'allowed' | 'owner' | 401 | 403 | 'refused' | 'signed out';

/** What a caller must get from the guard (and, for owned resources, the ownership check). */
function expectedFor(definition: Definition, persona: Persona): Expected {
  const { access, ownedBy } = definition;
  if (access === 'public') return 'allowed';
  if (persona === 'visitor') return 401;
  // A blocked account's session no longer counts: 401 or 403, never through.
  if (persona === 'blocked user') return 'signed out';
  const role = roleOf[persona];
  const byRole =
    access === 'signed-in' ||
    (access === 'approved-agent' ? role === 'AGENT' && persona !== 'pending agent' : access.includes(role));
  if (!byRole) return 403;
  if (!ownedBy) return 'allowed';
  if (persona === owners[ownedBy].owner) return 'owner';
  return role === 'ADMIN' ? 'allowed' : 'refused';
}

async function call(definition: Definition, persona: Persona) {
  const key = `${definition.method} ${definition.path}`;
  const id = definition.ownedBy ? await resources.id[definition.ownedBy]() : '00000000-0000-4000-8000-000000000000';
  const url = definition.path.replace(/\{[^}]+\}/g, id);
  const body = validBodies[key];
  const client = await clientOf(persona, key);
  if (body?.files) return client.upload(definition.method as 'POST', url, {}, body.files);
  return client.request(definition.method, url, body?.json ?? {});
}

describe('access matrix', () => {
  test('covers every kind of route', () => {
    expect(definitions.length).toBeGreaterThan(60);
    for (const access of ['public', 'signed-in', 'approved-agent'] as const) {
      expect(
        definitions.some((definition) => definition.access === access),
        access,
      ).toBe(true);
    }
    expect(definitions.some((definition) => definition.ownedBy)).toBe(true);
  });

  for (const definition of definitions) {
    const name = `${definition.method} ${definition.path}`;
    for (const persona of personas) {
      const expected = expectedFor(definition, persona);
      test(`${name}: ${persona} → ${expected}`, async () => {
        const { status } = await call(definition, persona);
        const label = `${name} as ${persona}`;
        if (expected === 401 || expected === 403) expect(status, label).toBe(expected);
        else if (expected === 'refused') expect([403, 404], label).toContain(status);
        else if (expected === 'signed out') expect([401, 403], label).toContain(status);
        else if (expected === 'owner') expect([401, 403, 404], label).not.toContain(status);
        else expect([401, 403], label).not.toContain(status);
      });
    }
  }
});
