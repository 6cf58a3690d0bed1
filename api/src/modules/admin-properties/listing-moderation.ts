// An admin taking a listing out of search for a reason, and putting it back. Shared by the admin's listings table
// and by resolving a buyer's report, so both tell the agent the same way and leave the same audit entry.
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

/** Deactivates the listing with the admin's reason: hidden from search, the agent notified, the action audited. */
export async function deactivateListing(
  tx: Tx,
  adminId: string,
  propertyId: string,
  reason: string,
): Promise<PropertyRow> {
  const current = await lockListing(tx, propertyId);
  if (current.moderationReason !== null) throw new HttpError(409, adminPropertyMessages.alreadyDeactivated);
  const [saved] = await tx
    .update(properties)
    .set({ listingStatus: 'inactive', moderationReason: reason.trim(), moderatedAt: new Date() })
    .where(eq(properties.id, propertyId))
    .returning();
  await notify(tx, current.ownerId, {
    title: adminPropertyMessages.deactivatedTitle,
    message: adminPropertyMessages.deactivatedNotice(current.title, reason),
  });
  await recordAudit(tx, adminId, {
    action: 'listing.deactivate',
    targetType: 'listing',
    targetId: propertyId,
    targetLabel: current.title,
    before: { listingStatus: current.listingStatus },
    after: { listingStatus: 'inactive' },
    reason: reason.trim(),
  });
  return saved as PropertyRow;
}

/** Lifts an admin's deactivation: the listing is active again (search still requires it published with a plan). */
export async function reactivateListing(tx: Tx, adminId: string, propertyId: string): Promise<PropertyRow> {
  const current = await lockListing(tx, propertyId);
  if (current.moderationReason === null) throw new HttpError(409, adminPropertyMessages.notDeactivated);
  const listingStatus = current.isPublished ? 'active' : 'pending';
  const [saved] = await tx
    .update(properties)
    .set({ listingStatus, moderationReason: null, moderatedAt: null })
    .where(eq(properties.id, propertyId))
    .returning();
  await notify(tx, current.ownerId, {
    title: adminPropertyMessages.reactivatedTitle,
    message: adminPropertyMessages.reactivatedNotice(current.title),
  });
  await recordAudit(tx, adminId, {
    action: 'listing.reactivate',
    targetType: 'listing',
    targetId: propertyId,
    targetLabel: current.title,
    before: { listingStatus: current.listingStatus, moderationReason: current.moderationReason },
    after: { listingStatus },
  });
  return saved as PropertyRow;
}
