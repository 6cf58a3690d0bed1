// Leads: anyone (signed in or not) asks an agent about a listing or about their services; the agent is told at once
// and works through their leads (new → contacted → closed), replies by email or opens a chat, and exports them.
import {
  type Lead,
  type LeadCreateBody,
  type LeadStatus,
  type LeadsPage,
  leadMessages,
  leadStatuses,
} from '@naija-homes/contracts/lead';
import { messages } from '@naija-homes/contracts/messages';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db } from '../../db/client';
import { leads, properties, users } from '../../db/schema';
import { csvDocument, csvPhone, csvTime } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { totalPages } from '../../lib/pagination';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { isPublicAgent } from '../agents/agents-public.service';
import { roomOf } from '../chat/chat.service';
import { recordListingEvent } from '../insights/listing-events';
import { notify } from '../notifications/notifications.service';
import { searchLive } from '../search/search.sql';

export interface LeadDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

const leadColumns = {
  lead: leads,
  property: { id: properties.id, slug: properties.slug, title: properties.title, address: properties.address },
};

type LeadJoinRow = {
  lead: typeof leads.$inferSelect;
  property: { id: string; slug: string; title: string; address: string | null } | null;
};

function leadJson({ lead, property }: LeadJoinRow): Lead {
  return {
    _id: lead.id,
    fullName: lead.fullName,
    email: lead.email,
    phoneNumber: lead.phoneNumber,
    message: lead.message,
    status: lead.status as LeadStatus,
    buyerId: lead.buyerId,
    propertyId: property
      ? { _id: property.id, slug: property.slug, title: property.title, address: property.address }
      : null,
    createdAt: lead.createdAt.toISOString(),
  };
}

/** POST /lead/create: the agent must be public; a listing, when named, must be theirs and live. */
export async function createLead(deps: LeadDeps, caller: UserRow | null, body: LeadCreateBody): Promise<Lead> {
  const agentId = body.agentId;
  if (!(await isPublicAgent(deps.db, requireUuid(agentId)))) throw new HttpError(404, leadMessages.notAnAgent);
  let property: LeadJoinRow['property'] = null;
  if (body.propertyId) {
    const [listing] = await deps.db
      .select({ ...leadColumns.property, ownerId: properties.ownerId })
      .from(properties)
      .where(and(eq(properties.id, requireUuid(body.propertyId)), searchLive));
    if (!listing) throw new HttpError(404, leadMessages.listingNotFound);
    if (listing.ownerId !== agentId) throw new HttpError(400, leadMessages.notOwner);
    property = { id: listing.id, slug: listing.slug, title: listing.title, address: listing.address };
  }
  const subject = property ? property.title : 'your services';
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(leads)
      .values({
        agentId,
        propertyId: property?.id ?? null,
        buyerId: caller?.role === 'BUYER' ? caller.id : null,
        fullName: body.fullName,
        email: body.email,
        phoneNumber: body.phoneNumber ?? null,
        message: body.message,
      })
      .onConflictDoNothing()
      .returning();
    if (!inserted) throw new HttpError(409, leadMessages.alreadySent);
    if (property) await recordListingEvent(tx, 'leads', property.id);
    await notify(tx, agentId, {
      title: `New lead: ${body.fullName}`,
      message: `${body.fullName} asked about ${subject}: “${body.message}”`,
    });
    const [agentRow] = await tx
      .select({ email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.id, agentId));
    // Queued in the lead's own transaction: the agent is mailed exactly when the lead exists (ADR 027).
    if (agentRow) {
      await deps.mailer.send(
        tx,
        adminAlertMail(agentRow.email, `New lead on Naija Homes: ${body.fullName}`, [
          `Hello ${agentRow.firstName},`,
          `${body.fullName} asked about ${subject}:`,
          `“${body.message}”`,
          `Email: ${body.email}${body.phoneNumber ? ` · Phone: ${body.phoneNumber}` : ''}`,
          `See your leads: ${deps.appUrl}/agent/leads`,
        ]),
      );
    }
    return inserted;
  });
  return leadJson({ lead: row, property });
}

function leadFilter(agentId: string, query: { status?: LeadStatus | undefined; search?: string | undefined }): SQL {
  const conditions: SQL[] = [eq(leads.agentId, agentId)];
  if (query.status) conditions.push(eq(leads.status, query.status));
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(ilike(leads.fullName, pattern), ilike(leads.email, pattern), ilike(leads.message, pattern)) as SQL,
    );
  }
  return and(...conditions) as SQL;
}

function selectLeads(db: Db) {
  return db.select(leadColumns).from(leads).leftJoin(properties, eq(properties.id, leads.propertyId));
}

/** GET /lead/all: my leads, newest first, by status and words; with how many I have in each status. */
export async function listLeads(
  db: Db,
  agent: UserRow,
  query: { page: number; limit: number; status?: LeadStatus | undefined; search?: string | undefined },
): Promise<LeadsPage> {
  const where = leadFilter(agent.id, query);
  const [rows, [total], byStatus] = await Promise.all([
    selectLeads(db)
      .where(where)
      .orderBy(desc(leads.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(leads).where(where),
    db
      .select({ status: leads.status, value: count() })
      .from(leads)
      .where(eq(leads.agentId, agent.id))
      .groupBy(leads.status),
  ]);
  const counts = Object.fromEntries(leadStatuses.map((status) => [status, 0])) as LeadsPage['counts'];
  for (const row of byStatus) counts[row.status as LeadStatus] = Number(row.value);
  return { data: rows.map(leadJson), totalPages: totalPages(Number(total?.value ?? 0), query.limit), counts };
}

async function ownLead(db: Db, agent: UserRow, leadId: string): Promise<LeadJoinRow> {
  const [row] = await selectLeads(db).where(and(eq(leads.id, requireUuid(leadId)), eq(leads.agentId, agent.id)));
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** PATCH /lead/{id}: the agent moves their lead to another status (any order: a closed lead can reopen). */
export async function updateLeadStatus(db: Db, agent: UserRow, leadId: string, status: LeadStatus): Promise<Lead> {
  const [updated] = await db
    .update(leads)
    .set({ status })
    .where(and(eq(leads.id, requireUuid(leadId)), eq(leads.agentId, agent.id)))
    .returning({ id: leads.id });
  if (!updated) throw new HttpError(404, messages.notFound);
  return leadJson(await ownLead(db, agent, leadId));
}

/** POST /lead/{id}/chat: the room with the buyer who asked (signed in at the time), opened if new; marks contacted. */
export async function chatWithLead(db: Db, agent: UserRow, leadId: string): Promise<string> {
  const { lead } = await ownLead(db, agent, leadId);
  if (!lead.buyerId) throw new HttpError(409, leadMessages.noAccountToChat);
  const buyerId = lead.buyerId;
  return db.transaction(async (tx) => {
    const roomId = await roomOf(tx, buyerId, agent.id);
    await tx
      .update(leads)
      .set({ status: 'contacted' })
      .where(and(eq(leads.id, lead.id), eq(leads.status, 'new')));
    return roomId;
  });
}

/** GET /lead/export.csv: every lead of mine (of a status, matching the search), newest first, for a spreadsheet. */
export async function exportLeads(
  db: Db,
  agent: UserRow,
  query: { status?: LeadStatus | undefined; search?: string | undefined },
): Promise<string> {
  const rows = await selectLeads(db).where(leadFilter(agent.id, query)).orderBy(desc(leads.seq)).limit(50_000);
  const header = ['Received (Lagos time)', 'Full name', 'Email', 'Phone', 'Listing', 'Message', 'Status'];
  return csvDocument(
    header,
    rows.map(({ lead, property }) => [
      csvTime(lead.createdAt),
      lead.fullName,
      lead.email,
      csvPhone(lead.phoneNumber),
      property ? (property.title ?? property.address) : 'Agent profile',
      lead.message,
      lead.status,
    ]),
  );
}
