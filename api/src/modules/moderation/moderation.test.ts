// Reports and moderation over HTTP: buyers and agents report a listing or an agent; admins work through the queue,
// dismiss or uphold (deactivating the listing, striking the agent; the third strike blocks them); every party is
// told; races leave one effect.
import { describe, expect, test } from 'bun:test';
import { adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import { messages } from '@naija-homes/contracts/messages';
import {
  type AdminReportsPage,
  type ReportCreated,
  type ReportResolved,
  reportMessages,
  reportReasonLabels,
} from '@naija-homes/contracts/moderation';
import { and, desc, eq } from 'drizzle-orm';
import { agents, auditLog, notifications, properties, reports, sessions, users } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type ListingRow, liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();
const db = t.database.db;

const admin = await signedInUser(t, 'ADMIN');
const secondAdmin = await signedInUser(t, 'ADMIN');

const report = (from: SignedInUser, fields: Record<string, unknown>) =>
  from.client.post<ReportCreated>('/api/v1/report', {
    reason: 'scam',
    message: 'The agent asked for an inspection fee before any viewing.',
    ...fields,
  });
const reportListing = (from: SignedInUser, listing: ListingRow, fields: Record<string, unknown> = {}) =>
  report(from, { propertyId: listing.id, ...fields });
const resolve = (id: string, body: Record<string, unknown>, by: SignedInUser = admin) =>
  by.client.patch<ReportResolved>(`/api/v1/admin/reports/${id}/resolve`, body);
const queue = (query = '', by: SignedInUser = admin) =>
  by.client.get<AdminReportsPage>(`/api/v1/admin/reports${query ? `?${query}` : ''}`);
const noticesOf = async (userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.seq));
const uphold = {
  decision: 'uphold',
  note: 'We checked the listing and took it down. Thank you for telling us.',
  deactivateListing: true,
  strikeAgent: true,
};

async function setting(title = 'Two Bedroom Flat in Surulere') {
  const agent = await signedInUser(t, 'AGENT');
  const buyer = await signedInUser(t, 'BUYER');
  const listing = await liveListing(t, agent.user._id, { title, propertyFor: 'rent' });
  return { agent, buyer, listing };
}

describe('filing a report', () => {
  test('a buyer reports a listing: 201, every admin told, the report open against the listing’s agent', async () => {
    const { agent, buyer, listing } = await setting('Mini Flat in Yaba');
    const sent = await reportListing(buyer, listing);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ message: reportMessages.sent, data: { status: 'open', reason: 'scam' } });
    const [row] = await db.select().from(reports).where(eq(reports.id, sent.body.data._id));
    expect(row).toMatchObject({
      propertyId: listing.id,
      agentId: agent.user._id,
      reporterId: buyer.user._id,
      status: 'open',
      message: 'The agent asked for an inspection fee before any viewing.',
    });
    for (const person of [admin, secondAdmin]) {
      const [latest] = await noticesOf(person.user._id);
      expect(latest?.title).toBe(reportMessages.newReportTitle);
      expect(latest?.message).toBe(
        reportMessages.newReportNotice(reportMessages.listingWhat('Mini Flat in Yaba'), 'scam'),
      );
    }
  });

  test('an agent can be reported from their profile; another agent may report too', async () => {
    const { agent, buyer } = await setting();
    const sent = await report(buyer, { agentId: agent.user._id, reason: 'other' });
    expect(sent.status).toBe(201);
    const [row] = await db.select().from(reports).where(eq(reports.id, sent.body.data._id));
    expect(row).toMatchObject({ propertyId: null, agentId: agent.user._id });
    const otherAgent = await signedInUser(t, 'AGENT');
    expect((await report(otherAgent, { agentId: agent.user._id })).status).toBe(201);
    // A second report of the agent by the same buyer while the first is open.
    const again = await report(buyer, { agentId: agent.user._id });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(reportMessages.alreadyReportedAgent);
  });

  test('one open report per reporter and listing, even with twenty sent at once', async () => {
    const { buyer, listing } = await setting();
    const answers = await Promise.all(Array.from({ length: 20 }, () => reportListing(buyer, listing)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body).toMatchObject({
      message: reportMessages.alreadyReportedListing,
    } as never);
    const rows = await db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, buyer.user._id), eq(reports.propertyId, listing.id)));
    expect(rows).toHaveLength(1);
    // The listing's agent reported once more is a different target: allowed.
    expect((await report(buyer, { agentId: listing.ownerId })).status).toBe(201);
  }, 30_000);

  test('the agent cannot report their own listing or themselves; admins do not file reports; visitors sign in', async () => {
    const { agent, listing } = await setting();
    const own = await reportListing(agent, listing);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(reportMessages.ownListing);
    const self = await report(agent, { agentId: agent.user._id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe(reportMessages.yourself);
    expect((await reportListing(admin, listing)).status).toBe(403);
    const visitor = await t.client().post('/api/v1/report', {
      propertyId: listing.id,
      reason: 'scam',
      message: 'The agent asked for money first.',
    });
    expect(visitor.status).toBe(401);
    expect(visitor.body.message).toBe(messages.unauthorized);
  });

  test('validation: the contracts’ messages, never a 500', async () => {
    const { agent, buyer, listing } = await setting();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ reason: undefined }, reportMessages.reasonRequired],
      [{ reason: 'boring' }, reportMessages.reasonRequired],
      [{ message: undefined }, reportMessages.messageRequired],
      [{ message: '   ' }, reportMessages.messageRequired],
      [{ message: 'Too short' }, reportMessages.messageMin],
      [{ message: 'x'.repeat(1001) }, reportMessages.messageMax],
      [{ propertyId: undefined }, reportMessages.targetRequired],
      [{ agentId: agent.user._id }, reportMessages.targetRequired],
      [{ extra: true }, messages.onlyAllowedFields],
    ];
    for (const [fields, message] of cases) {
      const answer = await reportListing(buyer, listing, fields);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const unknown = await reportListing(buyer, listing, { propertyId: crypto.randomUUID() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(reportMessages.listingNotFound);
    expect((await reportListing(buyer, listing, { propertyId: 'not-an-id' })).status).toBe(404);
    const draft = await liveListing(t, agent.user._id, { isPublished: false });
    expect((await reportListing(buyer, draft)).status).toBe(404);
    // A buyer is not an agent.
    const notAgent = await report(buyer, { agentId: buyer.user._id });
    expect(notAgent.status).toBe(404);
    expect(notAgent.body.message).toBe(reportMessages.agentNotFound);
  });
});

describe('the admin queue', () => {
  test('open reports newest first with the listing, agent, reporter and open count; filters by status and reason', async () => {
    const { agent, buyer, listing } = await setting('Duplex in Gbagada');
    const other = await signedInUser(t, 'BUYER');
    const first = await reportListing(buyer, listing, { reason: 'wrong-details' });
    const second = await reportListing(other, listing, { reason: 'unavailable' });
    const page = await queue('limit=100');
    expect(page.status).toBe(200);
    const ids = page.body.data.map((row) => row._id);
    expect(ids.indexOf(second.body.data._id)).toBeLessThan(ids.indexOf(first.body.data._id));
    const row = page.body.data.find((candidate) => candidate._id === first.body.data._id);
    expect(row).toMatchObject({
      status: 'open',
      reason: 'wrong-details',
      reasonLabel: reportReasonLabels['wrong-details'],
      listing: { _id: listing.id, slug: listing.slug, title: 'Duplex in Gbagada', listingStatus: 'active' },
      agent: { _id: agent.user._id, email: agent.email, strikes: 0, isBlocked: false },
      reporter: { _id: buyer.user._id, fullName: buyer.user.fullName, email: buyer.email },
      openReportsOnTarget: 2,
      resolutionNote: null,
      resolvedBy: null,
    });
    expect(row?.reportNo).toMatch(/^RPT-\d{4,}$/);
    expect(page.body.counts.open).toBeGreaterThanOrEqual(2);

    const unavailable = await queue('reason=unavailable&limit=100');
    expect(unavailable.body.data.every((candidate) => candidate.reason === 'unavailable')).toBe(true);
    expect(unavailable.body.data.map((candidate) => candidate._id)).toContain(second.body.data._id);
    expect(unavailable.body.counts.open).toBe(unavailable.body.data.length);

    await resolve(first.body.data._id, { decision: 'dismiss', note: 'The price shown matches the agent’s listing.' });
    const dismissed = await queue('status=dismissed&limit=100');
    expect(dismissed.body.data.map((candidate) => candidate._id)).toContain(first.body.data._id);
    expect(dismissed.body.data.every((candidate) => candidate.status === 'dismissed')).toBe(true);
    const open = await queue('limit=100');
    expect(open.body.data.map((candidate) => candidate._id)).not.toContain(first.body.data._id);
    expect(open.body.data.find((candidate) => candidate._id === second.body.data._id)?.openReportsOnTarget).toBe(1);

    expect((await queue('status=closed')).status).toBe(400);
    expect((await queue('page=0')).status).toBe(400);
  });

  test('only admins see and resolve the queue', async () => {
    const { agent, buyer, listing } = await setting();
    const sent = await reportListing(buyer, listing);
    for (const person of [agent, buyer]) {
      expect((await queue('', person)).status).toBe(403);
      expect((await resolve(sent.body.data._id, uphold, person)).status).toBe(403);
    }
    expect((await t.client().get('/api/v1/admin/reports')).status).toBe(401);
    const [row] = await db.select().from(reports).where(eq(reports.id, sent.body.data._id));
    expect(row?.status).toBe('open');
  });
});

describe('resolving a report', () => {
  test('dismiss: the reporter is told with the note, audited, the listing and agent untouched; twice is a 409', async () => {
    const { agent, buyer, listing } = await setting('Room and Parlour in Ikeja');
    const sent = await reportListing(buyer, listing);
    const note = 'The agent showed us the tenancy papers: the flat is still available.';
    const done = await resolve(sent.body.data._id, { decision: 'dismiss', note });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: reportMessages.dismissed,
      alsoResolved: 0,
      data: {
        status: 'dismissed',
        resolutionNote: note,
        deactivatedListing: false,
        struckAgent: false,
        resolvedBy: { _id: admin.user._id },
      },
    });
    const [latest] = await noticesOf(buyer.user._id);
    expect(latest).toMatchObject({
      title: reportMessages.outcomeTitle,
      message: reportMessages.dismissedNotice(reportMessages.listingWhat('Room and Parlour in Ikeja'), note),
    });
    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sent.body.data._id), eq(auditLog.action, 'report.dismiss')));
    expect(entry).toMatchObject({
      actorId: admin.user._id,
      targetType: 'report',
      before: { status: 'open' },
      after: { status: 'dismissed' },
      reason: note,
    });
    const [property] = await db.select().from(properties).where(eq(properties.id, listing.id));
    expect(property?.listingStatus).toBe('active');
    const [agentRow] = await db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(agentRow?.strikes).toBe(0);
    expect((await noticesOf(agent.user._id)).length).toBe(0);

    const again = await resolve(sent.body.data._id, uphold);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(reportMessages.alreadyResolved);
    // A new report by the same buyer is possible once the first is resolved.
    expect((await reportListing(buyer, listing)).status).toBe(201);
  });

  test('uphold with deactivate and strike: the listing inactive with a reason, the agent told of strike 1, all reporters told', async () => {
    const { agent, buyer, listing } = await setting('Self Contain in Lekki');
    const other = await signedInUser(t, 'BUYER');
    const sent = await reportListing(buyer, listing);
    const sibling = await reportListing(other, listing, { reason: 'unavailable' });
    const agentReport = await report(other, { agentId: agent.user._id });
    const done = await resolve(sent.body.data._id, uphold);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: reportMessages.upheld,
      alsoResolved: 1,
      data: {
        status: 'actioned',
        deactivatedListing: true,
        struckAgent: true,
        resolutionNote: uphold.note,
        agent: { strikes: 1, isBlocked: false },
        listing: { listingStatus: 'inactive', moderationReason: reportMessages.deactivationReason('scam') },
      },
    });
    const [property] = await db.select().from(properties).where(eq(properties.id, listing.id));
    expect(property).toMatchObject({
      listingStatus: 'inactive',
      moderationReason: reportMessages.deactivationReason('scam'),
    });
    expect((await t.client().get(`/api/v1/property/slug/${listing.slug}`)).status).toBe(404);

    const [agentRow] = await db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(agentRow?.strikes).toBe(1);
    const agentNotices = await noticesOf(agent.user._id);
    expect(agentNotices.map((notice) => notice.title)).toEqual([
      reportMessages.strikeTitle(1),
      adminPropertyMessages.deactivatedTitle,
    ]);
    expect(agentNotices[0]?.message).toBe(
      reportMessages.strikeNotice(1, reportMessages.listingWhat('Self Contain in Lekki'), 'scam'),
    );
    expect(agentNotices[0]?.message).toContain('Strike 1 of 3');

    const outcome = reportMessages.upheldNotice(reportMessages.listingWhat('Self Contain in Lekki'), uphold.note);
    expect((await noticesOf(buyer.user._id))[0]?.message).toBe(outcome);
    expect((await noticesOf(other.user._id))[0]?.message).toBe(outcome);

    // The other reporter's report on the listing is resolved with it; the report about the agent stays open.
    const [siblingRow] = await db.select().from(reports).where(eq(reports.id, sibling.body.data._id));
    expect(siblingRow).toMatchObject({ status: 'actioned', deactivatedListing: true, struckAgent: false });
    const [agentReportRow] = await db.select().from(reports).where(eq(reports.id, agentReport.body.data._id));
    expect(agentReportRow?.status).toBe('open');

    const audits = await db.select().from(auditLog).where(eq(auditLog.actorId, admin.user._id));
    const upheld = audits.find((entry) => entry.targetId === sent.body.data._id && entry.action === 'report.uphold');
    expect(upheld).toMatchObject({
      before: { status: 'open', listingStatus: 'active', strikes: 0 },
      after: { status: 'actioned', deactivatedListing: true, struckAgent: true, strikes: 1 },
    });
    expect(audits.some((entry) => entry.action === 'listing.deactivate' && entry.targetId === listing.id)).toBe(true);
    expect(audits.some((entry) => entry.action === 'report.uphold' && entry.targetId === sibling.body.data._id)).toBe(
      true,
    );
  });

  test('uphold of a listing an admin already took down: no error, no second deactivation', async () => {
    const { buyer, listing } = await setting();
    const other = await signedInUser(t, 'BUYER');
    await db
      .update(properties)
      .set({
        listingStatus: 'inactive',
        moderationReason: 'Photos belong to another listing.',
        moderatedAt: new Date(),
      })
      .where(eq(properties.id, listing.id));
    const sent = await reportListing(buyer, listing);
    await reportListing(other, listing);
    const done = await resolve(sent.body.data._id, { ...uphold, strikeAgent: false });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ deactivatedListing: true, struckAgent: false, agent: { strikes: 0 } });
    const [property] = await db.select().from(properties).where(eq(properties.id, listing.id));
    expect(property?.moderationReason).toBe('Photos belong to another listing.');
  });

  test('an agent report cannot deactivate a listing; dismiss takes no action; the note is required', async () => {
    const { agent, buyer } = await setting();
    const sent = await report(buyer, { agentId: agent.user._id });
    const id = sent.body.data._id;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...uphold, deactivateListing: true }, reportMessages.noListingToDeactivate],
      [{ decision: 'dismiss', note: uphold.note, strikeAgent: true }, reportMessages.dismissTakesNoAction],
      [{ decision: 'uphold', note: 'Too short' }, reportMessages.noteMin],
      [{ decision: 'uphold' }, reportMessages.noteRequired],
      [{ decision: 'maybe', note: uphold.note }, reportMessages.decisionRequired],
      [{ ...uphold, deactivateListing: 'yes' }, 'Deactivate listing must be true or false'],
    ];
    for (const [body, message] of cases) {
      const answer = await resolve(id, body);
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await resolve(crypto.randomUUID(), uphold)).status).toBe(404);
    expect((await resolve('nope', uphold)).status).toBe(404);
    // Striking from an agent report works.
    const done = await resolve(id, { ...uphold, deactivateListing: false });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ listing: null, struckAgent: true, agent: { strikes: 1 } });
  });

  test('twenty resolves at once: one effect (one strike, one notice each), nineteen 409s', async () => {
    const { agent, buyer, listing } = await setting();
    const sent = await reportListing(buyer, listing);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => resolve(sent.body.data._id, uphold, index % 2 ? secondAdmin : admin)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(reportMessages.alreadyResolved);
    const [agentRow] = await db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(agentRow?.strikes).toBe(1);
    expect((await noticesOf(agent.user._id)).filter((n) => n.title === reportMessages.strikeTitle(1))).toHaveLength(1);
    expect((await noticesOf(buyer.user._id)).filter((n) => n.title === reportMessages.outcomeTitle)).toHaveLength(1);
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, sent.body.data._id), eq(auditLog.action, 'report.uphold')));
    expect(entries).toHaveLength(1);
  }, 30_000);

  test('two reports of one listing upheld at once by two admins: one takes the listing down and answers both', async () => {
    const { agent, buyer, listing } = await setting();
    const other = await signedInUser(t, 'BUYER');
    const ids = [
      (await reportListing(buyer, listing)).body.data._id,
      (await reportListing(other, listing)).body.data._id,
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        resolve(ids[index % 2] as string, uphold, index % 2 ? secondAdmin : admin),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    expect(answers.find((answer) => answer.status === 200)?.body.alsoResolved).toBe(1);
    const [agentRow] = await db.select().from(agents).where(eq(agents.userId, agent.user._id));
    expect(agentRow?.strikes).toBe(1);
    const rows = await db.select().from(reports).where(eq(reports.propertyId, listing.id));
    expect(rows.map((row) => row.status)).toEqual(['actioned', 'actioned']);
  }, 30_000);

  test('the third upheld strike blocks the agent: sessions gone, sign-in refused, listings out of search', async () => {
    const { agent, listing } = await setting('Bungalow in Ajah');
    const second = await liveListing(t, agent.user._id, { title: 'Terrace in Ajah' });
    const reporters = [await signedInUser(t, 'BUYER'), await signedInUser(t, 'BUYER'), await signedInUser(t, 'BUYER')];
    const firstTwo = [
      await reportListing(reporters[0] as SignedInUser, listing),
      await report(reporters[1] as SignedInUser, { agentId: agent.user._id }),
    ];
    for (const sent of firstTwo) {
      expect((await resolve(sent.body.data._id, { ...uphold, deactivateListing: false })).status).toBe(200);
    }
    expect((await agent.client.get('/api/v1/user/me')).status).toBe(200);
    const third = await reportListing(reporters[2] as SignedInUser, second, { reason: 'duplicate' });
    const done = await resolve(third.body.data._id, { ...uphold, deactivateListing: false });
    expect(done.status).toBe(200);
    expect(done.body.data.agent).toMatchObject({ strikes: 3, isBlocked: true });

    const [user] = await db.select().from(users).where(eq(users.id, agent.user._id));
    expect(user?.isBlocked).toBe(true);
    expect(await db.select().from(sessions).where(eq(sessions.userId, agent.user._id))).toHaveLength(0);
    const signIn = await t.client().post('/api/v1/auth/sign-in', { email: agent.email, password: agent.password });
    expect(signIn.status).toBe(403);
    expect(signIn.body.message).toBe(messages.accountBlocked);
    expect((await agent.client.get('/api/v1/user/me')).status).toBe(401);
    for (const home of [listing, second]) {
      expect((await t.client().get(`/api/v1/property/slug/${home.slug}`)).status).toBe(404);
    }

    const notices = await noticesOf(agent.user._id);
    expect(notices.map((notice) => notice.title).slice(0, 2)).toEqual([
      reportMessages.blockedTitle,
      reportMessages.strikeTitle(3),
    ]);
    expect(notices[1]?.message).toContain('Strike 3 of 3');
    const [block] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, agent.user._id), eq(auditLog.action, 'user.block')));
    expect(block).toMatchObject({
      actorId: admin.user._id,
      reason: reportMessages.threeStrikesReason,
      after: { isBlocked: true },
    });
  }, 30_000);
});
