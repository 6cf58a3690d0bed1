import { describe, expect, test } from 'bun:test';
import {
  newsletterMessages,
  SUBSCRIBERS_CSV_FILENAME,
  type SubscribersPage,
  subscriberRemovedSchema,
} from '@naija-homes/contracts/newsletter';
import { eq } from 'drizzle-orm';
import { auditLog, newsletterSubscribers } from '../../db/schema';
import { csvCell, csvTime } from '../../lib/csv';
import { setupTestApp } from '../../test/app';
import { signedInUser, uniqueEmail } from '../../test/users';

const t = await setupTestApp();

describe('newsletter', () => {
  test('a visitor subscribes once; the same email again is 409', async () => {
    const email = uniqueEmail('news');
    const first = await t.client().post('/api/v1/news-letter/subscribe', { email });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: 'Successfully Subscribed' });
    const again = await t.client().post('/api/v1/news-letter/subscribe', { email: email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: newsletterMessages.alreadySubscribed });
  });

  test('a bad email gets the spec message', async () => {
    const response = await t.client().post('/api/v1/news-letter/subscribe', { email: 'not-an-email' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Please enter valid email address' } });
  });

  test('admins cannot subscribe, but they list the subscribers', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const refused = await admin.client.post('/api/v1/news-letter/subscribe', { email: uniqueEmail('admin') });
    expect(refused).toMatchObject({ status: 403, body: { message: newsletterMessages.adminsCannotSubscribe } });
    const email = uniqueEmail('listed');
    await t.client().post('/api/v1/news-letter/subscribe', { email });
    const list = await admin.client.get<{ data: Array<{ email: string }> }>('/api/v1/admin/news-letter');
    expect(list.status).toBe(200);
    expect(list.body.data[0]?.email).toBe(email.toLowerCase());
  });

  test('buyers cannot list subscribers', async () => {
    const { client } = await signedInUser(t, 'BUYER');
    expect((await client.get('/api/v1/admin/news-letter')).status).toBe(403);
  });
});

describe('the admin subscriber list', () => {
  test('search by part of the email (LIKE wildcards literal)', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const email = uniqueEmail('searchme');
    await t.client().post('/api/v1/news-letter/subscribe', { email });
    const found = await admin.client.get<SubscribersPage>(
      `/api/v1/admin/news-letter?search=${encodeURIComponent(email.slice(0, 12).toUpperCase())}`,
    );
    expect(found.body.data.map((row) => row.email)).toEqual([email.toLowerCase()]);
    expect(found.body.total).toBe(1);
    expect((await admin.client.get<SubscribersPage>('/api/v1/admin/news-letter?search=%25')).body.total).toBe(0);
  });

  test('CSV export: every subscriber, quoted, formula cells defused, Lagos dates, a download', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    // Written straight to the table: addresses the form might not take, to prove the export is safe anyway.
    await t.database.db.insert(newsletterSubscribers).values([
      { email: '=HYPERLINK("http://evil.example","click")@x.ng', createdAt: new Date('2026-01-31T23:15:00Z') },
      { email: '+2348031234567@x.ng', createdAt: new Date('2026-02-01T10:00:00Z') },
      { email: '-1@x.ng', createdAt: new Date('2026-02-01T10:00:00Z') },
      { email: '@sum@x.ng', createdAt: new Date('2026-02-01T10:00:00Z') },
      { email: 'plain,comma@x.ng', createdAt: new Date('2026-02-01T10:00:00Z') },
    ]);
    const response = await admin.client.get('/api/v1/admin/news-letter.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${SUBSCRIBERS_CSV_FILENAME}"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Decoding drops the byte-order mark; the bytes keep it, so spreadsheets read the file as UTF-8.
    expect(response.text.startsWith('"Email","Subscribed (Lagos time)"\r\n')).toBe(true);
    const bytes = new Uint8Array(await (await admin.client.raw('GET', '/api/v1/admin/news-letter.csv')).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const total = (await admin.client.get<SubscribersPage>('/api/v1/admin/news-letter?limit=1')).body.total;
    expect(lines).toHaveLength(total + 1);
    // 23:15 UTC on 31 January is 00:15 on 1 February in Lagos; quotes doubled, the formula prefixed with '.
    expect(lines).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")@x.ng","2026-02-01 00:15"`);
    expect(lines).toContain(`"'+2348031234567@x.ng","2026-02-01 11:00"`);
    expect(lines).toContain(`"'-1@x.ng","2026-02-01 11:00"`);
    expect(lines).toContain(`"'@sum@x.ng","2026-02-01 11:00"`);
    expect(lines).toContain(`"plain,comma@x.ng","2026-02-01 11:00"`);
  });

  test('csvCell and the Lagos stamp', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('\t=1')).toBe(`"'\t=1"`);
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    expect(csvCell(null)).toBe('""');
    expect(csvCell('ok@x.ng')).toBe('"ok@x.ng"');
    expect(csvTime(new Date('2026-12-31T23:59:00Z'))).toBe('2027-01-01 00:59');
  });

  test('an admin removes a subscriber: audited; unknown or already removed is 404', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const email = uniqueEmail('leaving');
    await t.client().post('/api/v1/news-letter/subscribe', { email });
    const [row] = await t.database.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email.toLowerCase()));
    const id = row?.id as string;
    const removed = await admin.client.request('DELETE', `/api/v1/admin/news-letter/${id}`);
    expect(removed.status).toBe(200);
    expect(subscriberRemovedSchema.parse(removed.body)).toMatchObject({
      message: newsletterMessages.removed,
      data: { _id: id, email: email.toLowerCase() },
    });
    const again = await admin.client.request('DELETE', `/api/v1/admin/news-letter/${id}`);
    expect(again.status).toBe(404);
    expect((await admin.client.request('DELETE', '/api/v1/admin/news-letter/not-a-uuid')).status).toBe(404);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'newsletter-subscriber.remove',
      targetType: 'newsletter-subscriber',
      targetLabel: email.toLowerCase(),
      actorId: admin.user._id,
      before: { email: email.toLowerCase(), subscribedAt: row?.createdAt.toISOString() },
      after: null,
    });
    // The address can subscribe again afterwards.
    expect((await t.client().post('/api/v1/news-letter/subscribe', { email })).status).toBe(201);
  });

  test('twenty removals at once: one removed, one entry, the rest 404', async () => {
    const admin = await signedInUser(t, 'ADMIN');
    const [row] = await t.database.db
      .insert(newsletterSubscribers)
      .values({ email: uniqueEmail('race').toLowerCase() })
      .returning();
    const id = row?.id as string;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => admin.client.request('DELETE', `/api/v1/admin/news-letter/${id}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(19);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toHaveLength(1);
  }, 30_000);

  test('only admins export or remove', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.client().get('/api/v1/admin/news-letter.csv')).status).toBe(401);
    expect((await t.client().request('DELETE', `/api/v1/admin/news-letter/${unknown}`)).status).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.get('/api/v1/admin/news-letter.csv')).status).toBe(403);
      expect((await client.request('DELETE', `/api/v1/admin/news-letter/${unknown}`)).status).toBe(403);
    }
  });
});
