// A listing's files: photos (checked by content and size, re-encoded to WebP), the floor plan and the 360°
// tour (a file or a link, on plans that include it). New files are stored before the row points at them, and
// replaced files are removed after, so a failure never leaves a listing pointing at nothing.

import { limits } from '@naija-homes/contracts/limits';
import { propertyMessages } from '@naija-homes/contracts/property';
import { fileRules, listingFileMessages } from '@naija-homes/contracts/upload';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, type StoredFileRef, type StoredPhoto } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';
import { detectFileKind } from '../../lib/file-type';
import { floorPlanImage, panoramaImage } from '../../lib/images';
import type { FileStorage } from '../../providers/storage';
import { newFileKey } from '../../providers/storage';
import { liveSubscription } from '../billing/subscriptions.service';
import { storeListingPhoto } from './listing-photo-store';
import { lockOwned } from './owned-property';

const FOLDER = 'properties';

export async function removeQuietly(storage: FileStorage, keys: string[]) {
  // The database no longer points at these; a failed delete leaves an orphan file, never a broken listing.
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/** Appends photos (each checked by content and size, re-encoded to WebP); at most five in all. */
export async function addPhotos(db: Db, storage: FileStorage, ownerId: string, propertyId: string, files: File[]) {
  if (files.length === 0) throw new HttpError(400, propertyMessages.photosRequired);
  const before = await db.transaction((tx) => lockOwned(tx, ownerId, propertyId));
  if (before.photos.length + files.length > limits.photosMax) {
    throw new HttpError(400, listingFileMessages.maxFiles(limits.photosMax));
  }
  const rule = fileRules.listingPhoto;
  const prepared: { bytes: Uint8Array }[] = [];
  for (const file of files) {
    if (file.size > rule.maxBytes) throw new HttpError(413, listingFileMessages.maxSize(rule));
    const bytes = new Uint8Array(await file.arrayBuffer());
    const kind = detectFileKind(bytes);
    if (!kind || !(rule.kinds as readonly string[]).includes(kind)) {
      throw new HttpError(400, listingFileMessages.format);
    }
    prepared.push({ bytes });
  }
  const stored: StoredPhoto[] = [];
  try {
    for (const { bytes } of prepared) {
      stored.push(await storeListingPhoto(storage, bytes, listingFileMessages.format));
    }
    return await db.transaction(async (tx) => {
      const current = await lockOwned(tx, ownerId, propertyId);
      // Another upload may have landed meanwhile: the limit holds for the sum.
      if (current.photos.length + stored.length > limits.photosMax) {
        throw new HttpError(400, listingFileMessages.maxFiles(limits.photosMax));
      }
      const [saved] = await tx
        .update(properties)
        .set({ photos: [...current.photos, ...stored] })
        .where(eq(properties.id, current.id))
        .returning();
      return saved as PropertyRow;
    });
  } catch (error) {
    await removeQuietly(
      storage,
      stored.flatMap((photo) => [photo.key, photo.cardKey]),
    );
    throw error;
  }
}

/** Replaces one stored file field (floor plan or panorama) after the new file is safely stored. */
async function replaceFile(
  db: Db,
  storage: FileStorage,
  ownerId: string,
  propertyId: string,
  file: StoredFileRef,
  apply: (current: PropertyRow) => Partial<typeof properties.$inferInsert>,
  previousOf: (current: PropertyRow) => StoredFileRef | null,
) {
  let previous: StoredFileRef | null = null;
  try {
    const row = await db.transaction(async (tx) => {
      const current = await lockOwned(tx, ownerId, propertyId);
      previous = previousOf(current);
      const [saved] = await tx.update(properties).set(apply(current)).where(eq(properties.id, current.id)).returning();
      return saved as PropertyRow;
    });
    const old = previous as StoredFileRef | null;
    if (old) await removeQuietly(storage, [old.key]);
    return row;
  } catch (error) {
    await removeQuietly(storage, [file.key]);
    throw error;
  }
}

/** A floor plan's or panorama's bytes, once its size and detected kind are allowed by its rule. */
async function readListingFile(file: File, rule: (typeof fileRules)['floorPlan' | 'panorama']): Promise<Uint8Array> {
  if (file.size > rule.maxBytes) throw new HttpError(413, listingFileMessages.maxSize(rule));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  if (!kind || !(rule.kinds as readonly string[]).includes(kind)) throw new HttpError(400, listingFileMessages.format);
  return bytes;
}

export async function setFloorPlan(db: Db, storage: FileStorage, ownerId: string, propertyId: string, file: File) {
  await db.transaction((tx) => lockOwned(tx, ownerId, propertyId));
  const bytes = await readListingFile(file, fileRules.floorPlan);
  const image = await floorPlanImage(bytes, listingFileMessages.format);
  const key = newFileKey(FOLDER, 'webp');
  const ref: StoredFileRef = { key, url: (await storage.put(key, image.bytes, 'image/webp')).url, kind: 'image' };
  return replaceFile(
    db,
    storage,
    ownerId,
    propertyId,
    ref,
    () => ({ floorPlan: ref }),
    (current) => current.floorPlan,
  );
}

/** The 360° tour needs a plan that includes it (Elite or Platinum). */
async function requireTourPlan(db: Db, ownerId: string) {
  const live = await liveSubscription(db, ownerId);
  if (!live?.pkg.allowsVirtualTour) throw new HttpError(403, propertyMessages.virtualTourPlan);
}

export async function setPanoramaFile(db: Db, storage: FileStorage, ownerId: string, propertyId: string, file: File) {
  await db.transaction((tx) => lockOwned(tx, ownerId, propertyId));
  await requireTourPlan(db, ownerId);
  const bytes = await readListingFile(file, fileRules.panorama);
  const image = await panoramaImage(bytes, listingFileMessages.format);
  const key = newFileKey(FOLDER, 'jpg');
  const ref: StoredFileRef = { key, url: (await storage.put(key, image.bytes, 'image/jpeg')).url, kind: 'image' };
  return replaceFile(
    db,
    storage,
    ownerId,
    propertyId,
    ref,
    () => ({ panoramaFile: ref, panoramaUrl: null }),
    (current) => current.panoramaFile,
  );
}

/** PATCH virtual-tour: a panorama by link, saved at once; an uploaded panorama file is removed. */
export async function setPanoramaUrl(db: Db, storage: FileStorage, ownerId: string, propertyId: string, url: string) {
  await db.transaction((tx) => lockOwned(tx, ownerId, propertyId));
  await requireTourPlan(db, ownerId);
  let previous: StoredFileRef | null = null;
  const row = await db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    previous = current.panoramaFile;
    const [saved] = await tx
      .update(properties)
      .set({ panoramaUrl: url, panoramaFile: null })
      .where(eq(properties.id, current.id))
      .returning();
    return saved as PropertyRow;
  });
  const old = previous as StoredFileRef | null;
  if (old) await removeQuietly(storage, [old.key]);
  return row;
}
