// An admin resolves an open report: dismiss it, or uphold it, optionally deactivating the listing and giving the agent
// a strike (the third blocks the account). All in one transaction with the audit entries and the notices: the
// reporter hears the outcome, the agent hears of the strike (and the block), other reporters of the same listing hear
// the same outcome when the listing comes down.
//
// Locks are taken in one order (agent → listing → report) so that resolves racing on the same report, listing or
// agent wait for each other instead of deadlocking; the report's status is checked once its lock is held, so twenty
// identical resolves leave one effect and nineteen 409s.

import { messages } from '@naija-homes/contracts/messages';
import {
  type ReportReason,
  type ReportResolutionBody,
  reportMessages,
  STRIKES_TO_BLOCK,
} from '@naija-homes/contracts/moderation';
import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { agents, properties, reports, sessions, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { deactivateListing } from '../admin-properties/listing-moderation';
import { recordAudit } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';
import { oneReport } from './report-queue';

type ReportRow = typeof reports.$inferSelect;

export interface Resolved {
  id: string;
  alsoResolved: number;
}

/** How notices name what was reported: the listing by its title, else the agent by name. */
async function describe(tx: Tx, report: ReportRow) {
  const [agent] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, isBlocked: users.isBlocked })
    .from(users)
    .where(eq(users.id, report.agentId));
  const agentName = agent ? `${agent.firstName} ${agent.lastName}`.trim() : '';
  if (report.propertyId) {
    const [listing] = await tx
      .select({ title: properties.title })
      .from(properties)
      .where(eq(properties.id, report.propertyId));
    return {
      what: reportMessages.listingWhat(listing?.title ?? null),
      label: listing?.title ?? null,
      agentBlocked: agent?.isBlocked ?? false,
    };
  }
  return { what: reportMessages.agentWhat(agentName), label: agentName, agentBlocked: agent?.isBlocked ?? false };
}

/**
 * The agent's account blocked after the last strike, as an admin's block does (agent-review.service.ts setBlocked):
 * sessions ended, listings out of search; the agent told and the block audited.
 */
async function blockForStrikes(tx: Tx, adminId: string, agentId: string, label: string | null) {
  await tx.update(users).set({ isBlocked: true }).where(eq(users.id, agentId));
  await tx.delete(sessions).where(eq(sessions.userId, agentId));
  await tx.update(properties).set({ ownerHasPlan: false }).where(eq(properties.ownerId, agentId));
  await notify(tx, agentId, { title: reportMessages.blockedTitle, message: reportMessages.blockedNotice });
  const [person] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, agentId));
  await recordAudit(tx, adminId, {
    action: 'user.block',
    targetType: 'user',
    targetId: agentId,
    targetLabel: person ? `${person.firstName} ${person.lastName}`.trim() : label,
    before: { isBlocked: false },
    after: { isBlocked: true },
    reason: reportMessages.threeStrikesReason,
  });
}

/** PATCH /admin/reports/{id}/resolve. */
export async function resolveReport(
  db: Db,
  adminId: string,
  reportId: string,
  decision: ReportResolutionBody,
): Promise<Resolved> {
  const note = decision.note.trim();
  const uphold = decision.decision === 'uphold';
  return db.transaction(async (tx) => {
    // The report's agent and listing never change: read them first to lock in order.
    const [seen] = await tx.select().from(reports).where(eq(reports.id, reportId));
    if (!seen) throw new HttpError(404, messages.notFound);
    if (uphold && decision.deactivateListing && !seen.propertyId) {
      throw new HttpError(400, reportMessages.noListingToDeactivate);
    }
    const strike = uphold && decision.strikeAgent;
    const takeDown = uphold && decision.deactivateListing && seen.propertyId !== null;
    const [agentRow] = strike
      ? await tx.select().from(agents).where(eq(agents.userId, seen.agentId)).for('update')
      : [];
    const [listingRow] =
      takeDown && seen.propertyId
        ? await tx.select().from(properties).where(eq(properties.id, seen.propertyId)).for('update')
        : [];
    const [report] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (report?.status !== 'open') throw new HttpError(409, reportMessages.alreadyResolved);

    const { what, label, agentBlocked } = await describe(tx, report);
    const now = new Date();
    const audit = {
      targetType: 'report' as const,
      targetId: report.id,
      targetLabel: label,
      reason: note,
    };

    if (!uphold) {
      await tx
        .update(reports)
        .set({ status: 'dismissed', resolutionNote: note, resolvedBy: adminId, resolvedAt: now })
        .where(eq(reports.id, report.id));
      await notify(tx, report.reporterId, {
        title: reportMessages.outcomeTitle,
        message: reportMessages.dismissedNotice(what, note),
      });
      await recordAudit(tx, adminId, {
        ...audit,
        action: 'report.dismiss',
        before: { status: 'open' },
        after: { status: 'dismissed' },
      });
      return { id: report.id, alsoResolved: 0 };
    }

    // The listing comes down unless an admin already holds it down (then there is nothing more to do).
    if (takeDown && listingRow && listingRow.moderationReason === null) {
      await deactivateListing(
        tx,
        adminId,
        listingRow.id,
        reportMessages.deactivationReason(report.reason as ReportReason),
      );
    }
    let strikes = agentRow?.strikes ?? 0;
    let blocked = false;
    if (strike && agentRow) {
      const [saved] = await tx
        .update(agents)
        .set({ strikes: agentRow.strikes + 1 })
        .where(eq(agents.id, agentRow.id))
        .returning({ strikes: agents.strikes });
      strikes = saved?.strikes ?? agentRow.strikes + 1;
      await notify(tx, report.agentId, {
        title: reportMessages.strikeTitle(strikes),
        message: reportMessages.strikeNotice(strikes, what, report.reason as ReportReason),
      });
      if (strikes >= STRIKES_TO_BLOCK && !agentBlocked) {
        await blockForStrikes(tx, adminId, report.agentId, label);
        blocked = true;
      }
    }
    const struck = strike && agentRow !== undefined;
    await tx
      .update(reports)
      .set({
        status: 'actioned',
        resolutionNote: note,
        deactivatedListing: takeDown,
        struckAgent: struck,
        resolvedBy: adminId,
        resolvedAt: now,
      })
      .where(eq(reports.id, report.id));
    await notify(tx, report.reporterId, {
      title: reportMessages.outcomeTitle,
      message: reportMessages.upheldNotice(what, note),
    });
    await recordAudit(tx, adminId, {
      ...audit,
      action: 'report.uphold',
      before: {
        status: 'open',
        ...(takeDown ? { listingStatus: listingRow?.listingStatus } : {}),
        ...(struck ? { strikes: agentRow?.strikes } : {}),
      },
      after: {
        status: 'actioned',
        deactivatedListing: takeDown,
        struckAgent: struck,
        ...(takeDown ? { listingStatus: 'inactive' } : {}),
        ...(struck ? { strikes } : {}),
        ...(blocked ? { agentBlocked: true } : {}),
      },
    });

    // Other open reports on a listing that came down have their answer too: resolved the same way, each reporter told.
    if (!takeDown || !report.propertyId) return { id: report.id, alsoResolved: 0 };
    const siblings = await tx
      .update(reports)
      .set({
        status: 'actioned',
        resolutionNote: note,
        deactivatedListing: true,
        resolvedBy: adminId,
        resolvedAt: now,
      })
      .where(and(eq(reports.propertyId, report.propertyId), eq(reports.status, 'open'), ne(reports.id, report.id)))
      .returning({ id: reports.id, reporterId: reports.reporterId });
    for (const sibling of siblings) {
      await notify(tx, sibling.reporterId, {
        title: reportMessages.outcomeTitle,
        message: reportMessages.upheldNotice(what, note),
      });
      await recordAudit(tx, adminId, {
        ...audit,
        targetId: sibling.id,
        action: 'report.uphold',
        before: { status: 'open' },
        after: { status: 'actioned', deactivatedListing: true, resolvedWith: report.id },
      });
    }
    return { id: report.id, alsoResolved: siblings.length };
  });
}

/** The report as the queue shows it after the change. */
export async function resolvedReport(db: Db, resolved: Resolved) {
  return oneReport(db, resolved.id);
}
