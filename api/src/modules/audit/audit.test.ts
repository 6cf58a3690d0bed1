import { describe, expect, test } from 'bun:test';
import { type AuditLogPage, auditChanges, auditLogPageSchema, auditMessages } from '@naija-homes/contracts/audit';
import { eq, sql } from 'drizzle-orm';
import { executeRows } from '../../db/client';
import { auditLog } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { signedInUser, signedUpUser } from '../../test/users';
import { recordAudit } from './audit.service';

const t = await setupTestApp();
const db = t.database.db;

const admin = await signedInUser(t, 'ADMIN');
const otherAdmin = await signedInUser(t, 'ADMIN');
await db.execute(sql`update users set first_name = 'Tunde', last_name = 'Bakare' where id = ${otherAdmin.user._id}`);
const agent = await signedInUser(t, 'AGENT');
const listing = await liveListing(t, agent.user._id, { title: 'Lekki Terrace Duplex' });

// Real actions, over HTTP: a block (user.block) by the first admin.
const buyer = await signedUpUser(t, 'BUYER');
await admin.client.patch(`/api/v1/admin/users/${buyer.user._id}/block`);
// Entries written as other modules write them: a listing deactivated by the other admin, a settings change.
await db.transaction(async (tx) => {
  await recordAudit(tx, otherAdmin.user._id, {
    action: 'listing.deactivate',
    targetType: 'listing',
    targetId: listing.id,
    targetLabel: listing.title,
    before: { listingStatus: 'active' },
    after: { listingStatus: 'inactive' },
    reason: 'Reported as a scam by three buyers',
  });
  await recordAudit(tx, otherAdmin.user._id, {
    action: 'settings.update',
    targetType: 'settings',
    targetId: 'site',
    before: { contactEmail: 'old@naijahomes.ng' },
    after: { contactEmail: 'hello@naijahomes.ng' },
  });
});
// Two old entries with known times, for the date range (inserts are allowed; changes are not).
await db.insert(auditLog).values([
  {
    actorId: admin.user._id,
    actorName: 'Amaka Eze',
    actorEmail: admin.email,
    action: 'plan.update',
    targetType: 'plan',
    targetId: 'elite',
    createdAt: new Date('2026-03-01T23:30:00Z'), // 2 March, 00:30 in Lagos
  },
  {
    actorId: admin.user._id,
    actorName: 'Amaka Eze',
    actorEmail: admin.email,
    action: 'plan.update',
    targetType: 'plan',
    targetId: 'basic',
    createdAt: new Date('2026-03-01T22:30:00Z'), // 1 March, 23:30 in Lagos
  },
]);

async function page(query = ''): Promise<AuditLogPage> {
  const response = await admin.client.get(`/api/v1/admin/audit-log${query}`);
  expect(response.status, response.text).toBe(200);
  return auditLogPageSchema.parse(response.body);
}

describe('the audit log', () => {
  test('newest first, with who, what, the target, the values before and after and the reason', async () => {
    const all = await page();
    expect(all.total).toBe(5);
    expect(all.data.map((entry) => entry.action)).toEqual([
      // The two inserted last carry older times, but the log is in the order entries were written.
      'plan.update',
      'plan.update',
      'settings.update',
      'listing.deactivate',
      'user.block',
    ]);
    const deactivation = all.data.find((entry) => entry.action === 'listing.deactivate');
    expect(deactivation).toMatchObject({
      actor: { _id: otherAdmin.user._id, name: 'Tunde Bakare', email: otherAdmin.email },
      targetType: 'listing',
      targetId: listing.id,
      targetLabel: 'Lekki Terrace Duplex',
      // Where the listing opens now.
      targetSlug: listing.slug,
      targetEmail: null,
      before: { listingStatus: 'active' },
      after: { listingStatus: 'inactive' },
      reason: 'Reported as a scam by three buyers',
    });
    const block = all.data.find((entry) => entry.action === 'user.block');
    expect(block).toMatchObject({
      actor: { _id: admin.user._id, name: 'Amaka Eze' },
      targetId: buyer.user._id,
      targetLabel: buyer.user.fullName,
      targetEmail: buyer.email,
      targetSlug: null,
      before: { isBlocked: false },
      after: { isBlocked: true },
    });
    expect(Date.parse(block?.createdAt ?? '')).toBeGreaterThan(Date.now() - 120_000);
  });

  test('pages', async () => {
    const first = await page('?limit=2');
    expect(first).toMatchObject({ total: 5, totalPages: 3 });
    expect(first.data).toHaveLength(2);
    const last = await page('?limit=2&page=3');
    expect(last.data.map((entry) => entry.action)).toEqual(['user.block']);
    expect((await page('?limit=2&page=9')).data).toEqual([]);
  });

  test('filters by action (exact, or every action of a target), actor, target and dates in Lagos time', async () => {
    expect((await page('?action=user.block')).data.map((entry) => entry.targetId)).toEqual([buyer.user._id]);
    expect((await page('?action=plan')).total).toBe(2);
    expect((await page('?action=agent.approve')).total).toBe(0);

    expect((await page(`?actor=${otherAdmin.user._id}`)).total).toBe(2);
    expect((await page('?actor=bakare')).total).toBe(2);
    expect((await page(`?actor=${encodeURIComponent(admin.email)}`)).total).toBe(3);
    // LIKE wildcards are matched literally.
    expect((await page('?actor=%25')).total).toBe(0);

    expect((await page('?targetType=listing')).data.map((entry) => entry.targetId)).toEqual([listing.id]);
    expect((await page(`?targetType=user&targetId=${buyer.user._id}`)).total).toBe(1);

    // 1 March in Lagos holds 23:30 Lagos (22:30 UTC); 2 March holds 00:30 Lagos (23:30 UTC on 1 March).
    expect((await page('?from=2026-03-01&to=2026-03-01')).data.map((entry) => entry.targetId)).toEqual(['basic']);
    expect((await page('?from=2026-03-02&to=2026-03-02')).data.map((entry) => entry.targetId)).toEqual(['elite']);
    expect((await page('?from=2026-03-01&to=2026-03-31')).total).toBe(2);
    expect((await page('?to=2026-02-28')).total).toBe(0);
    expect((await page('?from=2026-03-03')).total).toBe(3);
    expect((await page('?from=2026-03-01T22:00:00Z&to=2026-03-01T23:00:00Z')).total).toBe(1);
    expect((await page('?action=plan.update&from=2026-03-02')).data.map((entry) => entry.targetId)).toEqual(['elite']);
  });

  test.each([
    ['?action=DROP TABLE', auditMessages.actionInvalid],
    ['?targetType=planet', auditMessages.targetTypeInvalid],
    ['?from=yesterday', auditMessages.dateInvalid],
    ['?from=2026-03-05&to=2026-03-01', auditMessages.rangeInvalid],
    [`?actor=${'a'.repeat(101)}`, auditMessages.actorTooLong],
    ['?page=0', 'page must be at least 1'],
    ['?limit=500', 'limit must be at most 100'],
  ])('bad filter %s is a 400 with a clear message', async (query, message) => {
    const response = await admin.client.get(`/api/v1/admin/audit-log${query}`);
    expect(response).toMatchObject({ status: 400, body: { message } });
  });

  test('only admins read it', async () => {
    expect((await t.client().get('/api/v1/admin/audit-log')).status).toBe(401);
    expect((await buyer.client.get('/api/v1/admin/audit-log')).status).toBe(401);
    for (const role of ['BUYER', 'AGENT'] as const) {
      const { client } = await signedInUser(t, role);
      expect((await client.get('/api/v1/admin/audit-log')).status).toBe(403);
    }
  });

  test('there is no route to change or remove an entry', async () => {
    const [entry] = (await page('?limit=1')).data;
    for (const method of ['PATCH', 'PUT', 'DELETE']) {
      const response = await admin.client.request(method, `/api/v1/admin/audit-log/${entry?._id}`, {});
      expect(response.status).toBe(404);
    }
  });

  test('the database refuses to update or delete an entry', async () => {
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.block'));
    const id = entry?.id as string;
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
        return 'accepted';
      } catch (error) {
        return String((error as { cause?: unknown }).cause ?? error);
      }
    };
    expect(await refusal(sql`update audit_log set reason = 'covered up' where id = ${id}`)).toMatch(/append-only/i);
    expect(await refusal(sql`delete from audit_log where id = ${id}`)).toMatch(/append-only/i);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/i);
    const [still] = await executeRows<{ reason: string | null; count: number }>(
      db,
      sql`select reason, (select count(*)::int from audit_log) as count from audit_log where id = ${id}`,
    );
    expect(still).toEqual({ reason: null, count: 5 });
  });
});

describe('values as people read them (issue 31)', () => {
  test('a verification names the admin who verified, not their account id', async () => {
    const verifiedListing = await liveListing(t, agent.user._id, { title: 'Ikoyi Verified Terrace' });
    const verified = await admin.client.patch(`/api/v1/admin/properties/${verifiedListing.id}/verify`);
    expect(verified.status, verified.text).toBe(200);
    const latest = await page('?action=listing.verify');
    const entry = latest.data[0];
    expect(entry?.after?.verifiedBy).toBe(admin.user._id);
    expect(latest.people[admin.user._id]).toBe(admin.user.fullName);
    const changes = auditChanges(entry?.before, entry?.after, latest.people);
    expect(changes.find((change) => change.field === 'verifiedBy')?.after).toBe(admin.user.fullName);
    expect(changes.find((change) => change.field === 'verifiedAt')?.after).toMatch(/ \(Lagos\)$/);
  });
});
