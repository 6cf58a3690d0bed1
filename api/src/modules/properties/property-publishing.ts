// Publishing, taking a listing out of search, activating or deactivating it, and deleting it with its files.
import { adminPropertyMessages } from '@naija-homes/contracts/admin-property';
import { freshnessMessages } from '@naija-homes/contracts/freshness';
import { propertyMessages } from '@naija-homes/contracts/property';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import type { JobQueue } from '../../jobs/queue';
import { HttpError } from '../../lib/errors';
import { billingNow } from '../../providers/payments/clock';
import type { FileStorage } from '../../providers/storage';
import { requireLiveSubscription } from '../billing/subscriptions.service';
import { recordListingChange } from '../saved-searches/saved-search-alerts';
import { lockOwned } from './owned-property';
import { removeQuietly } from './property-media';
import { propertyReview } from './property-review';

/** `jobs`: the queue the saved-search alert job is sent on, in this transaction (the minute sweep otherwise). */
export async function publishProperty(db: Db, ownerId: string, propertyId: string, jobs?: JobQueue) {
  const live = await requireLiveSubscription(db, ownerId);
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    // Asked again (a double click, a retry, twenty at once): one publish, the others are told it is done.
    if (current.isPublished) throw new HttpError(409, propertyMessages.alreadyPublished);
    // An admin's deactivation holds until an admin lifts it: the agent cannot put the listing back live.
    if (current.moderationReason !== null) throw new HttpError(409, adminPropertyMessages.heldByAdmin);
    const missing = propertyReview(current).flatMap((section) => section.missing);
    if (missing.length) throw new HttpError(422, propertyMessages.incomplete, { missing });
    // The renewal date starts at the first publication, on the billing clock like the rest of freshness (ADR 033).
    const now = await billingNow(tx);
    const [saved] = await tx
      .update(properties)
      .set({
        isPublished: true,
        publishedAt: current.publishedAt ?? new Date(),
        renewedAt: current.renewedAt ?? now,
        listingStatus: current.listingStatus === 'pending' ? 'active' : current.listingStatus,
        visibilityLevel: live.pkg.visibilityLevel,
        ownerHasPlan: true,
      })
      .where(eq(properties.id, current.id))
      .returning();
    // Saved searches hear of it only when it is first published, not each time it comes back.
    if (!current.publishedAt) await recordListingChange(tx, jobs, current.id, { kind: 'new' });
    return saved as PropertyRow;
  });
}

export async function unpublishProperty(db: Db, ownerId: string, propertyId: string) {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    if (!current.isPublished) throw new HttpError(409, propertyMessages.notPublished);
    const [saved] = await tx
      .update(properties)
      .set({ isPublished: false })
      .where(eq(properties.id, current.id))
      .returning();
    return saved as PropertyRow;
  });
}

export async function setListingStatus(db: Db, ownerId: string, propertyId: string, status: 'active' | 'inactive') {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    if (current.moderationReason !== null) throw new HttpError(409, adminPropertyMessages.heldByAdmin);
    if (!current.isPublished && status === 'active' && current.listingStatus === 'pending') {
      throw new HttpError(409, propertyMessages.publishFirst);
    }
    if (current.listingStatus === status) throw new HttpError(409, propertyMessages.alreadyInStatus(status));
    // Out of search by freshness (ADR 033): the one-click renewal brings it back, with a fresh date.
    if (current.listingStatus === 'expired' || current.listingStatus === 'closed') {
      throw new HttpError(409, freshnessMessages.notLive);
    }
    const [saved] = await tx
      .update(properties)
      .set({ listingStatus: status })
      .where(eq(properties.id, current.id))
      .returning();
    return saved as PropertyRow;
  });
}

export async function deleteProperty(db: Db, storage: FileStorage, ownerId: string, propertyId: string) {
  const removed = await db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    await tx.delete(properties).where(eq(properties.id, current.id));
    return current;
  });
  await removeQuietly(storage, [
    ...removed.photos.flatMap((photo) => [photo.key, photo.cardKey]),
    ...(removed.floorPlan ? [removed.floorPlan.key] : []),
    ...(removed.panoramaFile ? [removed.panoramaFile.key] : []),
  ]);
}
