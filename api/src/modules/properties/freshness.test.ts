// Listings that never go stale (issue 37, ADR 033), over HTTP and the sweep, on the billing clock: the 60-day ask
// (once), 'Still available' through the signed link, expiry 74 days after renewal, the one-click renewal (twenty at
// once are one), let/sold shown for 30 days then out of search, and search's date-posted filter and 'newest' sort on
// the renewal date.
import { beforeEach, describe, expect, test } from 'bun:test';
import { freshnessMessages } from '@naija-homes/contracts/freshness';
import type { PropertySearchResult } from '@naija-homes/contracts/listing';
import type { MyProperty, PropertyStats } from '@naija-homes/contracts/property';
import { eq } from 'drizzle-orm';
import { billingClock, notifications, outboxMails, properties } from '../../db/schema';
import { advanceBillingClock } from '../../providers/payments/clock';
import { setupTestApp } from '../../test/app';
import { photoBytes } from '../../test/files';
import { liveListing } from '../../test/listings';
import { type AgentWithPlan, agentWithPlan } from '../../test/owned-resources';
import { freshnessLinkUrl, runFreshnessSweep } from './freshness';

const t = await setupTestApp();
const deps = {
  db: t.services.db,
  mailer: t.services.mailer,
  appUrl: t.services.config.baseUrl,
  secret: t.services.config.authSecret,
};
const DAY = 86_400;
// Each test starts with the billing clock at real time and moves it forward (the database is this file's own).
beforeEach(async () => {
  await t.database.db.delete(billingClock);
});

const photo = await photoBytes();
const jpeg = (name: string) => ({ name, bytes: photo, type: 'image/jpeg' });

/** A rental in Surulere published through the API by `agent` (its renewal date is the publication's). */
async function publishedListing(agent: AgentWithPlan, title: string, fields: Record<string, unknown> = {}) {
  const created = await agent.client.post<{ data: { _id: string } }>('/api/v1/property/create', { title });
  const id = created.body.data._id;
  const saved = await agent.client.patch(`/api/v1/property/${id}`, {
    propertyType: 'flat',
    propertyFor: 'rent',
    price: '1800000',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    area: '1100',
    totalArea: '1200',
    bedrooms: '2',
    bathrooms: '2',
    state: 'Lagos',
    city: 'Surulere',
    address: 'Adeniran Ogunsanya Street, Surulere',
    latitude: 6.4926,
    longitude: 3.3549,
    ...fields,
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

async function row(id: string) {
  const [found] = await t.database.db.select().from(properties).where(eq(properties.id, id));
  if (!found) throw new Error('listing gone');
  return found;
}

async function mailsAbout(email: string, title: string) {
  const mails = await t.database.db.select().from(outboxMails).where(eq(outboxMails.to, email.toLowerCase()));
  return mails.filter((mail) => mail.subject.includes(title));
}

async function noticesOf(userId: string) {
  return t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

/** The path and query of a mail's link labelled `label` (the text part lists them as 'Label: URL'). */
function linkIn(text: string, label: string): string {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${label}: `));
  if (!line) throw new Error(`no '${label}' link in:\n${text}`);
  const url = new URL(line.slice(label.length + 2));
  return `${url.pathname}${url.search}`;
}

async function inSearch(query: string): Promise<PropertySearchResult['data']> {
  const answer = await t.client().get<PropertySearchResult>(`/api/v1/property/all?${query}`);
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function mine(agent: AgentWithPlan, id: string): Promise<MyProperty> {
  const page = await agent.client.get<{ data: MyProperty[] }>('/api/v1/property/mine?limit=50');
  const found = page.body.data.find((candidate) => candidate._id === id);
  if (!found) throw new Error('not in My Properties');
  return found;
}

describe('the 60-day ask', () => {
  test('is sent once, 60 days after the renewal date, by mail and notification, and not again the next days', async () => {
    const agent = await agentWithPlan(t);
    const title = 'Quiet Flat in Surulere';
    const id = await publishedListing(agent, title);
    const published = await row(id);
    expect(published.renewedAt).not.toBeNull();

    await advanceBillingClock(t.database.db, 59 * DAY);
    await runFreshnessSweep(deps);
    expect((await row(id)).freshnessAskedAt).toBeNull();
    expect(await mailsAbout(agent.email, title)).toHaveLength(0);

    await advanceBillingClock(t.database.db, DAY + 60);
    // Two runs at once (as two processes would be, were the queue's singleton to fail): one question.
    await Promise.all([runFreshnessSweep(deps), runFreshnessSweep(deps)]);
    expect((await row(id)).freshnessAskedAt).not.toBeNull();
    const [ask] = await mailsAbout(agent.email, title);
    expect(ask?.subject).toBe(`Is “${title}” still available?`);
    expect(ask?.text).toContain('Still available: http');
    expect(ask?.text).toContain('Mark as let: http');
    // The listing named in the mail opens its page (/properties/{slug}), not the not-found page.
    expect(ask?.text).toMatch(/Listing: http\S+\/properties\/[a-z0-9-]+$/m);
    expect((await noticesOf(agent.user._id)).map((notice) => notice.title)).toContain(
      'Is your listing still available?',
    );
    const listed = await mine(agent, id);
    expect(listed.freshnessAskedAt).not.toBeNull();
    expect(listed.canRenew).toBe(true);
    // 14 days from the ask.
    expect(Date.parse(listed.expiresAt ?? '') - Date.parse(listed.freshnessAskedAt ?? '')).toBe(14 * DAY * 1000);
    const stats = await agent.client.get<{ data: PropertyStats }>('/api/v1/property/stats');
    expect(stats.body.data.awaitingConfirmation).toBe(1);

    for (let day = 0; day < 3; day++) {
      await advanceBillingClock(t.database.db, DAY);
      await runFreshnessSweep(deps);
    }
    expect(await mailsAbout(agent.email, title)).toHaveLength(1);
    expect(
      (await noticesOf(agent.user._id)).filter((n) => n.title === 'Is your listing still available?'),
    ).toHaveLength(1);
    // Still in search while it waits for the answer.
    expect((await row(id)).listingStatus).toBe('active');
  });

  test("'Still available' through the signed link: GET only asks, POST renews without signing in", async () => {
    const agent = await agentWithPlan(t);
    const title = 'Garden Flat in Surulere';
    const id = await publishedListing(agent, title);
    await advanceBillingClock(t.database.db, 61 * DAY);
    await runFreshnessSweep(deps);
    const [ask] = await mailsAbout(agent.email, title);
    const confirm = linkIn(ask?.text ?? '', 'Still available');
    expect(confirm).toStartWith(`/api/v1/listing-freshness/${id}/confirm?token=`);
    const visitor = t.client();

    expect((await visitor.get(`/api/v1/listing-freshness/${id}/confirm?token=wrong`)).status).toBe(404);
    expect((await visitor.post(`/api/v1/listing-freshness/${id}/confirm?token=wrong`)).status).toBe(404);
    // The confirm link's token does not work for another action.
    const token = new URLSearchParams(confirm.split('?')[1]).get('token');
    expect((await visitor.post(`/api/v1/listing-freshness/${id}/let-or-sold?token=${token}`)).status).toBe(404);
    expect((await visitor.get(`/api/v1/listing-freshness/not-a-uuid/confirm?token=${token}`)).status).toBe(404);
    const asked = await row(id);

    const page = await visitor.get(confirm);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`Is “${title}” still available?`);
    expect(page.text).toContain('<form method="post">');
    expect((await row(id)).freshnessAskedAt).toEqual(asked.freshnessAskedAt);

    const done = await visitor.post(confirm);
    expect(done.status).toBe(200);
    expect(done.text).toContain(freshnessMessages.renewed);
    const renewed = await row(id);
    expect(renewed.freshnessAskedAt).toBeNull();
    expect(renewed.renewedAt?.getTime()).toBeGreaterThan(asked.renewedAt?.getTime() ?? 0);
    // A second click answers the same, and changes nothing more.
    const again = await visitor.post(confirm);
    expect(again.text).toContain(freshnessMessages.renewed);
    expect((await row(id)).renewedAt).toEqual(renewed.renewedAt);

    // The next ask is 60 days after the confirmation, not after the publication.
    await advanceBillingClock(t.database.db, 59 * DAY);
    await runFreshnessSweep(deps);
    expect((await row(id)).freshnessAskedAt).toBeNull();
    await advanceBillingClock(t.database.db, 2 * DAY);
    await runFreshnessSweep(deps);
    expect((await row(id)).freshnessAskedAt).not.toBeNull();
    expect(await mailsAbout(agent.email, title)).toHaveLength(2);
  });
});

describe('expiry and renewal', () => {
  test('unconfirmed, a listing expires 74 days after its renewal and leaves search; one click renews it', async () => {
    const agent = await agentWithPlan(t);
    const title = 'Lantern House in Surulere';
    const id = await publishedListing(agent, title);
    const query = 'city=Surulere&search=Lantern';
    expect((await inSearch(query)).map((card) => card._id)).toContain(id);

    await advanceBillingClock(t.database.db, 60 * DAY + 60);
    await runFreshnessSweep(deps);
    await advanceBillingClock(t.database.db, 13 * DAY);
    await runFreshnessSweep(deps);
    expect((await row(id)).listingStatus).toBe('active');

    await advanceBillingClock(t.database.db, DAY);
    await runFreshnessSweep(deps);
    const expired = await row(id);
    expect(expired.listingStatus).toBe('expired');
    expect(expired.expiredAt).not.toBeNull();
    expect((await inSearch(query)).map((card) => card._id)).not.toContain(id);
    expect((await t.client().get(`/api/v1/property/slug/${expired.slug}`)).status).toBe(404);
    const expiredMails = await mailsAbout(agent.email, title);
    expect(expiredMails.map((mail) => mail.subject)).toContain(`“${title}” has expired`);
    const listed = await mine(agent, id);
    expect(listed.listingStatus).toBe('expired');
    expect(listed.inSearch).toBe(false);
    expect(listed.expiresAt).toBeNull();
    expect(listed.canRenew).toBe(true);
    const stats = await agent.client.get<{ data: PropertyStats }>('/api/v1/property/stats');
    expect(stats.body.data.expired).toBe(1);

    // Activating does not bring it back: renewing does.
    const activated = await agent.client.patch<{ message: string }>(`/api/v1/property/${id}/status`, {
      listingStatus: 'active',
    });
    expect(activated.status).toBe(409);
    expect(activated.body.message).toBe(freshnessMessages.notLive);
    // Once expired it is not asked or expired again.
    await advanceBillingClock(t.database.db, 10 * DAY);
    await runFreshnessSweep(deps);
    expect(await mailsAbout(agent.email, title)).toHaveLength(2);

    const renewed = await agent.client.post<{ data: { renewedAt: string; listingStatus: string }; message: string }>(
      `/api/v1/property/${id}/renew`,
    );
    expect(renewed.status).toBe(200);
    expect(renewed.body.message).toBe(freshnessMessages.renewed);
    expect(renewed.body.data.listingStatus).toBe('active');
    const back = await row(id);
    expect(back.renewedAt?.getTime()).toBeGreaterThan((expired.expiredAt?.getTime() ?? 0) + 9 * DAY * 1000);
    expect(back.expiredAt).toBeNull();
    const cards = await inSearch(query);
    expect(cards.map((card) => card._id)).toContain(id);
    expect(cards.find((card) => card._id === id)?.renewedAt).toBe(back.renewedAt?.toISOString() ?? '');
    // Nothing left to renew: a live listing not yet asked is not bumped.
    const twice = await agent.client.post<{ message: string }>(`/api/v1/property/${id}/renew`);
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(freshnessMessages.cannotRenew);
  });

  test("the expiry mail's renew link puts it back in search", async () => {
    const agent = await agentWithPlan(t);
    const title = 'Studio Flat in Surulere';
    const id = await publishedListing(agent, title);
    await advanceBillingClock(t.database.db, 61 * DAY);
    await runFreshnessSweep(deps);
    await advanceBillingClock(t.database.db, 15 * DAY);
    await runFreshnessSweep(deps);
    expect((await row(id)).listingStatus).toBe('expired');
    const expiredMail = (await mailsAbout(agent.email, title)).find((mail) => mail.subject.endsWith('has expired'));
    const renew = linkIn(expiredMail?.text ?? '', 'Renew listing');
    const visitor = t.client();
    expect((await visitor.get(renew)).text).toContain(`Renew “${title}”?`);
    expect((await row(id)).listingStatus).toBe('expired');
    expect((await visitor.post(renew)).text).toContain(freshnessMessages.renewed);
    expect((await row(id)).listingStatus).toBe('active');
  });

  test('twenty renew clicks at once make one renewal', async () => {
    const agent = await agentWithPlan(t);
    const id = await publishedListing(agent, 'Corner Flat in Surulere');
    await advanceBillingClock(t.database.db, 61 * DAY);
    await runFreshnessSweep(deps);
    await advanceBillingClock(t.database.db, 15 * DAY);
    await runFreshnessSweep(deps);
    expect((await row(id)).listingStatus).toBe('expired');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => agent.client.post<{ message: string }>(`/api/v1/property/${id}/renew`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    expect(new Set(refused.map((answer) => answer.body.message))).toEqual(new Set([freshnessMessages.cannotRenew]));
    const renewed = await row(id);
    expect(renewed.listingStatus).toBe('active');

    // The same through the mail's link: twenty POSTs, one renewal, every page says it is done.
    await advanceBillingClock(t.database.db, 61 * DAY);
    await runFreshnessSweep(deps);
    const signed = new URL(freshnessLinkUrl(deps.appUrl, deps.secret, id, 'renew'));
    const link = `${signed.pathname}${signed.search}`;
    const visitor = t.client();
    const pages = await Promise.all(Array.from({ length: 20 }, () => visitor.post(link)));
    expect(pages.every((page) => page.status === 200 && page.text.includes(freshnessMessages.renewed))).toBe(true);
    const after = await row(id);
    expect(after.freshnessAskedAt).toBeNull();
    expect(after.renewedAt?.getTime()).toBeGreaterThan(renewed.renewedAt?.getTime() ?? 0);
  });
});

describe('let or sold', () => {
  test('a let listing shows its state in search for 30 days, then leaves search as closed', async () => {
    const agent = await agentWithPlan(t);
    const title = 'Courtyard Flat in Surulere';
    const id = await publishedListing(agent, title);
    await advanceBillingClock(t.database.db, 61 * DAY);
    await runFreshnessSweep(deps);
    const [ask] = await mailsAbout(agent.email, title);
    const letLink = linkIn(ask?.text ?? '', 'Mark as let');
    const visitor = t.client();
    expect((await visitor.get(letLink)).text).toContain(`Mark “${title}” as let?`);
    expect((await row(id)).availability).toBe('available');
    const done = await visitor.post(letLink);
    expect(done.text).toContain(freshnessMessages.markedLetOrSold('let'));
    const marked = await row(id);
    expect(marked.availability).toBe('let');
    expect(marked.freshnessAskedAt).toBeNull();
    // Marking again is refused through the API; the link answers the same page.
    const again = await agent.client.post<{ message: string }>(`/api/v1/property/${id}/let-or-sold`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(freshnessMessages.alreadyLetOrSold('let'));

    const query = 'city=Surulere&search=Courtyard';
    await advanceBillingClock(t.database.db, 29 * DAY);
    await runFreshnessSweep(deps);
    const card = (await inSearch(query)).find((candidate) => candidate._id === id);
    expect(card?.availability).toBe('let');
    const page = await t
      .client()
      .get<{ data: { availability: string; unavailableSince: string } }>(`/api/v1/property/slug/${marked.slug}`);
    expect(page.body.data.availability).toBe('let');
    // A let listing is not asked or expired in the meantime.
    expect((await row(id)).listingStatus).toBe('active');
    const listed = await mine(agent, id);
    expect(listed.availability).toBe('let');
    expect(listed.unavailableSince).toBe(marked.unavailableSince?.toISOString() ?? '');
    expect(listed.expiresAt).toBeNull();

    await advanceBillingClock(t.database.db, DAY + 60);
    await runFreshnessSweep(deps);
    expect((await row(id)).listingStatus).toBe('closed');
    expect((await inSearch(query)).map((candidate) => candidate._id)).not.toContain(id);
    expect(await mailsAbout(agent.email, title)).toHaveLength(1);
  });

  test('a sale is marked sold from My Properties; a listing out of search cannot be', async () => {
    const agent = await agentWithPlan(t);
    const id = await publishedListing(agent, 'Bungalow for Sale in Surulere', {
      propertyFor: 'sale',
      rentPaymentFrequency: null,
      leaseTerm: null,
      price: '65000000',
    });
    const sold = await agent.client.post<{ data: { availability: string }; message: string }>(
      `/api/v1/property/${id}/let-or-sold`,
    );
    expect(sold.status).toBe(200);
    expect(sold.body.data.availability).toBe('sold');
    expect(sold.body.message).toBe(freshnessMessages.markedLetOrSold('sold'));
    // Renewing a sold listing makes it available again, with a fresh date.
    expect((await agent.client.post(`/api/v1/property/${id}/renew`)).status).toBe(200);
    expect((await row(id)).availability).toBe('available');

    expect((await agent.client.patch(`/api/v1/property/${id}/status`, { listingStatus: 'inactive' })).status).toBe(200);
    const hidden = await agent.client.post<{ message: string }>(`/api/v1/property/${id}/let-or-sold`);
    expect(hidden.status).toBe(409);
    expect(hidden.body.message).toBe(freshnessMessages.notLive);
    const other = await agentWithPlan(t);
    expect((await other.client.post(`/api/v1/property/${id}/let-or-sold`)).status).toBe(403);
  });
});

describe('the dev aging route', () => {
  test('moves one listing 61 days back and runs the sweep: it is asked, the clock and other listings stay', async () => {
    const agent = await agentWithPlan(t);
    const title = 'Aged Flat in Surulere';
    const id = await publishedListing(agent, title);
    const other = await publishedListing(agent, 'Fresh Flat in Surulere');
    const visitor = t.client();
    expect((await visitor.post(`/api/v1/dev/listing/${id}/age`, { days: 0 })).status).toBe(400);
    const aged = await visitor.post<{ listingStatus: string; freshnessAskedAt: string | null }>(
      `/api/v1/dev/listing/${id}/age`,
      { days: 61 },
    );
    expect(aged.status).toBe(200);
    expect(aged.body.listingStatus).toBe('active');
    expect(aged.body.freshnessAskedAt).not.toBeNull();
    expect(await mailsAbout(agent.email, title)).toHaveLength(1);
    expect((await row(other)).freshnessAskedAt).toBeNull();
    const expired = await visitor.post<{ listingStatus: string }>(`/api/v1/dev/listing/${id}/age`, { days: 14 });
    expect(expired.body.listingStatus).toBe('expired');
    const missing = await visitor.post(`/api/v1/dev/listing/${crypto.randomUUID()}/age`, { days: 3 });
    expect(missing.status).toBe(404);
  });
});

describe('search by renewal date', () => {
  test("the date-posted filter and the 'newest' sort read the renewal date, not the publication", async () => {
    const agent = await agentWithPlan(t);
    const now = Date.now();
    const city = 'Ojodu Berger';
    // Published 100 days ago, renewed yesterday; published 10 days ago, not renewed since; published 40 days ago.
    const renewedOld = await liveListing(t, agent.user._id, {
      title: 'Renewed Old Flat',
      city,
      publishedAt: new Date(now - 100 * DAY * 1000),
      renewedAt: new Date(now - DAY * 1000),
    });
    const recent = await liveListing(t, agent.user._id, {
      title: 'Recent Flat',
      city,
      publishedAt: new Date(now - 10 * DAY * 1000),
    });
    const older = await liveListing(t, agent.user._id, {
      title: 'Older Flat',
      city,
      publishedAt: new Date(now - 40 * DAY * 1000),
    });
    const ids = (cards: PropertySearchResult['data']) => cards.map((card) => card._id);

    expect(ids(await inSearch(`city=${encodeURIComponent(city)}&datePosted=week`))).toEqual([renewedOld.id]);
    expect(new Set(ids(await inSearch(`city=${encodeURIComponent(city)}&datePosted=month`)))).toEqual(
      new Set([renewedOld.id, recent.id]),
    );
    expect(ids(await inSearch(`city=${encodeURIComponent(city)}&sort=newest`))).toEqual([
      renewedOld.id,
      recent.id,
      older.id,
    ]);

    // On the billing clock: 20 days on, the week is empty until a listing is renewed.
    await advanceBillingClock(t.database.db, 20 * DAY);
    expect(ids(await inSearch(`city=${encodeURIComponent(city)}&datePosted=week`))).toEqual([]);
    // 60 days after its publication, the older one is asked; its agent renews it.
    await runFreshnessSweep(deps);
    expect((await row(older.id)).freshnessAskedAt).not.toBeNull();
    expect((await row(recent.id)).freshnessAskedAt).toBeNull();
    expect((await agent.client.post(`/api/v1/property/${older.id}/renew`)).status).toBe(200);
    expect(ids(await inSearch(`city=${encodeURIComponent(city)}&datePosted=week`))).toEqual([older.id]);
    expect(ids(await inSearch(`city=${encodeURIComponent(city)}&sort=newest`))[0]).toBe(older.id);
  });
});
