// Agent onboarding: the verification steps, progress computed from them, and submission for admin review.
import {
  type AgentCredentials,
  type AgentDetails,
  type AgentOffice,
  type AgentSocial,
  agentMessages,
  agentProgress,
  agentSteps,
  credentialsLocked as areCredentialsLocked,
} from '@naija-homes/contracts/agent';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agents, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { fileContentTypes, fileExtensions } from '../../lib/file-type';
import type { AcceptedFile } from '../../lib/upload';
import type { KycProvider, KycRequest } from '../../providers/kyc';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { type FileStorage, newFileKey } from '../../providers/storage';
import { notify } from '../notifications/notifications.service';

export type AgentRow = typeof agents.$inferSelect;

/** The private URL of an agent's certificate: served only to the agent and admins. */
export const certificateUrl = (userId: string) => `/api/v1/agent/${userId}/certificate`;

/** The agent's own view of their details: every step, its completion and the progress. */
export function agentDetailsJson(row: AgentRow): AgentDetails {
  return {
    _id: row.id,
    status: row.status as AgentDetails['status'],
    progress: row.progress,
    steps: agentSteps(row),
    isSmileIdVerified: row.isSmileIdVerified,
    licenseNo: row.licenseNo,
    certificationNo: row.certificationNo,
    certificatePdf: row.certificatePdf ? certificateUrl(row.userId) : null,
    verificationType: row.verificationType,
    identificationLast4: row.identificationLast4,
    smileIdVerifiedAt: row.smileIdVerifiedAt?.toISOString() ?? null,
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

/**
 * Saves one step's fields and recomputes the progress in the same statement's transaction; `check` may refuse the
 * row the change would leave.
 */
async function saveStep(
  db: Db,
  userId: string,
  changes: Partial<AgentRow>,
  check?: (next: AgentRow) => void,
): Promise<AgentRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
    if (!current) throw new HttpError(404, messages.notFound);
    const next = { ...current, ...changes };
    check?.(next);
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
  // Saving must not report success while leaving the step without any link (incomplete).
  return saveStep(db, userId, changes, (next) => {
    if (!agentSteps(next).social) throw new HttpError(400, agentMessages.socialLinkRequired);
  });
}

const isLocked = (row: AgentRow) => areCredentialsLocked(row.status as AgentDetails['status']);

/**
 * Step 2. The new certificate is stored before the transaction and removed again if the transaction fails; the
 * replaced one is removed only after commit, so a failure never leaves the agent without a certificate.
 */
export async function saveCredentials(
  db: Db,
  storage: FileStorage,
  userId: string,
  credentials: AgentCredentials,
  certificate: AcceptedFile | undefined,
): Promise<AgentRow> {
  const before = await requireAgentRow(db, userId);
  if (isLocked(before)) throw new HttpError(403, agentMessages.credentialsLocked);
  if (!certificate && !before.certificatePdf) throw new HttpError(400, agentMessages.certificateRequired);
  const stored = certificate
    ? await storage.put(
        newFileKey('certificates', fileExtensions[certificate.kind]),
        certificate.bytes,
        fileContentTypes[certificate.kind],
      )
    : undefined;
  let replaced: string | null = null;
  try {
    const saved = await db.transaction(async (tx) => {
      const [current] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
      if (!current) throw new HttpError(404, messages.notFound);
      if (isLocked(current)) throw new HttpError(403, agentMessages.credentialsLocked);
      replaced = stored ? current.certificatePdf : null;
      const changes = {
        licenseNo: credentials.licenseNo.trim().replace(/\s+/g, ' '),
        certificationNo: credentials.certificationNo.trim().replace(/\s+/g, ' '),
        certificatePdf: stored?.key ?? current.certificatePdf,
      };
      const [row] = await tx
        .update(agents)
        .set({ ...changes, progress: agentProgress({ ...current, ...changes }) })
        .where(eq(agents.id, current.id))
        .returning();
      return row as AgentRow;
    });
    if (replaced) await storage.remove(replaced).catch(() => undefined);
    return saved;
  } catch (error) {
    if (stored) await storage.remove(stored.key).catch(() => undefined);
    throw error;
  }
}

/**
 * Step 1. The provider is asked outside any transaction (it is a slow network call); the result is then saved
 * under a row lock so two tabs verifying at once cannot both count.
 */
export async function verifyIdentity(db: Db, kyc: KycProvider, request: KycRequest): Promise<AgentRow> {
  const before = await requireAgentRow(db, request.userId);
  if (before.isSmileIdVerified) throw new HttpError(409, agentMessages.alreadyVerified);
  const result = await kyc.verify(request);
  if (!result.verified) throw new HttpError(422, result.reason);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.userId, request.userId)).for('update');
    if (!current) throw new HttpError(404, messages.notFound);
    if (current.isSmileIdVerified) throw new HttpError(409, agentMessages.alreadyVerified);
    const changes = {
      isSmileIdVerified: true,
      verificationType: request.verificationType,
      identificationLast4: request.identification.slice(-4),
      kycProvider: kyc.name,
      kycReference: result.reference,
      smileIdVerifiedAt: new Date(),
    };
    const [row] = await tx
      .update(agents)
      .set({ ...changes, progress: agentProgress({ ...current, ...changes }) })
      .where(eq(agents.id, current.id))
      .returning();
    // The verified names become the account's names, so the public profile shows the name on the ID.
    await tx
      .update(users)
      .set({
        firstName: request.firstname,
        lastName: request.lastname,
        name: `${request.firstname} ${request.lastname}`,
      })
      .where(eq(users.id, request.userId));
    return row as AgentRow;
  });
}

/** Submit Profile: only at 100%, never twice; every admin is told (a notification and an email, in the commit). */
export async function submitProfile(db: Db, mailer: Mailer, userId: string): Promise<AgentRow> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(agents).where(eq(agents.userId, userId)).for('update');
    if (!current) throw new HttpError(404, messages.notFound);
    if (current.status === 'submitted') throw new HttpError(409, agentMessages.alreadySubmitted);
    if (current.status === 'approved') throw new HttpError(409, agentMessages.alreadyApproved);
    if (agentProgress(current) < 100) throw new HttpError(422, agentMessages.completeAllSteps);
    const [saved] = await tx
      .update(agents)
      .set({ status: 'submitted', submittedAt: new Date(), rejectionReason: null, progress: 100 })
      .where(eq(agents.id, current.id))
      .returning();
    const [agentUser] = await tx.select().from(users).where(eq(users.id, userId));
    const fullName = agentUser ? `${agentUser.firstName} ${agentUser.lastName}` : 'An agent';
    const adminRows = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    for (const admin of adminRows) {
      await notify(tx, admin.id, {
        title: 'Agent profile submitted',
        message: `${fullName} submitted their profile for review.`,
      });
      await mailer.send(
        tx,
        adminAlertMail(admin.email, `Agent profile to review: ${fullName}`, [
          `${fullName} completed every verification step and submitted their profile.`,
          'Open Users in the admin area to review the details and approve or reject it.',
        ]),
      );
    }
    return saved as AgentRow;
  });
}
