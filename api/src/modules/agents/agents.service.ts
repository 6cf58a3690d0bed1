// Agent onboarding: the verification steps, progress computed from them, and submission for admin review.
import { type AgentOffice, type AgentSocial, agentProgress, agentSteps } from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, notifications, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';

export type AgentRow = typeof agents.$inferSelect;

export const completeAllSteps = 'Please complete all four verification steps before submitting your profile';
export const alreadySubmitted = 'Your profile is already with our team for review';
export const alreadyApproved = 'Your profile is already approved';
export const profileSubmitted = 'Your profile has been submitted. We will notify you once it is reviewed.';

/** The agent's own view of their details: every step, its completion and the progress. */
export function agentDetailsJson(row: AgentRow) {
  return {
    _id: row.id,
    status: row.status,
    progress: row.progress,
    steps: agentSteps(row),
    isSmileIdVerified: row.isSmileIdVerified,
    licenseNo: row.licenseNo,
    certificationNo: row.certificationNo,
    certificatePdf: row.certificatePdf,
    agencyName: row.agencyName,
    officeName: row.officeName,
    agencySize: row.agencySize,
    agencyEmail: row.agencyEmail,
    agencyPhoneNumber: row.agencyPhoneNumber,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    website: row.website,
    linkedIn: row.linkedIn,
    facebook: row.facebook,
    rejectionReason: row.rejectionReason,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function requireAgentRow(db: Db, userId: string): Promise<AgentRow> {
  const [row] = await db.select().from(agents).where(eq(agents.userId, userId)).limit(1);
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** Saves one step's fields and recomputes the progress in the same statement's transaction. */
async function saveStep(db: Db, userId: string, changes: Partial<AgentRow>): Promise<AgentRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
    if (!current) throw new HttpError(404, messages.notFound);
    const next = { ...current, ...changes };
    const [saved] = await tx
      .update(agents)
      .set({ ...changes, progress: agentProgress(next) })
      .where(eq(agents.id, current.id))
      .returning();
    if (!saved) throw new HttpError(404, messages.notFound);
    return saved;
  });
}

export function saveOffice(db: Db, userId: string, office: AgentOffice) {
  return saveStep(db, userId, {
    agencyName: office.agencyName.trim(),
    officeName: office.officeName.trim(),
    agencySize: office.agencySize,
    agencyEmail: office.agencyEmail.trim().toLowerCase(),
    agencyPhoneNumber: office.agencyPhoneNumber,
    address: office.address.trim(),
    latitude: office.latitude,
    longitude: office.longitude,
  });
}

export function saveSocial(db: Db, userId: string, social: AgentSocial) {
  const clean = (value: string | undefined) => (value === undefined ? undefined : value.trim() || null);
  const changes: Partial<AgentRow> = {};
  if (social.website !== undefined) changes.website = clean(social.website) ?? null;
  if (social.linkedIn !== undefined) changes.linkedIn = clean(social.linkedIn) ?? null;
  if (social.facebook !== undefined) changes.facebook = clean(social.facebook) ?? null;
  return saveStep(db, userId, changes);
}

/** Submit Profile: only at 100%, never twice; every admin is told (a notification now, an email after commit). */
export async function submitProfile(db: Db, mailer: Mailer, userId: string): Promise<AgentRow> {
  const { row, admins, name } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
    if (!current) throw new HttpError(404, messages.notFound);
    if (current.status === 'submitted') throw new HttpError(409, alreadySubmitted);
    if (current.status === 'approved') throw new HttpError(409, alreadyApproved);
    if (agentProgress(current) < 100) throw new HttpError(422, completeAllSteps);
    const [saved] = await tx
      .update(agents)
      .set({ status: 'submitted', submittedAt: new Date(), rejectionReason: null, progress: 100 })
      .where(eq(agents.id, current.id))
      .returning();
    const [agentUser] = await tx.select().from(users).where(eq(users.id, userId));
    const fullName = agentUser ? `${agentUser.firstName} ${agentUser.lastName}` : 'An agent';
    const adminRows = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    if (adminRows.length > 0) {
      await tx.insert(notifications).values(
        adminRows.map((admin) => ({
          userId: admin.id,
          title: 'Agent profile submitted',
          message: `${fullName} submitted their profile for review.`,
        })),
      );
    }
    return { row: saved as AgentRow, admins: adminRows, name: fullName };
  });
  await Promise.all(
    admins.map((admin) =>
      mailer.send(
        adminAlertMail(admin.email, `Agent profile to review: ${name}`, [
          `${name} completed every verification step and submitted their profile.`,
          'Open Users in the admin area to review the details and approve or reject it.',
        ]),
      ),
    ),
  );
  return row;
}
