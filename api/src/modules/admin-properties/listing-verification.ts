// An admin marking a listing verified after checking its papers and the site (the 'Verified listing' badge on its
// card and page), and taking the badge off again. The row lock orders concurrent calls: one changes it, the rest
// find it done and answer 409.
import { adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import { messages } from '@naija-homes/contracts/messages';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { properties } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { notify } from '../notifications/notifications.service';

async function lockListing(tx: Tx, propertyId: string): Promise<PropertyRow> {
  const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

/** Marks a published listing verified: the badge shows, the agent is told, the action is audited. */
export async function verifyListing(tx: Tx, adminId: string, propertyId: string): Promise<PropertyRow> {
  const current = await lockListing(tx, propertyId);
  if (current.verifiedAt !== null) throw new HttpError(409, adminPropertyMessages.alreadyVerified);
  if (!current.isPublished) throw new HttpError(409, adminPropertyMessages.onlyPublishedVerified);
  const verifiedAt = new Date();
  const [saved] = await tx
    .update(properties)
    .set({ verifiedAt, verifiedBy: adminId })
    .where(eq(properties.id, propertyId))
    .returning();
  await notify(tx, current.ownerId, {
    title: adminPropertyMessages.verifiedTitle,
    message: adminPropertyMessages.verifiedNotice(current.title),
  });
  await recordAudit(tx, adminId, {
    action: 'listing.verify',
    targetType: 'listing',
    targetId: propertyId,
    targetLabel: current.title,
    before: { verifiedAt: null },
    after: { verifiedAt: verifiedAt.toISOString(), verifiedBy: adminId },
  });
  return saved as PropertyRow;
}

/** Takes the badge off a verified listing (audited; the agent is not notified). */
export async function unverifyListing(tx: Tx, adminId: string, propertyId: string): Promise<PropertyRow> {
  const current = await lockListing(tx, propertyId);
  if (current.verifiedAt === null) throw new HttpError(409, adminPropertyMessages.notVerified);
  const [saved] = await tx
    .update(properties)
    .set({ verifiedAt: null, verifiedBy: null })
    .where(eq(properties.id, propertyId))
    .returning();
  await recordAudit(tx, adminId, {
    action: 'listing.unverify',
    targetType: 'listing',
    targetId: propertyId,
    targetLabel: current.title,
    before: { verifiedAt: current.verifiedAt.toISOString(), verifiedBy: current.verifiedBy },
    after: { verifiedAt: null },
  });
  return saved as PropertyRow;
}
