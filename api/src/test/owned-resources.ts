// Real resources of each owned kind (a listing, an offer, a room, a booking…), made the way people make them, for the
// tests that must reach past the ownership check: the access matrix (every route × every caller) and the fuzz
// (wrong input on a resource that exists, where a 404 would hide what the handler does with it).
import type { Package } from '@naija-homes/contracts/billing';
import { eq } from 'drizzle-orm';
import { agents, apiKeys, bookings, inspectionSlots, inspections, leads, savedSearches } from '../db/schema';
import type { OwnedResource } from '../lib/route';
import { notify } from '../modules/notifications/notifications.service';
import { newFileKey } from '../providers/storage';
import type { TestContext } from './app';
import { pdfBytes } from './files';
import { liveListing } from './listings';
import { type SignedInUser, signedInUser } from './users';

export type AgentWithPlan = SignedInUser & { checkoutId: string };

/** An approved agent on a plan (Elite unless named), paid through the local provider, as agents who list are. */
export async function agentWithPlan(t: TestContext, planName = 'Elite'): Promise<AgentWithPlan> {
  const plans = (await t.client().get<{ data: Package[] }>('/api/v1/package/all')).body.data;
  const plan = plans.find((candidate) => candidate.name === planName);
  if (!plan) throw new Error(`no plan named ${planName}`);
  const agent = await signedInUser(t, 'AGENT');
  const payment = await agent.client.post<{ data: { url: string } }>('/api/v1/subscription/payment', {
    packageId: plan._id,
  });
  const checkoutId = payment.body.data.url.split('/').pop() as string;
  const confirmed = await agent.client.post(`/api/v1/billing/local/checkout/${checkoutId}/confirm`);
  if (confirmed.status !== 200) throw new Error(`checkout failed: ${confirmed.status} ${confirmed.text}`);
  return { ...agent, checkoutId };
}

export interface OwnedResources {
  /** Who owns each kind: the agent or the buyer given. */
  owner: Record<OwnedResource, 'agent' | 'buyer'>;
  /** A fresh resource of the kind when a call could change it, else the same one. */
  id: Record<OwnedResource, () => Promise<string>>;
}

/**
 * Resources owned by `agent` (listings, leads, slots, invoices, its profile) and by `buyer` (offers, bookings,
 * inspections, a room, a notification); the other side of the buyer's deals is an agent made here, outside the
 * callers, so that `agent` is an outsider to them.
 */
export async function ownedResources(
  t: TestContext,
  { agent, buyer }: { agent: AgentWithPlan; buyer: SignedInUser },
): Promise<OwnedResources> {
  const invoices = await agent.client.get<{ data: Array<{ id: string }> }>('/api/v1/subscription/invoices');
  const invoiceId = invoices.body.data[0]?.id as string;
  await notify(t.database.db, buyer.user._id, { title: 'Welcome', message: 'Your account is ready.' });
  const notifications = await buyer.client.get<{ data: Array<{ _id: string }> }>('/api/v1/notification/all');
  const notificationId = notifications.body.data[0]?._id as string;
  const roomAgent = await signedInUser(t, 'AGENT');
  const started = await buyer.client.post<{ room: { _id: string } }>('/api/v1/room/create', {
    agentId: roomAgent.user._id,
    text: 'Is the flat still available?',
  });
  const roomId = started.body.room._id;
  // The agent's certificate is on file, so its owner reads it (not a 404 for a missing file).
  const certificate = await t.storage.put(newFileKey('certificates', 'pdf'), pdfBytes(), 'application/pdf');
  await t.database.db.update(agents).set({ certificatePdf: certificate.key }).where(eq(agents.userId, agent.user._id));

  const freshLead = async () => {
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
  };
  // A pending booking of the buyer's, next month, at a short-let of the agent outside the callers.
  const freshBooking = async () => {
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
  };
  // An inspection slot tomorrow on a listing of the given agent.
  const freshSlot = async (agentId: string) => {
    const listing = await liveListing(t, agentId, { propertyFor: 'rent' });
    const startsAt = new Date(Date.now() + 86_400_000 + Math.floor(Math.random() * 3_600_000));
    const [slot] = await t.database.db
      .insert(inspectionSlots)
      .values({ propertyId: listing.id, agentId, startsAt, endsAt: new Date(startsAt.getTime() + 1_800_000) })
      .returning();
    if (!slot) throw new Error('slot not inserted');
    return slot;
  };
  const freshInspection = async () => {
    const slot = await freshSlot(roomAgent.user._id);
    const [inspection] = await t.database.db
      .insert(inspections)
      .values({ slotId: slot.id, propertyId: slot.propertyId, buyerId: buyer.user._id, agentId: roomAgent.user._id })
      .returning({ id: inspections.id });
    return inspection?.id as string;
  };
  // A pending offer of the buyer's (every move is possible) on a listing of the agent outside the callers.
  const freshOffer = async () => {
    const listing = await liveListing(t, roomAgent.user._id);
    const offer = await buyer.client.post<{ data: { _id: string } }>('/api/v1/offer/create', {
      offerPrice: 40_000_000,
      description: 'Would you take forty million naira?',
      propertyId: listing.id,
      agentId: roomAgent.user._id,
    });
    return offer.body.data._id;
  };
  // A saved search of the buyer's (each a different search: the same one twice is a 409); the earlier ones are
  // removed so the matrix never reaches a buyer's limit.
  const freshSavedSearch = async () => {
    await t.database.db.delete(savedSearches).where(eq(savedSearches.userId, buyer.user._id));
    const saved = await buyer.client.post<{ data: { _id: string } }>('/api/v1/saved-search', {
      name: 'Flats in Yaba',
      frequency: 'daily',
      query: `propertyFor=rent&city=Yaba&minPrice=${1000 + Math.floor(Math.random() * 1_000_000)}`,
    });
    return saved.body.data._id;
  };
  // A key of the agent's (the earlier ones removed, so the matrix never reaches the limit).
  const freshApiKey = async () => {
    await t.database.db.delete(apiKeys).where(eq(apiKeys.userId, agent.user._id));
    const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/api-key', {
      name: 'Access matrix',
      scope: 'read',
    });
    return created.body.data._id;
  };
  const freshProperty = async () => {
    const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', {
      title: 'Access Matrix Home',
    });
    return created.body.data._id;
  };

  return {
    owner: {
      property: 'agent',
      invoice: 'agent',
      checkout: 'agent',
      notification: 'buyer',
      'agent-profile': 'agent',
      room: 'buyer',
      offer: 'buyer',
      lead: 'agent',
      booking: 'buyer',
      inspection: 'buyer',
      'inspection-slot': 'agent',
      'saved-search': 'buyer',
      'api-key': 'agent',
    },
    id: {
      property: freshProperty,
      invoice: async () => invoiceId,
      checkout: async () => agent.checkoutId,
      notification: async () => notificationId,
      'agent-profile': async () => agent.user._id,
      room: async () => roomId,
      offer: freshOffer,
      lead: freshLead,
      booking: freshBooking,
      inspection: freshInspection,
      'inspection-slot': async () => (await freshSlot(agent.user._id)).id,
      'saved-search': freshSavedSearch,
      'api-key': freshApiKey,
    },
  };
}
