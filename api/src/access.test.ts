// The access matrix: every route definition the app registered × every kind of caller, over HTTP, so the guard
// derived from each definition's `access` (and the services' ownership checks behind `ownedBy`) answer as the
// definition says. A route added without the right access fails here.
import { describe, expect, test } from 'bun:test';
import type { Package } from '@naija-homes/contracts/billing';
import { eq } from 'drizzle-orm';
import { agents, bookings, inspectionSlots, inspections, leads, users } from './db/schema';
import type { Access, OwnedResource } from './lib/route';
import { notify } from './modules/notifications/notifications.service';
import { newFileKey } from './providers/storage';
import { setupTestApp } from './test/app';
import type { TestClient, UploadFile } from './test/client';
import { pdfBytes, photoBytes } from './test/files';
import { liveListing } from './test/listings';
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

const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;

/** An approved agent on the Elite plan (paid through the local provider), as agents who list properties are. */
async function agentWithPlan(): Promise<SignedInUser & { checkoutId: string }> {
  const agent = await signedInUser(t, 'AGENT');
  const elite = plans.find((plan) => plan.name === 'Elite') as Package;
  const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
    packageId: elite._id,
  });
  const checkoutId = payment.body.data.url.split('/').pop() as string;
  await agent.client.post(`/api/v1/billing/local/checkout/${checkoutId}/confirm`);
  return { ...agent, checkoutId };
}

const agent = await agentWithPlan();
const otherAgent = await agentWithPlan();
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

const invoices = await agent.client.get<{ data: Array<{ id: string }> }>('/api/v1/subscription/invoices');
const invoiceId = invoices.body.data[0]?.id as string;
await notify(t.database.db, buyer.user._id, { title: 'Welcome', message: 'Your account is ready.' });
const notifications = await buyer.client.get<{ data: Array<{ _id: string }> }>('/api/v1/notification/all');
const notificationId = notifications.body.data[0]?._id as string;
// A room between the buyer and an agent outside the matrix, so that both matrix agents are outsiders to it.
const roomAgent = await signedInUser(t, 'AGENT');
const started = await buyer.client.post<{ room: { _id: string } }>('/api/v1/room/create', {
  agentId: roomAgent.user._id,
  text: 'Is the flat still available?',
});
const roomId = started.body.room._id;
/** A fresh lead to the matrix agent from the signed-in buyer (so a chat can open from it). */
async function freshLead(): Promise<string> {
  const [lead] = await t.database.db
    .insert(leads)
    .values({
      agentId: agent.user._id,
      buyerId: buyer.user._id,
      fullName: 'Amina Bello',
      email: buyer.email,
      message: `Is the flat still available? (${crypto.randomUUID()})`,
    })
    .returning({ id: leads.id });
  return lead?.id as string;
}
/** A fresh pending booking of the buyer's, next month, at a short-let of an agent outside the matrix. */
async function freshBooking(): Promise<string> {
  const listing = await liveListing(t, roomAgent.user._id, { propertyFor: 'short-let', priceKobo: 45_000_00 });
  const checkIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const checkOut = new Date(Date.now() + 32 * 86_400_000).toISOString().slice(0, 10);
  const [booking] = await t.database.db
    .insert(bookings)
    .values({
      propertyId: listing.id,
      buyerId: buyer.user._id,
      agentId: roomAgent.user._id,
      checkIn,
      checkOut,
      guests: 2,
      nightlyKobo: 45_000_00,
      totalKobo: 90_000_00,
      respondBy: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: bookings.id });
  return booking?.id as string;
}
/** A fresh inspection slot tomorrow on a listing of the given agent. */
async function freshSlot(agentId: string) {
  const listing = await liveListing(t, agentId, { propertyFor: 'rent' });
  const startsAt = new Date(Date.now() + 86_400_000 + Math.floor(Math.random() * 3_600_000));
  const [slot] = await t.database.db
    .insert(inspectionSlots)
    .values({ propertyId: listing.id, agentId, startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) })
    .returning();
  if (!slot) throw new Error('slot not inserted');
  return slot;
}
/** A fresh pending inspection of the buyer's with an agent outside the matrix. */
async function freshInspection() {
  const slot = await freshSlot(roomAgent.user._id);
  const [inspection] = await t.database.db
    .insert(inspections)
    .values({ slotId: slot.id, propertyId: slot.propertyId, buyerId: buyer.user._id, agentId: roomAgent.user._id })
    .returning({ id: inspections.id });
  return { inspectionId: inspection?.id as string };
}
/** A fresh offer of the buyer's on a listing of an agent outside the matrix, pending (every move is possible). */
async function freshOffer(): Promise<string> {
  const listing = await liveListing(t, roomAgent.user._id);
  const offer = await buyer.client.post<{ data: { _id: string } }>('/api/v1/offer/create', {
    offerPrice: 40_000_000,
    description: 'Would you take forty million naira?',
    propertyId: listing.id,
    agentId: roomAgent.user._id,
  });
  return offer.body.data._id;
}
// The agent's certificate is on file, so its owner reads it (not a 404 for a missing file).
const certificate = await t.storage.put(newFileKey('certificates', 'pdf'), pdfBytes(), 'application/pdf');
await t.database.db.update(agents).set({ certificatePdf: certificate.key }).where(eq(agents.userId, agent.user._id));

/** Who owns each kind of resource in this matrix, and a fresh one of it when a call could change it. */
const owners: Record<OwnedResource, { owner: Persona; other: Persona; id: () => Promise<string> }> = {
  property: {
    owner: 'agent',
    other: 'other agent',
    id: async () => {
      const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', {
        title: 'Access Matrix Home',
      });
      return created.body.data._id;
    },
  },
  invoice: { owner: 'agent', other: 'other agent', id: async () => invoiceId },
  checkout: { owner: 'agent', other: 'other agent', id: async () => agent.checkoutId },
  notification: { owner: 'buyer', other: 'other buyer', id: async () => notificationId },
  'agent-profile': { owner: 'agent', other: 'other agent', id: async () => agent.user._id },
  room: { owner: 'buyer', other: 'other buyer', id: async () => roomId },
  offer: { owner: 'buyer', other: 'other buyer', id: freshOffer },
  lead: { owner: 'agent', other: 'other agent', id: freshLead },
  booking: { owner: 'buyer', other: 'other buyer', id: freshBooking },
  inspection: { owner: 'buyer', other: 'other buyer', id: async () => (await freshInspection()).inspectionId },
  'inspection-slot': { owner: 'agent', other: 'other agent', id: async () => (await freshSlot(agent.user._id)).id },
};

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
  'PATCH /api/v1/lead/{id}': { json: { status: 'contacted' } },
  'POST /api/v1/booking/{id}/cancel': { json: { reason: 'My plans changed, sorry.' } },
  'PUT /api/v1/booking/calendars/{id}': { json: { importUrl: null } },
  'POST /api/v1/inspection/{id}/cancel': { json: { reason: 'Something came up, sorry.' } },
  'POST /api/v1/offer/{id}/counter': { json: { offerPrice: 42_000_000, message: 'Meet me at forty-two million.' } },
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
  const id = definition.ownedBy ? await owners[definition.ownedBy].id() : '00000000-0000-4000-8000-000000000000';
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
