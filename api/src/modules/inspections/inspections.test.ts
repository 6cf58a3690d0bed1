// Inspections over HTTP: an agent opens slots on a listing for rent or sale, buyers book them (one holder per
// slot, however many race), the agent confirms or declines, either side cancels with a reason, both hear the day
// before.
import { describe, expect, test } from 'bun:test';
import {
  type Inspection,
  type InspectionSlot,
  type InspectionsPage,
  inspectionMessages,
} from '@naija-homes/contracts/inspection';
import { eq } from 'drizzle-orm';
import { inspectionSlots, notifications } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';
import { remindInspections } from './inspections.service';

const t = await setupTestApp();
const mailer = { transport: 'outbox' as const, send: async () => undefined };
const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

type Answer = { data: Inspection; message: string };

async function agentWithSlot(hoursAhead = 48) {
  const agent = await signedInUser(t, 'AGENT');
  const listing = await liveListing(t, agent.user._id, { title: 'Three Bedroom Flat in Gbagada', propertyFor: 'rent' });
  const slot = await agent.client.post<{ data: InspectionSlot; message: string }>('/api/v1/inspection/slots', {
    propertyId: listing.id,
    startsAt: inHours(hoursAhead),
    durationMinutes: 30,
  });
  expect(slot.status).toBe(201);
  return { agent, listing, slot: slot.body.data };
}
const book = (buyer: SignedInUser, slotId: string) =>
  buyer.client.post<Answer>('/api/v1/inspection/book', { slotId, message: 'I will come with my wife.' });
const act = (user: SignedInUser, id: string, action: string, body: unknown = {}) =>
  user.client.post<Answer>(`/api/v1/inspection/${id}/${action}`, body);
const titles = async (user: SignedInUser) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.user._id))).map((n) => n.title);

describe('inspection slots', () => {
  test('an agent opens slots on a listing for rent or sale, in the future, once per time; visitors see them', async () => {
    const { agent, listing, slot } = await agentWithSlot();
    expect(slot).toMatchObject({ propertyId: listing.id, available: true });
    expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(30 * 60_000);
    const add = (fields: Record<string, unknown>) =>
      agent.client.post('/api/v1/inspection/slots', {
        propertyId: listing.id,
        startsAt: inHours(72),
        durationMinutes: 30,
        ...fields,
      });
    expect((await add({ startsAt: slot.startsAt })).body.message).toBe(inspectionMessages.slotExists);
    expect((await add({ startsAt: inHours(-1) })).body.message).toBe(inspectionMessages.slotPast);
    expect((await add({ startsAt: inHours(24 * 100) })).body.message).toBe(inspectionMessages.slotTooFar);
    expect((await add({ durationMinutes: 5 })).body.message).toBe(inspectionMessages.durationRange);
    expect((await add({ startsAt: 'tomorrow' })).body.message).toBe(inspectionMessages.startsRequired);
    const shortLet = await liveListing(t, agent.user._id, { propertyFor: 'short-let' });
    expect((await add({ propertyId: shortLet.id })).body.message).toBe(inspectionMessages.notForInspection);
    const other = await signedInUser(t, 'AGENT');
    expect(
      (
        await other.client.post('/api/v1/inspection/slots', {
          propertyId: listing.id,
          startsAt: inHours(80),
          durationMinutes: 30,
        })
      ).status,
    ).toBe(404);
    const open = await t.client().get<{ data: InspectionSlot[] }>(`/api/v1/inspection/slots/${listing.id}`);
    expect(open.body.data.map((row) => row._id)).toEqual([slot._id]);
  });

  test('a slot nobody holds can be removed; a held one cannot', async () => {
    const { agent, slot } = await agentWithSlot();
    const buyer = await signedInUser(t, 'BUYER');
    const booked = await book(buyer, slot._id);
    expect((await agent.client.request('DELETE', `/api/v1/inspection/slots/${slot._id}`)).body.message).toBe(
      inspectionMessages.slotBooked,
    );
    await act(buyer, booked.body.data._id, 'cancel', { reason: 'Found another flat' });
    const removed = await agent.client.request('DELETE', `/api/v1/inspection/slots/${slot._id}`);
    expect(removed.status).toBe(200);
    expect(await t.database.db.select().from(inspectionSlots).where(eq(inspectionSlots.id, slot._id))).toHaveLength(0);
  });
});

describe('booking an inspection', () => {
  test('a buyer books, the agent confirms; the slot shows held; both are told', async () => {
    const { agent, listing, slot } = await agentWithSlot();
    const buyer = await signedInUser(t, 'BUYER');
    const booked = await book(buyer, slot._id);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({
      message: inspectionMessages.requested,
      data: {
        status: 'pending',
        startsAt: slot.startsAt,
        message: 'I will come with my wife.',
        propertyId: { _id: listing.id },
      },
    });
    expect(booked.body.data.roomId).toBeTruthy();
    expect(await titles(agent)).toContain('Inspection request for Three Bedroom Flat in Gbagada');
    const open = await t.client().get<{ data: InspectionSlot[] }>(`/api/v1/inspection/slots/${listing.id}`);
    expect(open.body.data[0]?.available).toBe(false);
    const confirmed = await act(agent, booked.body.data._id, 'confirm');
    expect(confirmed.body).toMatchObject({ message: inspectionMessages.confirmed, data: { status: 'confirmed' } });
    expect(await titles(buyer)).toContain('Inspection confirmed: Three Bedroom Flat in Gbagada');
    expect((await buyer.client.get<InspectionsPage>('/api/v1/inspection/mine')).body.data[0]?.status).toBe('confirmed');
    expect((await agent.client.get<InspectionsPage>('/api/v1/inspection/requests')).body.data).toHaveLength(1);
  });

  test('twenty buyers racing for one slot: one holds it, nineteen 409s; a declined slot is free again', async () => {
    const { agent, slot } = await agentWithSlot();
    const buyers = await Promise.all(Array.from({ length: 20 }, () => signedInUser(t, 'BUYER')));
    const answers = await Promise.all(buyers.map((buyer) => book(buyer, slot._id)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(inspectionMessages.slotTaken);
    const winner = answers.find((answer) => answer.status === 201) as { body: Answer };
    expect((await act(agent, winner.body.data._id, 'decline')).body.data.status).toBe('declined');
    expect((await book(buyers[0] as SignedInUser, slot._id)).status).toBe(201);
  }, 30_000);

  test('each move by its side and state; outsiders 404; past slots cannot be booked or changed', async () => {
    const { agent, slot } = await agentWithSlot();
    const buyer = await signedInUser(t, 'BUYER');
    const id = (await book(buyer, slot._id)).body.data._id;
    expect((await act(buyer, id, 'confirm')).status).toBe(403);
    expect((await act(await signedInUser(t, 'AGENT'), id, 'confirm')).status).toBe(404);
    expect((await act(buyer, id, 'cancel', { reason: 'no' })).body.message).toBe(inspectionMessages.reasonRequired);
    await act(agent, id, 'confirm');
    expect((await act(agent, id, 'decline')).body.message).toBe(inspectionMessages.notAllowed('confirmed'));
    const cancelled = await act(agent, id, 'cancel', { reason: 'The landlord is travelling.' });
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'agent',
      reason: 'The landlord is travelling.',
    });
    // A slot whose time has passed.
    await t.database.db
      .update(inspectionSlots)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(inspectionSlots.id, slot._id));
    expect((await book(buyer, slot._id)).body.message).toBe(inspectionMessages.started);
    expect((await buyer.client.post('/api/v1/inspection/book', { slotId: 'nope' })).status).toBe(404);
  });

  test('the day before, both sides are reminded once, even with two sweeps at once', async () => {
    const { agent, slot } = await agentWithSlot(20);
    const buyer = await signedInUser(t, 'BUYER');
    const id = (await book(buyer, slot._id)).body.data._id;
    await act(agent, id, 'confirm');
    const deps = { db: t.database.db, mailer, appUrl: 'http://localhost' };
    await Promise.all([remindInspections(deps), remindInspections(deps)]);
    await remindInspections(deps);
    expect((await titles(buyer)).filter((title) => title.startsWith('Inspection tomorrow'))).toHaveLength(1);
    expect((await titles(agent)).filter((title) => title.startsWith('Inspection tomorrow'))).toHaveLength(1);
  });
});
