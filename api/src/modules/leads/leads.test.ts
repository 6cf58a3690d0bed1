// Leads over HTTP: visitors and buyers ask agents about listings (the spec's messages, throttled, one lead per
// message however often it is sent); agents list, filter, move, export and answer them by chat.
import { describe, expect, test } from 'bun:test';
import { type Lead, type LeadsPage, leadMessages } from '@naija-homes/contracts/lead';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import { leads, notifications } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();

const ask = (fields: Record<string, unknown>, client = t.client()) =>
  client.post<{ data: Lead; message: string }>('/api/v1/lead/create', {
    fullName: 'Tunde Bakare',
    email: 'tunde@example.ng',
    message: 'Is this flat still available for inspection?',
    ...fields,
  });

async function agentWithListing() {
  const agent = await signedInUser(t, 'AGENT');
  const listing = await liveListing(t, agent.user._id, { title: 'Two Bedroom Flat in Yaba', propertyFor: 'rent' });
  return { agent, listing };
}

describe('leaving a lead', () => {
  test('a visitor asks about a listing: the agent is told at once and sees it on their list', async () => {
    const { agent, listing } = await agentWithListing();
    const sent = await ask({ agentId: agent.user._id, propertyId: listing.id, phoneNumber: '0803 123 4567' });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe(leadMessages.sent);
    expect(sent.body.data).toMatchObject({
      fullName: 'Tunde Bakare',
      email: 'tunde@example.ng',
      phoneNumber: '+2348031234567',
      status: 'new',
      buyerId: null,
      propertyId: { _id: listing.id, title: 'Two Bedroom Flat in Yaba' },
    });
    const [notice] = await t.database.db.select().from(notifications).where(eq(notifications.userId, agent.user._id));
    expect(notice?.title).toBe('New lead: Tunde Bakare');
    const list = await agent.client.get<LeadsPage>('/api/v1/lead/all');
    expect(list.body.data.map((lead) => lead._id)).toEqual([sent.body.data._id]);
    expect(list.body.counts).toEqual({ new: 1, contacted: 0, closed: 0 });
  });

  test("the spec's messages, word for word, and only allowed fields", async () => {
    const { agent } = await agentWithListing();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ fullName: '' }, leadMessages.fullNameRequired],
      [{ fullName: 'A' }, leadMessages.fullNameMin],
      [{ fullName: 'Abcdefghij Klmnopqrstu' }, leadMessages.fullNameMax],
      [{ fullName: 'R2 D2' }, leadMessages.fullNameLetters],
      [{ email: 'not-an-email' }, messages.emailInvalid],
      [{ phoneNumber: '12' }, messages.phoneInvalid],
      [{ message: 'Hi there' }, leadMessages.messageMin],
      [{ message: 'x'.repeat(201) }, leadMessages.messageMax],
      [{ role: 'ADMIN' }, messages.onlyAllowedFields],
    ];
    for (const [fields, message] of cases) {
      const answer = await ask({ agentId: agent.user._id, ...fields });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    // An empty phone is dropped, a name with a space or hyphen is a name.
    const ok = await ask({ agentId: agent.user._id, fullName: 'Ngozi Ade-Ola', phoneNumber: '' });
    expect(ok.status).toBe(201);
    expect(ok.body.data.phoneNumber).toBeNull();
  });

  test('the agent must be public and own the listing, which must be live', async () => {
    const { agent, listing } = await agentWithListing();
    const other = await signedInUser(t, 'AGENT');
    expect((await ask({ agentId: other.user._id, propertyId: listing.id })).body.message).toBe(leadMessages.notOwner);
    const buyer = await signedInUser(t, 'BUYER');
    expect((await ask({ agentId: buyer.user._id })).status).toBe(404);
    const hidden = await liveListing(t, agent.user._id, { isPublished: false });
    expect((await ask({ agentId: agent.user._id, propertyId: hidden.id })).body.message).toBe(
      leadMessages.listingNotFound,
    );
    expect((await ask({ agentId: 'nobody' })).status).toBe(404);
  });

  test('twenty copies of one form make one lead and nineteen 409s; other words are another lead', async () => {
    const { agent, listing } = await agentWithListing();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => ask({ agentId: agent.user._id, propertyId: listing.id })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array(19).fill(409)]);
    expect(answers.find((answer) => answer.status === 409)?.body.message).toBe(leadMessages.alreadySent);
    expect((await ask({ agentId: agent.user._id, propertyId: listing.id, email: 'TUNDE@example.ng' })).status).toBe(
      409,
    );
    expect(
      (await ask({ agentId: agent.user._id, propertyId: listing.id, message: 'Can I see it on Saturday morning?' }))
        .status,
    ).toBe(201);
    expect(await t.database.db.select().from(leads).where(eq(leads.agentId, agent.user._id))).toHaveLength(2);
  });

  test('strangers are throttled: past the public-write budget a client gets 429, another client does not', async () => {
    const limited = await setupTestApp({ rateRules: { publicWrite: { max: 3, windowSeconds: 600 } } });
    const agent = await signedInUser(limited, 'AGENT');
    const spam = (i: number, ip: string) =>
      limited.client(ip).post('/api/v1/lead/create', {
        fullName: 'Spam Bot',
        email: `bot${i}@example.ng`,
        message: `Cheap loans for everyone, number ${i}`,
        agentId: agent.user._id,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await spam(i, '203.0.113.9')).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await spam(9, '198.51.100.7')).status).toBe(201);
  });
});

describe("the agent's leads", () => {
  async function withLeads(agent: SignedInUser, count: number) {
    const ids: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const sent = await ask({
        agentId: agent.user._id,
        fullName: `Person ${'ABCDEFGHIJ'[i]}`,
        message: `Question number ${i} about the flat`,
      });
      ids.push(sent.body.data._id);
    }
    return ids;
  }

  test('moved between statuses, filtered, searched and paged; nobody else reads or moves them', async () => {
    const { agent } = await agentWithListing();
    const ids = await withLeads(agent, 3);
    const moved = await agent.client.patch<{ data: Lead; message: string }>(`/api/v1/lead/${ids[0]}`, {
      status: 'contacted',
    });
    expect(moved.body).toMatchObject({ message: leadMessages.updated, data: { status: 'contacted' } });
    const contacted = await agent.client.get<LeadsPage>('/api/v1/lead/all?status=contacted');
    expect(contacted.body.data.map((lead) => lead._id)).toEqual([ids[0] as string]);
    expect(contacted.body.counts).toEqual({ new: 2, contacted: 1, closed: 0 });
    const searched = await agent.client.get<LeadsPage>('/api/v1/lead/all?search=%20number%202%20');
    expect(searched.body.data.map((lead) => lead._id)).toEqual([ids[2] as string]);
    const paged = await agent.client.get<LeadsPage>('/api/v1/lead/all?limit=2&page=2');
    expect(paged.body.totalPages).toBe(2);
    expect(paged.body.data.map((lead) => lead._id)).toEqual([ids[0] as string]);
    expect((await agent.client.patch(`/api/v1/lead/${ids[0]}`, { status: 'lost' })).status).toBe(400);
    const other = await signedInUser(t, 'AGENT');
    expect((await other.client.patch(`/api/v1/lead/${ids[0]}`, { status: 'closed' })).status).toBe(404);
    expect((await other.client.get<LeadsPage>('/api/v1/lead/all')).body.data).toHaveLength(0);
    const buyer = await signedInUser(t, 'BUYER');
    expect((await buyer.client.get('/api/v1/lead/all')).status).toBe(403);
  });

  test('exported as CSV a spreadsheet opens safely', async () => {
    const { agent, listing } = await agentWithListing();
    await ask({ agentId: agent.user._id, propertyId: listing.id, message: '=HYPERLINK("http://evil") "quoted" words' });
    const response = await agent.client.raw('GET', '/api/v1/lead/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const text = await response.text();
    const [header, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('"Received (Lagos time)","Full name","Email","Phone","Listing","Message","Status"');
    expect(row).toContain('"Two Bedroom Flat in Yaba"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil"") ""quoted"" words"`);
    expect(row?.endsWith('"new"')).toBe(true);
  });

  test('the CSV convention: Lagos time, readable phones that a spreadsheet never runs as a formula', async () => {
    const { agent, listing } = await agentWithListing();
    const sent = await ask({ agentId: agent.user._id, propertyId: listing.id, phoneNumber: '+234 803 123 4567' });
    expect(sent.status).toBe(201);
    const text = await (await agent.client.raw('GET', '/api/v1/lead/export.csv')).text();
    const [, row] = text.replace(/^\uFEFF/, '').split('\r\n');
    const [received, , , phone] = (row ?? '').split('","').map((cell) => cell.replace(/^"|"$/g, ''));
    expect(phone).toBe('(+234) 803 123 4567');
    // Lagos wall-clock time (UTC+1), as the newsletter's file writes it.
    expect(received).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const utcHour = new Date().getUTCHours();
    expect([(utcHour + 1) % 24, (utcHour + 2) % 24]).toContain(Number(received?.slice(11, 13)));
    // No cell of the file starts with a formula character, the phone's included.
    for (const cell of (row ?? '').split(',')) expect(cell.replace(/^"/, '')).not.toMatch(/^[=+\-@\t\r]/);
  });

  test("a signed-in buyer's lead opens a chat room with them; a visitor's does not", async () => {
    const { agent, listing } = await agentWithListing();
    const buyer = await signedInUser(t, 'BUYER');
    const fromBuyer = await ask({ agentId: agent.user._id, propertyId: listing.id }, buyer.client);
    expect(fromBuyer.body.data.buyerId).toBe(buyer.user._id);
    const chat = await agent.client.post<{ data: { roomId: string } }>(`/api/v1/lead/${fromBuyer.body.data._id}/chat`);
    expect(chat.status).toBe(200);
    const again = await agent.client.post<{ data: { roomId: string } }>(`/api/v1/lead/${fromBuyer.body.data._id}/chat`);
    expect(again.body.data.roomId).toBe(chat.body.data.roomId);
    const room = await buyer.client.get<{ data: { user2: { _id: string } } }>(`/api/v1/room/${chat.body.data.roomId}`);
    expect(room.body.data.user2._id).toBe(agent.user._id);
    const list = await agent.client.get<LeadsPage>('/api/v1/lead/all');
    expect(list.body.data[0]?.status).toBe('contacted');
    const fromVisitor = await ask({ agentId: agent.user._id, message: 'Do you manage properties in Ikoyi?' });
    const refused = await agent.client.post(`/api/v1/lead/${fromVisitor.body.data._id}/chat`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(leadMessages.noAccountToChat);
  });
});
