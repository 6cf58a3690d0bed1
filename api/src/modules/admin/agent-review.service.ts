// Admin decisions on agents and accounts: approve or reject a submitted profile, block and unblock users.
import { adminMessages, type BlockState } from '@naija-homes/contracts/admin';
import type { AgentDetails, AgentReview, AgentStatusChange } from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, properties, sessions, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { type AgentRow, agentDetailsJson } from '../agents/agents.service';
import { recordAudit } from '../audit/audit.service';
import { liveSubscription } from '../billing/subscriptions.service';
import { notify } from '../notifications/notifications.service';

export async function agentForReview(db: Db, userId: string): Promise<AgentReview> {
  const [row] = await db
    .select({ user: users, agent: agents })
    .from(agents)
    .innerJoin(users, eq(users.id, agents.userId))
    .where(eq(agents.userId, userId));
  if (!row) throw new HttpError(404, messages.notFound);
  return {
    _id: row.user.id,
    fullName: `${row.user.firstName} ${row.user.lastName}`,
    email: row.user.email,
    phoneNumber: row.user.phoneNumber,
    photo: row.user.image,
    bio: row.user.bio,
    isBlocked: row.user.isBlocked,
    agent: agentDetailsJson(row.agent),
  };
}

/** Approves or rejects a profile; the decision is audited in its transaction (who, the status before and after). */
export async function changeAgentStatus(
  db: Db,
  mailer: Mailer,
  adminId: string,
  userId: string,
  change: AgentStatusChange,
): Promise<AgentDetails> {
  const agent = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
    if (!row) throw new HttpError(404, messages.notFound);
    if (change.status === 'approved' && row.status !== 'submitted')
      throw new HttpError(409, adminMessages.onlySubmittedApproved);
    if (change.status === 'rejected' && row.status !== 'submitted' && row.status !== 'approved') {
      throw new HttpError(409, adminMessages.onlyReviewableRejected);
    }
    const reason = change.status === 'rejected' ? (change.reason ?? '').trim() : null;
    const [saved] = await tx
      .update(agents)
      .set({ status: change.status, rejectionReason: reason, reviewedAt: new Date() })
      .where(eq(agents.id, row.id))
      .returning();
    const title = change.status === 'approved' ? adminMessages.agentApprovedTitle : adminMessages.agentRejectedTitle;
    const message =
      change.status === 'approved'
        ? adminMessages.agentApprovedNotice
        : adminMessages.agentRejectedNotice(reason ?? '');
    await notify(tx, userId, { title, message });
    const [user] = await tx
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    await recordAudit(tx, adminId, {
      action: change.status === 'approved' ? 'agent.approve' : 'agent.reject',
      targetType: 'agent',
      targetId: userId,
      targetLabel: user ? `${user.firstName} ${user.lastName}`.trim() : null,
      before: { status: row.status, rejectionReason: row.rejectionReason },
      after: { status: change.status, rejectionReason: reason },
      reason,
    });
    const decided = saved as AgentRow;
    const decision = decided.status === 'approved' ? 'approved' : 'not approved yet';
    if (user) {
      await mailer.send(
        tx,
        adminAlertMail(user.email, `Your Naija Homes agent profile was ${decision}`, [
          `Hello ${user.firstName},`,
          decided.status === 'approved'
            ? adminMessages.agentApprovedMail
            : adminMessages.agentRejectedMail(decided.rejectionReason ?? ''),
        ]),
      );
    }
    return decided;
  });
  return agentDetailsJson(agent);
}

/**
 * Blocking ends every session of the user at once and takes an agent's listings out of search; sign-in is refused
 * while blocked. Unblocking brings the listings back if the agent's plan is still live. A change is audited in its
 * transaction; repeating it (blocking a blocked user) answers the same and audits nothing, as nothing changed.
 */
export async function setBlocked(db: Db, adminId: string, userId: string, blocked: boolean): Promise<BlockState> {
  if (blocked && adminId === userId) throw new HttpError(400, adminMessages.cannotBlockYourself);
  const live = blocked ? null : await liveSubscription(db, userId);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ isBlocked: users.isBlocked, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) throw new HttpError(404, messages.notFound);
    const [user] = await tx
      .update(users)
      .set({ isBlocked: blocked })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (!user) throw new HttpError(404, messages.notFound);
    if (current.isBlocked !== blocked) {
      await recordAudit(tx, adminId, {
        action: blocked ? 'user.block' : 'user.unblock',
        targetType: 'user',
        targetId: userId,
        targetLabel: `${current.firstName} ${current.lastName}`.trim(),
        before: { isBlocked: current.isBlocked },
        after: { isBlocked: blocked },
      });
    }
    if (blocked) await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx
      .update(properties)
      .set({ ownerHasPlan: !blocked && live !== null })
      .where(eq(properties.ownerId, userId));
    return { _id: user.id, isBlocked: blocked };
  });
}
