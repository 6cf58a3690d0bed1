// Creating a listing and editing its fields. Every rule of the editor (category types, rent-only fields,
// short-let dates, a published listing staying complete) is checked here as well as in the UI.
import { lagosIsoDate, nairaToKobo } from '@naija-homes/contracts/format';
import { type CreateProperty, type PropertyUpdate, propertyMessages } from '@naija-homes/contracts/property';
import { propertyTypesFor } from '@naija-homes/contracts/property-options';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, type StoredPhoto } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import type { JobQueue } from '../../jobs/queue';
import { HttpError } from '../../lib/errors';
import { readableSlug } from '../../lib/slug';
import type { FileStorage } from '../../providers/storage';
import { requireLiveSubscription } from '../billing/subscriptions.service';
import { recordListingChange } from '../saved-searches/saved-search-alerts';
import { lockOwned } from './owned-property';
import { removeQuietly } from './property-media';
import { missingAfterEdit } from './property-review';

export async function createProperty(db: Db, ownerId: string, input: CreateProperty) {
  const live = await requireLiveSubscription(db, ownerId);
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(properties)
        .values({
          ownerId,
          title: input.title,
          propertyCategory: input.propertyCategory,
          slug: readableSlug(input.title, 'property'),
          visibilityLevel: live.pkg.visibilityLevel,
          ownerHasPlan: true,
        })
        .returning();
      return row as PropertyRow;
    } catch (error) {
      // A slug clash is one in billions; try a fresh suffix a couple of times before giving up.
      if (attempt < 2 && String((error as { cause?: unknown }).cause ?? error).includes('properties_slug_unique')) {
        continue;
      }
      throw error;
    }
  }
}

/** Today in Lagos, where the listings are: a stay cannot start before it. */
const today = () => lagosIsoDate();

const moneyColumns = {
  price: 'priceKobo',
  deposit: 'depositKobo',
  maintenanceFees: 'maintenanceFeesKobo',
  agencyFee: 'agencyFeeKobo',
  legalFee: 'legalFeeKobo',
} as const;
const rentOnly = ['rentPaymentFrequency', 'leaseTerm'] as const;
const shortLetOnly = ['minimumStay', 'maximumStay'] as const;

/**
 * Applies an edit. Null clears a field; moving away from rent or short-let clears the fields that only apply to
 * them; choosing a minimum stay clears the maximum unless one comes with it. A published listing must stay
 * complete (except for photos, of which it keeps at least one).
 */
export async function updateProperty(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  propertyId: string,
  body: PropertyUpdate,
  jobs?: JobQueue,
) {
  const removedKeys: string[] = [];
  const row = await db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    const { deletedPhotos, photoOrder, deletedFloorPlan, deletedPanorama, latitude, longitude, ...fields } = body;
    const set: Partial<typeof properties.$inferInsert> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const money = moneyColumns[key as keyof typeof moneyColumns];
      if (money) set[money] = value === null ? null : nairaToKobo(value as number);
      else (set as Record<string, unknown>)[key] = Array.isArray(value) ? value : (value ?? null);
    }
    for (const key of ['lotFeatures', 'outdoorFeatures', 'externalFeatures'] as const) {
      if (set[key] === null) set[key] = [];
    }
    if (latitude !== undefined) {
      set.location = latitude === null || longitude == null ? null : { x: longitude, y: latitude };
    }
    const next = { ...current, ...set };
    const types = propertyTypesFor(next.propertyCategory as 'residential' | 'commercial');
    if (next.propertyType && !types.includes(next.propertyType))
      throw new HttpError(400, propertyMessages.typeCategory);
    if (next.propertyFor !== 'rent') {
      if (rentOnly.some((key) => fields[key] != null)) throw new HttpError(400, propertyMessages.notRent);
      for (const key of rentOnly) set[key] = null;
    }
    if (next.propertyFor !== 'short-let') {
      for (const key of shortLetOnly) set[key] = null;
    } else {
      if (fields.minimumStay && fields.maximumStay === undefined) set.maximumStay = null;
      const minimum = fields.minimumStay ?? current.minimumStay;
      const maximum = set.maximumStay !== undefined ? set.maximumStay : current.maximumStay;
      if (fields.minimumStay && fields.minimumStay < today())
        throw new HttpError(400, propertyMessages.minimumStayPast);
      if (maximum && (!minimum || maximum <= minimum)) throw new HttpError(400, propertyMessages.maximumStayOrder);
    }

    let photos = current.photos;
    if (deletedPhotos?.length) {
      const remaining = photos.filter((photo) => !deletedPhotos.includes(photo.id));
      if (current.isPublished && remaining.length === 0) throw new HttpError(400, propertyMessages.lastPhoto);
      removedKeys.push(...photos.filter((p) => !remaining.includes(p)).flatMap((p) => [p.key, p.cardKey]));
      photos = remaining;
    }
    if (photoOrder) {
      const byId = new Map(photos.map((photo) => [photo.id, photo]));
      const ordered = photoOrder.map((id) => byId.get(id)).filter((photo): photo is StoredPhoto => Boolean(photo));
      if (ordered.length !== photos.length || new Set(photoOrder).size !== photoOrder.length) {
        throw new HttpError(400, propertyMessages.photoOrder);
      }
      photos = ordered;
    }
    if (photos !== current.photos) set.photos = photos;
    if (deletedFloorPlan && current.floorPlan) {
      removedKeys.push(current.floorPlan.key);
      set.floorPlan = null;
    }
    if (deletedPanorama) {
      if (current.panoramaFile) removedKeys.push(current.panoramaFile.key);
      set.panoramaFile = null;
      set.panoramaUrl = null;
    }
    if (current.isPublished) {
      const missing = missingAfterEdit({ ...current, ...set });
      if (missing.length) {
        throw new HttpError(422, propertyMessages.mustStayComplete, { missing });
      }
    }
    const [saved] = await tx.update(properties).set(set).where(eq(properties.id, current.id)).returning();
    // A published listing made cheaper: saved searches it now fits (or fitted at a higher price) and buyers who
    // saved it hear of it. The row is locked (lockOwned), so concurrent edits see each other's prices: one event
    // per real drop, none for a rise.
    if (
      current.isPublished &&
      set.priceKobo != null &&
      current.priceKobo != null &&
      set.priceKobo < current.priceKobo
    ) {
      await recordListingChange(tx, jobs, current.id, {
        kind: 'price-drop',
        beforeKobo: current.priceKobo,
        afterKobo: set.priceKobo,
      });
    }
    return saved as PropertyRow;
  });
  await removeQuietly(storage, removedKeys);
  return row;
}
