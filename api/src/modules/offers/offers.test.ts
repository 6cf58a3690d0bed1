// Offers over HTTP: a buyer offers, the agent accepts, declines or counters, the buyer answers or withdraws; each
// move only by the right side from the right state; races leave one effect; both sides are told.
import { describe, expect, test } from 'bun:test';
import { messages } from '@naija-homes/contracts/messages';
import { type Offer, type OffersPage, offerMessages } from '@naija-homes/contracts/offer';
import { and, eq } from 'drizzle-orm';
import { notifications, offers, properties } from '../../db/schema';
import { pgErrorCode } from '../../lib/errors';
import { setupTestApp } from '../../test/app';
import { type ListingRow, liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();

type Answer = { data: Offer; message: string };

const offer = (buyer: SignedInUser, listing: ListingRow, fields: Record<string, unknown> = {}) =>
  buyer.client.post<Answer>('/api/v1/offer/create', {
    offerPrice: 40_000_000,
    description: 'Would you take forty million naira for it?',
    propertyId: listing.id,
    agentId: listing.ownerId,
    ...fields,
  });
const act = (user: SignedInUser, offerId: string, action: string, body?: unknown) =>
  user.client.post<Answer>(`/api/v1/offer/${offerId}/${action}`, body);
const titles = async (user: SignedInUser) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, user.user._id))).map(
    (row) => row.title,
  );

async function setting() {
  const agent = await signedInUser(t, 'AGENT');
  const buyer = await signedInUser(t, 'BUYER');
  const listing = await liveListing(t, agent.user._id, { title: 'Four Bedroom Duplex in Lekki' });
  return { agent, buyer, listing };
}

describe('sending an offer', () => {
  test('a buyer offers on a live listing: a request number, the agent told, both lists show it', async () => {
    const { agent, buyer, listing } = await setting();
    const sent = await offer(buyer, listing);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(offerMessages.sent);
    expect(sent.body.data).toMatchObject({
      status: 'pending',
      offerPrice: 40_000_000,
      owner: { _id: buyer.user._id, fullName: buyer.user.fullName },
      agent: { _id: agent.user._id },
      propertyId: {
        _id: listing.id,
        title: 'Four Bedroom Duplex in Lekki',
        price: 45_000_000,
        address: listing.address,
      },
    });
    expect(sent.body.data.requestNo).toMatch(/^OFR-\d{4,}$/);
    expect(await titles(agent)).toContain('New offer on Four Bedroom Duplex in Lekki');
    const mine = await buyer.client.get<OffersPage>('/api/v1/offer/mine');
    expect(mine.body.data.map((row) => row._id)).toEqual([sent.body.data._id]);
    const requests = await agent.client.get<OffersPage>('/api/v1/offer/requests');
    expect(requests.body.data.map((row) => row.requestNo)).toEqual([sent.body.data.requestNo]);
    // Nobody else sees it.
    const stranger = await signedInUser(t, 'AGENT');
    expect((await stranger.client.get<OffersPage>('/api/v1/offer/requests')).body.data).toHaveLength(0);
  });

  test("the spec's messages for price and message, and only allowed fields", async () => {
    const { buyer, listing } = await setting();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ offerPrice: undefined }, offerMessages.priceRequired],
      [{ offerPrice: 0 }, offerMessages.priceMinimum],
      [{ offerPrice: '' }, offerMessages.priceRequired],
      [{ offerPrice: '0' }, offerMessages.priceMinimum],
      [{ offerPrice: 0.5 }, offerMessages.priceMinimum],
      [{ offerPrice: '1e6' }, offerMessages.priceDigits],
      [{ offerPrice: 1e21 }, offerMessages.priceDigits],
      [{ offerPrice: '-5' }, offerMessages.priceDigits],
      [{ offerPrice: 'forty million' }, offerMessages.priceDigits],
      [{ offerPrice: 1500.555 }, offerMessages.priceDecimals],
      [{ offerPrice: '12.345' }, offerMessages.priceDecimals],
      [{ description: 'Too short' }, offerMessages.messageMin],
      [{ description: 'x'.repeat(201) }, offerMessages.messageMax],
      [{ extra: true }, messages.onlyAllowedFields],
    ];
    for (const [fields, message] of cases) {
      const answer = await offer(buyer, listing, fields);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
  });

  test('the agent must own the listing, which must be live and for sale or rent', async () => {
    const { agent, buyer, listing } = await setting();
    const other = await signedInUser(t, 'AGENT');
    expect((await offer(buyer, listing, { agentId: other.user._id })).body.message).toBe(offerMessages.notOwner);
    const shortLet = await liveListing(t, agent.user._id, { propertyFor: 'short-let' });
    expect((await offer(buyer, shortLet)).body.message).toBe(offerMessages.notForOffers);
    const hidden = await liveListing(t, agent.user._id, { isPublished: false });
    expect((await offer(buyer, hidden)).status).toBe(404);
    expect((await offer(buyer, listing, { propertyId: 'not-an-id' })).status).toBe(404);
    // Only buyers send offers.
    expect((await offer(other, listing)).status).toBe(403);
  });

  test('one open offer per buyer and listing, even with twenty sent at once; a new one once it is answered', async () => {
    const { agent, buyer, listing } = await setting();
    const answers = await Promise.all(Array.from({ length: 20 }, () => offer(buyer, listing)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(offerMessages.alreadyOpen);
    const rows = await t.database.db
      .select()
      .from(offers)
      .where(and(eq(offers.buyerId, buyer.user._id), eq(offers.propertyId, listing.id)));
    expect(rows).toHaveLength(1);
    const first = answers.find((answer) => answer.status === 201)?.body.data._id as string;
    expect((await act(agent, first, 'decline')).status).toBe(200);
    expect((await offer(buyer, listing, { offerPrice: 43_000_000 })).status).toBe(201);
  });
});

test('an offer keeps its kobo: 45000000.50 is ₦45,000,000.50, typed or as a number, with thousands commas', async () => {
  for (const offerPrice of ['45000000.50', '45,000,000.50', 45_000_000.5]) {
    const { buyer, listing } = await setting();
    const sent = await offer(buyer, listing, { offerPrice });
    expect(sent.status, String(offerPrice)).toBe(201);
    expect(sent.body.data.offerPrice).toBe(45_000_000.5);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, sent.body.data._id));
    expect(row?.offerPriceKobo).toBe(4_500_000_050);
  }
});

test('a counter-offer amount by the one money rule: "12.345", "1e6", "abc" refused in words; "7500.50" kept in kobo', async () => {
  const { agent, buyer, listing } = await setting();
  const id = (await offer(buyer, listing)).body.data._id;
  const counter = (offerPrice: unknown) => act(agent, id, 'counter', { offerPrice, message: 'I can come down a bit.' });
  for (const [offerPrice, message] of [
    ['12.345', offerMessages.priceDecimals],
    ['1e6', offerMessages.priceDigits],
    ['abc', offerMessages.priceDigits],
  ] as const) {
    const refused = await counter(offerPrice);
    expect(refused, offerPrice).toMatchObject({ status: 400, body: { message } });
  }
  // Nothing was countered by the refusals.
  const [before] = await t.database.db.select().from(offers).where(eq(offers.id, id));
  expect(before).toMatchObject({ status: 'pending', counterPriceKobo: null });
  const countered = await counter('7500.50');
  expect(countered.status).toBe(200);
  expect(countered.body.data.counterPrice).toBe(7500.5);
  const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
  expect(row?.counterPriceKobo).toBe(750_050);
});

describe('answering an offer', () => {
  test('the agent counters, the buyer accepts the counter; each side is told', async () => {
    const { agent, buyer, listing } = await setting();
    const id = (await offer(buyer, listing)).body.data._id;
    const countered = await act(agent, id, 'counter', { offerPrice: 43_500_000, message: 'I can do 43.5 million.' });
    expect(countered.status).toBe(200);
    expect(countered.body).toMatchObject({
      message: offerMessages.countered,
      data: { status: 'countered', counterPrice: 43_500_000, counterMessage: 'I can do 43.5 million.' },
    });
    expect(await titles(buyer)).toContain('Counter-offer on Four Bedroom Duplex in Lekki');
    // The agent cannot also accept what they countered; the buyer cannot counter.
    expect((await act(agent, id, 'accept')).status).toBe(409);
    expect((await act(buyer, id, 'counter', { offerPrice: 1, message: 'A cheeky counter.' })).status).toBe(409);
    const accepted = await act(buyer, id, 'accept');
    expect(accepted.body).toMatchObject({ message: offerMessages.accepted, data: { status: 'accepted' } });
    const requestNo = accepted.body.data.requestNo;
    expect(await titles(agent)).toContain(`Offer ${requestNo} accepted`);
    // Final: nothing moves it now.
    for (const [user, action] of [
      [buyer, 'withdraw'],
      [agent, 'decline'],
      [buyer, 'decline'],
    ] as const) {
      const answer = await act(user, id, action);
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe(offerMessages.notAllowed('accepted'));
    }
  });

  test('each move only by its side and from its state', async () => {
    const { agent, buyer, listing } = await setting();
    const id = (await offer(buyer, listing)).body.data._id;
    expect((await act(buyer, id, 'accept')).status).toBe(409);
    expect((await act(buyer, id, 'decline')).status).toBe(409);
    expect((await act(agent, id, 'withdraw')).status).toBe(409);
    const counterSame = await act(agent, id, 'counter', { offerPrice: 40_000_000, message: 'Same price again.' });
    expect(counterSame.body.message).toBe(offerMessages.counterSame);
    expect((await act(agent, id, 'counter', { offerPrice: 0, message: 'Free?' })).body.message).toBe(
      offerMessages.priceMinimum,
    );
    // Outsiders: not found.
    const otherBuyer = await signedInUser(t, 'BUYER');
    const otherAgent = await signedInUser(t, 'AGENT');
    expect((await act(otherBuyer, id, 'withdraw')).status).toBe(404);
    expect((await act(otherAgent, id, 'accept')).status).toBe(404);
    expect((await act(agent, '00000000-0000-4000-8000-000000000000', 'accept')).status).toBe(404);
    const withdrawn = await act(buyer, id, 'withdraw');
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect(await titles(agent)).toContain(`Offer ${withdrawn.body.data.requestNo} withdrawn`);
    expect((await act(agent, id, 'accept')).body.message).toBe(offerMessages.notAllowed('withdrawn'));
  });

  test('an accept and a withdraw racing: one wins, the other gets 409', async () => {
    const { agent, buyer, listing } = await setting();
    const id = (await offer(buyer, listing)).body.data._id;
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => act(agent, id, 'accept')),
      ...Array.from({ length: 10 }, () => act(buyer, id, 'withdraw')),
    ]);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, id));
    const told = [...(await titles(agent)), ...(await titles(buyer))].filter((title) => !title.startsWith('New offer'));
    expect(told).toHaveLength(1);
    expect(['accepted', 'withdrawn']).toContain(row?.status as string);
  });

  test('lists filter by status and page', async () => {
    const { agent, buyer } = await setting();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const listing = await liveListing(t, agent.user._id, { title: `Flat number ${i + 1} in Surulere` });
      ids.push((await offer(buyer, listing)).body.data._id);
    }
    await act(agent, ids[0] as string, 'decline');
    const declined = await agent.client.get<OffersPage>('/api/v1/offer/requests?status=declined');
    expect(declined.body.data.map((row) => row._id)).toEqual([ids[0] as string]);
    const paged = await buyer.client.get<OffersPage>('/api/v1/offer/mine?limit=2&page=2');
    expect(paged.body).toMatchObject({ totalPages: 2 });
    expect(paged.body.data).toHaveLength(1);
    expect((await buyer.client.get('/api/v1/offer/mine?status=sold')).status).toBe(400);
    // A listing taken down keeps its offers readable.
    await t.database.db.update(properties).set({ isPublished: false }).where(eq(properties.ownerId, agent.user._id));
    expect((await buyer.client.get<OffersPage>('/api/v1/offer/mine')).body.data).toHaveLength(3);
  });
});

describe('one accepted offer per listing (ADR 026)', () => {
  async function offersFromBuyers(listing: ListingRow, count: number) {
    const buyers = await Promise.all(Array.from({ length: count }, () => signedInUser(t, 'BUYER')));
    const ids: string[] = [];
    for (const [index, buyer] of buyers.entries()) {
      const sent = await offer(buyer, listing, { offerPrice: 40_000_000 + index * 100_000 });
      expect(sent.status).toBe(201);
      ids.push(sent.body.data._id);
    }
    return { buyers, ids };
  }

  test('twenty accepts of twenty offers at once: one 200, nineteen 409 in words, the others declined and told', async () => {
    const { agent, listing } = await setting();
    const { buyers, ids } = await offersFromBuyers(listing, 20);
    const answers = await Promise.all(ids.map((id) => act(agent, id, 'accept')));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    for (const answer of answers.filter((each) => each.status === 409)) {
      expect(answer.body.message).toBe(offerMessages.listingTaken);
    }
    const winner = answers.find((answer) => answer.status === 200)?.body.data._id as string;
    const rows = await t.database.db.select().from(offers).where(eq(offers.propertyId, listing.id));
    expect(rows.filter((row) => row.status === 'accepted').map((row) => row.id)).toEqual([winner]);
    expect(rows.filter((row) => row.status === 'declined')).toHaveLength(19);
    // Every other buyer was told why, once.
    for (const [index, buyer] of buyers.entries()) {
      const told = (await titles(buyer)).filter((title) => title.startsWith('Your offer on'));
      expect(told).toEqual([
        ids[index] === winner
          ? 'Your offer on Four Bedroom Duplex in Lekki was accepted'
          : 'Your offer on Four Bedroom Duplex in Lekki was declined',
      ]);
    }
    // The listing takes no new offer now.
    const late = await offer(await signedInUser(t, 'BUYER'), listing);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(offerMessages.listingUnderOffer);
  });

  test('a counter-offer on the listing can no longer be accepted once another offer is', async () => {
    const { agent, listing } = await setting();
    const { buyers, ids } = await offersFromBuyers(listing, 2);
    const [first, second] = ids as [string, string];
    expect(
      (await act(agent, second, 'counter', { offerPrice: 44_000_000, message: 'Meet me at 44 million.' })).status,
    ).toBe(200);
    expect((await act(agent, first, 'accept')).status).toBe(200);
    const late = await act(buyers[1] as SignedInUser, second, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(offerMessages.listingTaken);
    const [row] = await t.database.db.select().from(offers).where(eq(offers.id, second));
    expect(row?.status).toBe('declined');
  });

  test('a buyer accepting a counter and the agent accepting another offer at once: one wins', async () => {
    const { agent, listing } = await setting();
    const { buyers, ids } = await offersFromBuyers(listing, 6);
    await act(agent, ids[0] as string, 'counter', { offerPrice: 44_000_000, message: 'Meet me at 44 million.' });
    const answers = await Promise.all([
      act(buyers[0] as SignedInUser, ids[0] as string, 'accept'),
      ...ids.slice(1).map((id) => act(agent, id, 'accept')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const rows = await t.database.db.select().from(offers).where(eq(offers.propertyId, listing.id));
    expect(rows.filter((row) => row.status === 'accepted')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'declined')).toHaveLength(5);
  });

  test('the database refuses a second accepted offer whatever the path', async () => {
    const { listing } = await setting();
    const { ids } = await offersFromBuyers(listing, 2);
    await t.database.db
      .update(offers)
      .set({ status: 'accepted' })
      .where(eq(offers.id, ids[0] as string));
    let code: string | null = null;
    try {
      await t.database.db
        .update(offers)
        .set({ status: 'accepted' })
        .where(eq(offers.id, ids[1] as string));
    } catch (error) {
      code = pgErrorCode(error);
    }
    expect(code).toBe('23505');
  });
});
