// A listing row as the API answers it (the editor's full property), and its owner's public card.
import { visibilityLabel } from '@naija-homes/contracts/billing';
import { koboToNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import type { ListingHold, Property } from '@naija-homes/contracts/property';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';

export type OwnerRow = Pick<
  typeof users.$inferSelect,
  'id' | 'firstName' | 'lastName' | 'slug' | 'image' | 'phoneNumber'
>;

export const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  slug: users.slug,
  image: users.image,
  phoneNumber: users.phoneNumber,
};

export const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

/** An admin's hold on the listing (its reason and since when), for its owner's editor and My Properties. */
export function holdOf(row: Pick<PropertyRow, 'moderationReason' | 'moderatedAt' | 'updatedAt'>): ListingHold {
  if (row.moderationReason === null) return null;
  return { reason: row.moderationReason, since: (row.moderatedAt ?? row.updatedAt).toISOString() };
}

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
    agencyFee: naira(row.agencyFeeKobo),
    legalFee: naira(row.legalFeeKobo),
    moveInCost: naira(row.moveInCostKobo),
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
    isVerified: row.verifiedAt !== null,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
    owner: {
      _id: owner.id,
      fullName: `${owner.firstName} ${owner.lastName}`.trim(),
      slug: owner.slug,
      photo: owner.image,
      phoneNumber: owner.phoneNumber,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
    renewedAt: row.renewedAt?.toISOString() ?? null,
    availability: row.availability as Property['availability'],
    unavailableSince: row.unavailableSince?.toISOString() ?? null,
  };
}

export async function ownerOf(db: Db, ownerId: string): Promise<OwnerRow> {
  const [owner] = await db.select(ownerColumns).from(users).where(eq(users.id, ownerId));
  if (!owner) throw new HttpError(404, messages.notFound);
  return owner;
}
