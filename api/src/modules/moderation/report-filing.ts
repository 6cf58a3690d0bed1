// A buyer or an agent reports a published listing, or an agent from their profile. One open report per reporter and
// target: the partial unique index on reports decides races (twenty at once → one report and nineteen 409s). Every
// admin is told a report is waiting, in the same transaction.
import type { ReportCreate, ReportCreated, ReportReason, ReportStatus } from '@naija-homes/contracts/moderation';
import { reportMessages } from '@naija-homes/contracts/moderation';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db } from '../../db/client';
import { properties, reports, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { notifyAdmins } from '../notifications/notifications.service';

/** The reported target: a listing (its agent is the owner) or an agent, and how notices name it. */
async function targetOf(db: Db, from: UserRow, body: ReportCreate) {
  const propertyId = body.propertyId?.trim();
  if (propertyId) {
    const [listing] = isUuid(propertyId)
      ? await db
          .select({ id: properties.id, ownerId: properties.ownerId, title: properties.title })
          .from(properties)
          .where(and(eq(properties.id, propertyId), eq(properties.isPublished, true)))
      : [];
    if (!listing) throw new HttpError(404, reportMessages.listingNotFound);
    if (listing.ownerId === from.id) throw new HttpError(400, reportMessages.ownListing);
    return { propertyId: listing.id, agentId: listing.ownerId, what: reportMessages.listingWhat(listing.title) };
  }
  const agentId = body.agentId?.trim() ?? '';
  const [agent] = isUuid(agentId)
    ? await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, agentId), eq(users.role, 'AGENT')))
    : [];
  if (!agent) throw new HttpError(404, reportMessages.agentNotFound);
  if (agent.id === from.id) throw new HttpError(400, reportMessages.yourself);
  const name = `${agent.firstName} ${agent.lastName}`.trim();
  return { propertyId: null, agentId: agent.id, what: reportMessages.agentWhat(name) };
}

/** POST /report: the report, open; admins are told. */
export async function fileReport(db: Db, from: UserRow, body: ReportCreate): Promise<ReportCreated['data']> {
  const target = await targetOf(db, from, body);
  const reason = body.reason as ReportReason;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reports)
      .values({
        propertyId: target.propertyId,
        agentId: target.agentId,
        reporterId: from.id,
        reason,
        message: body.message.trim(),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      throw new HttpError(
        409,
        target.propertyId ? reportMessages.alreadyReportedListing : reportMessages.alreadyReportedAgent,
      );
    }
    await notifyAdmins(tx, {
      title: reportMessages.newReportTitle,
      message: reportMessages.newReportNotice(target.what, reason),
    });
    return {
      _id: row.id,
      status: row.status as ReportStatus,
      reason: row.reason as ReportReason,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
