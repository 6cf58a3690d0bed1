// Saved homes tell the buyer (issue 37, ADR 031): a listing a buyer saved drops its price, or is marked let or
// sold (from My Properties or the agent's mail link), and each buyer who saved it gets one mail (through the mail queue) and one notification per change, over
// the listing-alert event path (one event per change, claimed once by its job). Never for a rise, never to the
// agent who saved their own listing. Real HTTP into the app, the real job queue, the dev outbox.
import { describe, expect, test } from 'bun:test';
import { and, eq, like } from 'drizzle-orm';
import { favourites, listingAlertEvents, notifications, outboxMails, properties } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { photoBytes } from '../../test/files';
import { agentWithPlan } from '../../test/owned-resources';
import { type SignedInUser, signedInUser } from '../../test/users';
import { freshnessLinkUrl } from '../properties/freshness';
import { alertDepsOf, processPendingEvents, startSavedSearchAlerts } from './saved-search-alerts';

const t = await setupTestApp();
const deps = alertDepsOf(t.services);
await t.jobs.start();
await startSavedSearchAlerts(t.jobs, deps);

/** A word of letters only (titles allow no digits), different in every call. */
const uniqueWord = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => String.fromCharCode(97 + (byte % 26))).join('');

const photo = await photoBytes();
const jpeg = (name: string) => ({ name, bytes: photo, type: 'image/jpeg' });

/** A published rental in Lekki at ₦4,500,000, through the agent's own API. */
async function publishedListing(agent: SignedInUser, title: string) {
  const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', { title });
  if (!created.body.data) throw new Error(`create: ${created.status} ${JSON.stringify(created.body)}`);
  const id = created.body.data._id;
  const saved = await agent.client.patch(`/api/v1/property/${id}`, {
    propertyType: 'flat',
    propertyFor: 'rent',
    price: '4500000',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    area: '1800',
    bedrooms: '3',
    bathrooms: '3',
    state: 'Lagos',
    city: 'Lekki',
    address: '5 Admiralty Way, Lekki Phase 1',
    latitude: 6.4474,
    longitude: 3.4723,
    totalArea: '2000',
  });
  expect(saved.status).toBe(200);
  const uploaded = await agent.client.upload(
    'POST',
    `/api/v1/property/${id}/photos`,
    {},
    { photos: [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')] },
  );
  expect(uploaded.status).toBe(200);
  expect((await agent.client.post(`/api/v1/property/${id}/publish`)).status).toBe(200);
  return id;
}

/**
 * The listing's own agent among its savers. Only buyers may save homes over the API (an agent gets a 403), but an
 * account saved as a buyer can later list as an agent: the row is written straight, as that history leaves it.
 */
async function agentSavedOwnHome(agent: SignedInUser, propertyId: string) {
  expect((await agent.client.post('/api/v1/favourite/toggle', { propertyId })).status).toBe(403);
  await t.database.db.insert(favourites).values({ userId: agent.user._id, propertyId });
}

async function saveHome(user: SignedInUser, propertyId: string) {
  const answer = await user.client.post('/api/v1/favourite/toggle', { propertyId });
  expect(answer.status).toBe(200);
}

async function homeMails(email: string, title: string) {
  return t.database.db
    .select()
    .from(outboxMails)
    .where(and(eq(outboxMails.to, email.toLowerCase()), like(outboxMails.subject, `%home you saved%: ${title}`)));
}

async function homeNotices(userId: string, title: string) {
  return t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), like(notifications.title, `%home you saved%: ${title}`)));
}

/** Until every event of the listing has been claimed (by its job), then the sweep once more (it must add nothing). */
async function settled(propertyId: string) {
  const until = Date.now() + 30_000;
  for (;;) {
    const open = await t.database.db
      .select({ id: listingAlertEvents.id, processedAt: listingAlertEvents.processedAt })
      .from(listingAlertEvents)
      .where(eq(listingAlertEvents.propertyId, propertyId));
    if (open.every((event) => event.processedAt !== null) || Date.now() > until) break;
    await Bun.sleep(100);
  }
  await processPendingEvents(deps, 0);
}

async function dropEvents(propertyId: string) {
  return t.database.db
    .select()
    .from(listingAlertEvents)
    .where(and(eq(listingAlertEvents.propertyId, propertyId), eq(listingAlertEvents.kind, 'price-drop')));
}

describe('saved homes tell the buyer', () => {
  test('a price drop: one mail and one notification for each buyer who saved it; none to its own agent', async () => {
    const agent = await agentWithPlan(t);
    const title = `Drop Home ${uniqueWord()}`;
    const id = await publishedListing(agent, title);
    const first = await signedInUser(t, 'BUYER');
    const second = await signedInUser(t, 'BUYER');
    const stranger = await signedInUser(t, 'BUYER');
    await saveHome(first, id);
    await saveHome(second, id);
    await agentSavedOwnHome(agent, id);
    expect((await agent.client.patch(`/api/v1/property/${id}`, { price: '4000000' })).status).toBe(200);
    await settled(id);
    for (const buyer of [first, second]) {
      const mails = await homeMails(buyer.email, title);
      expect(mails.map((mail) => mail.subject)).toEqual([`Price drop on a home you saved: ${title}`]);
      expect(mails[0]?.text).toContain('the price dropped from ₦4,500,000.00 to ₦4,000,000.00');
      expect(mails[0]?.html).toContain('<img src=');
      const notices = await homeNotices(buyer.user._id, title);
      expect(notices.map((notice) => notice.message)).toEqual(['Now ₦4,000,000.00 (was ₦4,500,000.00).']);
    }
    // The agent saved their own listing: not told. A buyer who did not save it: not told.
    expect(await homeMails(agent.email, title)).toHaveLength(0);
    expect(await homeNotices(agent.user._id, title)).toHaveLength(0);
    expect(await homeMails(stranger.email, title)).toHaveLength(0);
    // The buyer sees it in the app too.
    const listed = await first.client.get<{ data: { title: string }[] }>('/api/v1/notification/all');
    expect(listed.body.data.map((notice) => notice.title)).toContain(`Price drop on a home you saved: ${title}`);
  });

  test('a price rise tells nobody and records no event', async () => {
    const agent = await agentWithPlan(t);
    const title = `Rise Home ${uniqueWord()}`;
    const id = await publishedListing(agent, title);
    const buyer = await signedInUser(t, 'BUYER');
    await saveHome(buyer, id);
    expect((await agent.client.patch(`/api/v1/property/${id}`, { price: '5000000' })).status).toBe(200);
    // The same price again is no drop either.
    expect((await agent.client.patch(`/api/v1/property/${id}`, { price: '5000000' })).status).toBe(200);
    await settled(id);
    expect(await dropEvents(id)).toHaveLength(0);
    expect(await homeMails(buyer.email, title)).toHaveLength(0);
    expect(await homeNotices(buyer.user._id, title)).toHaveLength(0);
  });

  test('marked let (and sold): each buyer who saved it is told once', async () => {
    const agent = await agentWithPlan(t);
    const title = `Let Home ${uniqueWord()}`;
    const id = await publishedListing(agent, title);
    const buyer = await signedInUser(t, 'BUYER');
    await saveHome(buyer, id);
    await agentSavedOwnHome(agent, id);
    // The agent marks it let from My Properties (issue 37's freshness, ADR 033): the route records the change.
    const marked = await agent.client.post(`/api/v1/property/${id}/let-or-sold`);
    expect(marked.status).toBe(200);
    // Twenty more clicks change nothing and tell nobody again.
    const again = await Promise.all(
      Array.from({ length: 20 }, () => agent.client.post(`/api/v1/property/${id}/let-or-sold`)),
    );
    expect(again.every((answer) => answer.status === 409)).toBe(true);
    await settled(id);
    const mails = await homeMails(buyer.email, title);
    expect(mails.map((mail) => mail.subject)).toEqual([`A home you saved has been let: ${title}`]);
    expect(mails[0]?.text).toContain('has been marked let by its agent');
    expect((await homeNotices(buyer.user._id, title)).map((notice) => notice.title)).toEqual([
      `A home you saved has been let: ${title}`,
    ]);
    expect(await homeMails(agent.email, title)).toHaveLength(0);

    const soldTitle = `Sold Home ${uniqueWord()}`;
    const sold = await publishedListing(agent, soldTitle);
    await saveHome(buyer, sold);
    // A sale, marked from the agent's mail without signing in, reads 'sold'.
    await t.database.db.update(properties).set({ propertyFor: 'sale' }).where(eq(properties.id, sold));
    const url = new URL(freshnessLinkUrl('http://mail.link', t.services.config.authSecret, sold, 'let-or-sold'));
    const link = await t.client().post(`${url.pathname}${url.search}`);
    expect(link.status).toBe(200);
    await settled(sold);
    expect((await homeMails(buyer.email, soldTitle)).map((mail) => mail.subject)).toEqual([
      `A home you saved has been sold: ${soldTitle}`,
    ]);
  });

  test('twenty concurrent price updates: each buyer who saved it is told once per actual drop', async () => {
    const agent = await agentWithPlan(t);
    const title = `Busy Home ${uniqueWord()}`;
    const id = await publishedListing(agent, title);
    const buyers = [await signedInUser(t, 'BUYER'), await signedInUser(t, 'BUYER')];
    for (const buyer of buyers) await saveHome(buyer, id);
    // Twenty different prices around the current ₦4,500,000, some up, some down, all at once.
    // (None is the starting price, so every price is set once and replaced at most once.)
    const prices = Array.from({ length: 20 }, (_, n) => 3_050_000 + ((n * 7) % 20) * 150_000);
    const answers = await Promise.all(
      prices.map((price) => agent.client.patch(`/api/v1/property/${id}`, { price: String(price) })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(prices.map(() => 200));
    await settled(id);
    const drops = await dropEvents(id);
    expect(drops.length).toBeGreaterThanOrEqual(1);
    // One event per drop the updates really made, in the order they committed: each price was replaced once, so
    // no two drops share a price before (or after), and each drop is a drop.
    for (const drop of drops) expect(Number(drop.priceAfterKobo)).toBeLessThan(Number(drop.priceBeforeKobo));
    expect(new Set(drops.map((drop) => drop.priceBeforeKobo)).size).toBe(drops.length);
    expect(new Set(drops.map((drop) => drop.priceAfterKobo)).size).toBe(drops.length);
    const told = drops.map((drop) => `${drop.priceBeforeKobo}>${drop.priceAfterKobo}`).sort();
    for (const buyer of buyers) {
      const notices = await homeNotices(buyer.user._id, title);
      expect(notices).toHaveLength(drops.length);
      const mails = await homeMails(buyer.email, title);
      expect(mails).toHaveLength(drops.length);
      // Each mail names the prices of its own drop: the mails are the drops, one each.
      const named = mails
        .map((mail) => {
          const [, from, to] = mail.text.match(/from ₦([\d,]+)\.00 to ₦([\d,]+)\.00/) ?? [];
          return `${Number(from?.replace(/,/g, '')) * 100}>${Number(to?.replace(/,/g, '')) * 100}`;
        })
        .sort();
      expect(named).toEqual(told);
    }
  });
});
