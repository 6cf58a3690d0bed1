// Listings: create, edit, media, publish and the agent's own list. Only the owner writes; every rule of the
// editor (category types, rent-only fields, short-let dates, completeness) is checked here as well as in the UI.
import { visibilityLabel } from '@naija-homes/contracts/billing';
import { koboToNaira, lagosIsoDate, nairaToKobo } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import {
  type CreateProperty,
  type MyProperty,
  type Property,
  type PropertyUpdate,
  propertyMessages,
  propertyTypesFor,
  reviewSections,
} from '@naija-homes/contracts/property';
import { fileRules, listingFileMessages } from '@naija-homes/contracts/upload';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { properties, type StoredFileRef, type StoredPhoto, users } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';
import { detectFileKind } from '../../lib/file-type';
import { isUuid } from '../../lib/ids';
import { floorPlanImage, panoramaImage } from '../../lib/images';
import { readableSlug } from '../../lib/slug';
import type { FileStorage } from '../../providers/storage';
import { newFileKey } from '../../providers/storage';
import { liveSubscription, requireLiveSubscription } from '../billing/billing.service';
import { storeListingPhoto } from './listing-photo-store';

export interface Actor {
  id: string;
  role: string | null;
}

const PHOTOS_MAX = 5;
const FOLDER = 'properties';

type OwnerRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'slug' | 'image'>;

const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  slug: users.slug,
  image: users.image,
};

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

export function propertyJson(row: PropertyRow, owner: OwnerRow): Property {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    propertyCategory: row.propertyCategory as Property['propertyCategory'],
    propertyType: row.propertyType,
    propertyFor: row.propertyFor as Property['propertyFor'],
    price: naira(row.priceKobo),
    rentPaymentFrequency: row.rentPaymentFrequency as Property['rentPaymentFrequency'],
    leaseTerm: row.leaseTerm as Property['leaseTerm'],
    deposit: naira(row.depositKobo),
    maintenanceFees: naira(row.maintenanceFeesKobo),
    ownershipDetails: row.ownershipDetails,
    mortgageInfo: row.mortgageInfo,
    minimumStay: row.minimumStay,
    maximumStay: row.maximumStay,
    yearBuild: row.yearBuild,
    area: row.area,
    totalArea: row.totalArea,
    totalFloors: row.totalFloors,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    restrooms: row.restrooms,
    restroomsAccessibility: row.restroomsAccessibility,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    location: row.location ? { type: 'Point', coordinates: [row.location.x, row.location.y] } : null,
    photos: row.photos.map((photo) => ({
      _id: photo.id,
      url: photo.url,
      cardUrl: photo.cardUrl,
      width: photo.width,
      height: photo.height,
    })),
    floorPlan: row.floorPlan ? { url: row.floorPlan.url, kind: row.floorPlan.kind } : null,
    panorama: row.panoramaUrl,
    panoramaFile: row.panoramaFile?.url ?? null,
    video: row.video,
    parkingSpaces: row.parkingSpaces,
    lotSize: row.lotSize,
    lotShape: row.lotShape,
    lotFeatures: row.lotFeatures,
    exteriorMaterial: row.exteriorMaterial,
    roofMaterial: row.roofMaterial,
    outdoorFeatures: row.outdoorFeatures,
    externalFeatures: row.externalFeatures,
    waterSupply: row.waterSupply,
    electricitySupply: row.electricitySupply,
    accessibilityUtilityFeatures: row.accessibilityUtilityFeatures,
    distToSchool: row.distToSchool,
    distToHospitals: row.distToHospitals,
    distToShopping: row.distToShopping,
    distToTransport: row.distToTransport,
    distToHighway: row.distToHighway,
    flooringType: row.flooringType,
    ceilingType: row.ceilingType,
    interiorLayout: row.interiorLayout,
    kitchenAppliance: row.kitchenAppliance,
    counterTopMaterial: row.counterTopMaterial,
    cabinetTopMaterial: row.cabinetTopMaterial,
    kitchenFeature: row.kitchenFeature,
    bathtubType: row.bathtubType,
    showerType: row.showerType,
    vanityType: row.vanityType,
    toiletType: row.toiletType,
    builtInFeatures: row.builtInFeatures,
    additionalAmenities: row.additionalAmenities,
    distToBusiness: row.distToBusiness,
    distToAirport: row.distToAirport,
    fireSafetySystems: row.fireSafetySystems,
    hvacSystems: row.hvacSystems,
    securityFeatures: row.securityFeatures,
    listingStatus: row.listingStatus as Property['listingStatus'],
    isPublished: row.isPublished,
    visibilityLevel: row.visibilityLevel,
    visibilityLabel: visibilityLabel(row.visibilityLevel),
    owner: {
      _id: owner.id,
      fullName: `${owner.firstName} ${owner.lastName}`.trim(),
      slug: owner.slug,
      photo: owner.image,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

async function findWithOwner(db: Db, propertyId: string) {
  if (!isUuid(propertyId)) return null;
  const [row] = await db
    .select({ property: properties, owner: ownerColumns })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.ownerId))
    .where(eq(properties.id, propertyId));
  return row ?? null;
}

/** The property for someone allowed to see it in the editor: its owner, or an admin. */
export async function propertyForEditor(db: Db, actor: Actor, propertyId: string) {
  const found = await findWithOwner(db, propertyId);
  if (!found) throw new HttpError(404, propertyMessages.notFound);
  if (found.property.ownerId !== actor.id && actor.role !== 'ADMIN') throw new HttpError(403, messages.forbidden);
  return found;
}

export async function ownerOf(db: Db, ownerId: string): Promise<OwnerRow> {
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, ownerId));
  if (!owner) throw new HttpError(404, messages.notFound);
  return owner;
}

/** Locks the owner's property for a write; anyone else gets 403, a missing one 404. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function lockOwned(tx: Tx, ownerId: string, propertyId: string): Promise<PropertyRow> {
  if (!isUuid(propertyId)) throw new HttpError(404, propertyMessages.notFound);
  const [row] = await tx.select().from(properties).where(eq(properties.id, propertyId)).for('update');
  if (!row) throw new HttpError(404, propertyMessages.notFound);
  if (row.ownerId !== ownerId) throw new HttpError(403, messages.forbidden);
  return row;
}

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

const moneyColumns = { price: 'priceKobo', deposit: 'depositKobo', maintenanceFees: 'maintenanceFeesKobo' } as const;
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
        throw new HttpError(400, 'The photo order must list every photo once');
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
        throw new HttpError(422, 'A published property must stay complete. Unpublish it first to clear these.', {
          missing,
        });
      }
    }
    const [saved] = await tx.update(properties).set(set).where(eq(properties.id, current.id)).returning();
    return saved as PropertyRow;
  });
  await removeQuietly(storage, removedKeys);
  return row;
}

function completenessOf(row: PropertyRow) {
  return {
    propertyCategory: row.propertyCategory as Property['propertyCategory'],
    propertyType: row.propertyType,
    propertyFor: row.propertyFor as Property['propertyFor'],
    price: row.priceKobo,
    rentPaymentFrequency: row.rentPaymentFrequency as Property['rentPaymentFrequency'],
    leaseTerm: row.leaseTerm as Property['leaseTerm'],
    area: row.area,
    totalArea: row.totalArea,
    totalFloors: row.totalFloors,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    restrooms: row.restrooms,
    country: row.country,
    state: row.state,
    city: row.city,
    address: row.address,
    location: row.location
      ? { type: 'Point' as const, coordinates: [row.location.x, row.location.y] as [number, number] }
      : null,
    photos: row.photos,
  };
}

/** What a published listing would lack after an edit, photos aside (the last-photo rule covers them). */
function missingAfterEdit(row: PropertyRow): string[] {
  return reviewSections(completenessOf(row))
    .filter((section) => section.key !== 'media')
    .flatMap((section) => section.missing);
}

export function propertyReview(row: PropertyRow) {
  return reviewSections(completenessOf(row));
}

async function removeQuietly(storage: FileStorage, keys: string[]) {
  // The database no longer points at these; a failed delete leaves an orphan file, never a broken listing.
  await Promise.allSettled(keys.map((key) => storage.remove(key)));
}

/** Appends photos (each checked by content and size, re-encoded to WebP); at most five in all. */
export async function addPhotos(db: Db, storage: FileStorage, ownerId: string, propertyId: string, files: File[]) {
  if (files.length === 0) throw new HttpError(400, 'Please choose at least one photo');
  const before = await db.transaction((tx) => lockOwned(tx, ownerId, propertyId));
  if (before.photos.length + files.length > PHOTOS_MAX) {
    throw new HttpError(400, listingFileMessages.maxFiles(PHOTOS_MAX));
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
      if (current.photos.length + stored.length > PHOTOS_MAX) {
        throw new HttpError(400, listingFileMessages.maxFiles(PHOTOS_MAX));
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

export async function setFloorPlan(db: Db, storage: FileStorage, ownerId: string, propertyId: string, file: File) {
  await db.transaction((tx) => lockOwned(tx, ownerId, propertyId));
  const rule = fileRules.floorPlan;
  if (file.size > rule.maxBytes) throw new HttpError(413, listingFileMessages.maxSize(rule));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  if (!kind || !(rule.kinds as readonly string[]).includes(kind)) throw new HttpError(400, listingFileMessages.format);
  let ref: StoredFileRef;
  if (kind === 'pdf') {
    const key = newFileKey(FOLDER, 'pdf');
    ref = { key, url: (await storage.put(key, bytes, 'application/pdf')).url, kind: 'pdf' };
  } else {
    const image = await floorPlanImage(bytes, listingFileMessages.format);
    const key = newFileKey(FOLDER, 'webp');
    ref = { key, url: (await storage.put(key, image.bytes, 'image/webp')).url, kind: 'image' };
  }
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
  const rule = fileRules.panorama;
  if (file.size > rule.maxBytes) throw new HttpError(413, listingFileMessages.maxSize(rule));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = detectFileKind(bytes);
  if (!kind || !(rule.kinds as readonly string[]).includes(kind)) throw new HttpError(400, listingFileMessages.format);
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

export async function publishProperty(db: Db, ownerId: string, propertyId: string) {
  const live = await requireLiveSubscription(db, ownerId);
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
    const missing = propertyReview(current).flatMap((section) => section.missing);
    if (missing.length) throw new HttpError(422, propertyMessages.incomplete, { missing });
    const [saved] = await tx
      .update(properties)
      .set({
        isPublished: true,
        publishedAt: current.publishedAt ?? new Date(),
        listingStatus: current.listingStatus === 'pending' ? 'active' : current.listingStatus,
        visibilityLevel: live.pkg.visibilityLevel,
        ownerHasPlan: true,
      })
      .where(eq(properties.id, current.id))
      .returning();
    return saved as PropertyRow;
  });
}

export async function unpublishProperty(db: Db, ownerId: string, propertyId: string) {
  return db.transaction(async (tx) => {
    const current = await lockOwned(tx, ownerId, propertyId);
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
    if (!current.isPublished && status === 'active' && current.listingStatus === 'pending') {
      throw new HttpError(409, 'Publish the property first');
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

export async function listMyProperties(
  db: Db,
  ownerId: string,
  query: { page: number; limit: number; search?: string },
): Promise<{ data: MyProperty[]; total: number; totalPages: number }> {
  const filters: SQL[] = [eq(properties.ownerId, ownerId)];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    filters.push(
      or(ilike(properties.title, pattern), ilike(properties.city, pattern), ilike(properties.address, pattern)) as SQL,
    );
  }
  const where = and(...filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(properties).where(where);
  const rows = await db
    .select()
    .from(properties)
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  return {
    data: rows.map((row) => ({
      _id: row.id,
      slug: row.slug,
      title: row.title,
      propertyCategory: row.propertyCategory as MyProperty['propertyCategory'],
      propertyFor: row.propertyFor as MyProperty['propertyFor'],
      price: naira(row.priceKobo),
      rentPaymentFrequency: row.rentPaymentFrequency as MyProperty['rentPaymentFrequency'],
      listingStatus: row.listingStatus as MyProperty['listingStatus'],
      isPublished: row.isPublished,
      createdAt: row.createdAt.toISOString(),
      city: row.city,
      state: row.state,
      photo: row.photos[0]?.cardUrl ?? null,
    })),
    total,
    totalPages: Math.max(1, Math.ceil(total / query.limit)),
  };
}

/** The agent dashboard's counts. */
export async function propertyStats(db: Db, ownerId: string) {
  const [row] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${properties.isPublished})`.mapWith(Number),
      active:
        sql<number>`count(*) filter (where ${properties.isPublished} and ${properties.listingStatus} = 'active')`.mapWith(
          Number,
        ),
      forSale: sql<number>`count(*) filter (where ${properties.propertyFor} = 'sale')`.mapWith(Number),
      forRent: sql<number>`count(*) filter (where ${properties.propertyFor} in ('rent', 'short-let'))`.mapWith(Number),
    })
    .from(properties)
    .where(eq(properties.ownerId, ownerId));
  return row ?? { total: 0, published: 0, active: 0, forSale: 0, forRent: 0 };
}
