// About sixty complete, published demo listings across seven cities, both categories, for sale, rent and short-let,
// owned by agents on each plan, with photos drawn locally. Deterministic: the same demo on every machine.
import { commercialPropertyTypes, residentialPropertyTypes } from '@naija-homes/contracts/enums';
import { optionLabel } from '@naija-homes/contracts/property-options';
import { eq } from 'drizzle-orm';
import { storeListingPhoto } from '../../modules/properties/listing-photo-store';
import type { FileStorage } from '../../providers/storage';
import type { Db } from '../client';
import { packages, properties, type StoredPhoto, subscriptions } from '../schema';
import { generateListingPhotos } from './listing-photos';
import { prng } from './prng';

interface Place {
  /** The area as titles name it (letters and spaces only). */
  name: string;
  city: string;
  state: string;
  street: string;
  lat: number;
  lng: number;
  /** Rough price level of the area: 1 modest … 3 prime. */
  tier: 1 | 2 | 3;
}

const places: Place[] = [
  {
    name: 'Lekki',
    city: 'Lekki',
    state: 'Lagos',
    street: 'Admiralty Way, Lekki Phase 1',
    lat: 6.4474,
    lng: 3.4723,
    tier: 3,
  },
  { name: 'Ikoyi', city: 'Ikoyi', state: 'Lagos', street: 'Bourdillon Road, Ikoyi', lat: 6.4541, lng: 3.4347, tier: 3 },
  {
    name: 'Victoria Island',
    city: 'Victoria Island',
    state: 'Lagos',
    street: 'Ajose Adeogun Street',
    lat: 6.4281,
    lng: 3.4219,
    tier: 3,
  },
  {
    name: 'Ikeja',
    city: 'Ikeja',
    state: 'Lagos',
    street: 'Isaac John Street, Ikeja GRA',
    lat: 6.578,
    lng: 3.347,
    tier: 2,
  },
  {
    name: 'Yaba',
    city: 'Yaba',
    state: 'Lagos',
    street: 'Herbert Macaulay Way, Yaba',
    lat: 6.5095,
    lng: 3.3711,
    tier: 1,
  },
  { name: 'Ajah', city: 'Ajah', state: 'Lagos', street: 'Addo Road, Ajah', lat: 6.4698, lng: 3.5852, tier: 1 },
  {
    name: 'Gbagada',
    city: 'Gbagada',
    state: 'Lagos',
    street: 'Diya Street, Gbagada Phase 2',
    lat: 6.5536,
    lng: 3.387,
    tier: 2,
  },
  {
    name: 'Maitama',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    street: 'Gana Street, Maitama',
    lat: 9.088,
    lng: 7.493,
    tier: 3,
  },
  {
    name: 'Wuse',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    street: 'Aminu Kano Crescent, Wuse 2',
    lat: 9.0765,
    lng: 7.4786,
    tier: 2,
  },
  {
    name: 'Gwarinpa',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    street: '3rd Avenue, Gwarinpa',
    lat: 9.1099,
    lng: 7.4042,
    tier: 1,
  },
  {
    name: 'Asokoro',
    city: 'Abuja',
    state: 'Federal Capital Territory',
    street: 'Yakubu Gowon Crescent, Asokoro',
    lat: 9.04,
    lng: 7.526,
    tier: 3,
  },
  {
    name: 'Port Harcourt',
    city: 'Port Harcourt',
    state: 'Rivers',
    street: 'Tombia Street, GRA Phase 2',
    lat: 4.824,
    lng: 7.005,
    tier: 2,
  },
  {
    name: 'Trans Amadi',
    city: 'Port Harcourt',
    state: 'Rivers',
    street: 'Trans Amadi Industrial Layout',
    lat: 4.812,
    lng: 7.04,
    tier: 1,
  },
  {
    name: 'Bodija',
    city: 'Ibadan',
    state: 'Oyo',
    street: 'Awolowo Avenue, Old Bodija',
    lat: 7.435,
    lng: 3.915,
    tier: 1,
  },
  { name: 'Jericho', city: 'Ibadan', state: 'Oyo', street: 'Jericho Reservation Road', lat: 7.4, lng: 3.87, tier: 1 },
  {
    // Kano's Nassarawa (the LGA, double s), not Nasarawa State.
    name: 'Nassarawa GRA',
    city: 'Kano',
    state: 'Kano',
    street: 'Race Course Road, Nassarawa GRA',
    lat: 12.015,
    lng: 8.54,
    tier: 1,
  },
  {
    name: 'Independence Layout',
    city: 'Enugu',
    state: 'Enugu',
    street: 'Nike Lake Road, Independence Layout',
    lat: 6.445,
    lng: 7.51,
    tier: 1,
  },
  { name: 'Benin City', city: 'Benin City', state: 'Edo', street: 'Ihama Road, GRA', lat: 6.32, lng: 5.615, tier: 1 },
];

const numberWords = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six'];

const DAY = 86_400_000;
export const DEMO_LISTING_COUNT = 60;

type Insert = typeof properties.$inferInsert;

/** One listing's fields (no photos), from its index: a varied but repeatable mix. */
export function demoListing(index: number, ownerId: string, now: Date): Omit<Insert, 'photos' | 'visibilityLevel'> {
  const random = prng(1000 + index);
  const between = (min: number, max: number) => min + random() * (max - min);
  const place = places[index % places.length] as Place;
  const commercial = index % 4 === 3;
  const type = commercial
    ? (commercialPropertyTypes[index % commercialPropertyTypes.length] as string)
    : (residentialPropertyTypes[index % residentialPropertyTypes.length] as string);
  // Homes are mostly let in Nigeria. The cycle shifts on each round over the places, so that every area gets a mix
  // of purposes (18 places would otherwise give each area a single one).
  const lap = Math.floor(index / places.length);
  const purpose = commercial
    ? index % 8 === 3
      ? 'sale'
      : 'rent'
    : (['rent', 'sale', 'rent', 'short-let'] as const)[(index + lap) % 4];
  const bedrooms = /self-contain|mini-flat/.test(type) ? 1 : 2 + Math.floor(random() * 4);
  const tierFactor = [0, 0.5, 1, 2.2][place.tier] as number;
  const round = (value: number, step: number) => Math.round(value / step) * step;
  const rentPaymentFrequency = purpose === 'rent' ? (commercial || index % 2 ? 'annually' : 'quarterly') : null;
  // Prices of the area's level and the home's size: a self-contain in Yaba is not priced like a duplex in Ikoyi.
  // Rent is quoted per payment period.
  const rooms = /self-contain|mini-flat/.test(type) ? 0.6 : bedrooms;
  let price: number;
  if (purpose === 'sale') {
    price = commercial
      ? round(between(40e6, 180e6) * tierFactor * 2.5, 500_000)
      : round(between(18e6, 45e6) * rooms * tierFactor, 500_000);
  } else if (purpose === 'rent') {
    const yearly = commercial ? between(3.6e6, 18e6) * tierFactor : between(0.6e6, 1.5e6) * rooms * tierFactor;
    price = round(rentPaymentFrequency === 'quarterly' ? yearly / 4 : yearly, 50_000);
  } else {
    price = round(between(25_000, 60_000) * Math.max(1, bedrooms / 2) * tierFactor, 5_000);
  }
  const published = new Date(now.getTime() - index * 3.1 * DAY - between(0, DAY));
  // Older listings were confirmed by their agents since (ADR 033): none is due for the 60-day ask on a fresh seed.
  const renewed =
    now.getTime() - published.getTime() < 45 * DAY
      ? published
      : new Date(now.getTime() - ((index * 7) % 45) * DAY - between(0, DAY));
  const area = Math.round(commercial ? between(800, 12000) : bedrooms * between(350, 650));
  const title = commercial
    ? `${optionLabel(type)} in ${place.name}`
    : `${numberWords[bedrooms]} Bedroom ${optionLabel(type)} in ${place.name}`;
  const stayStart = new Date(now.getTime() + (2 + (index % 5)) * DAY).toISOString().slice(0, 10);
  const stayEnd = new Date(now.getTime() + (30 + (index % 20)) * DAY).toISOString().slice(0, 10);
  const pickSome = <T>(list: readonly T[], n: number) => list.filter((_, i) => (i + index) % Math.max(2, n) === 0);
  return {
    ownerId,
    slug: `${title.toLowerCase().replace(/\s+/g, '-')}-demo${index + 1}`,
    title,
    propertyCategory: commercial ? 'commercial' : 'residential',
    propertyType: type,
    propertyFor: purpose,
    priceKobo: Math.round(price * 100),
    rentPaymentFrequency,
    leaseTerm: purpose === 'rent' ? (index % 3 ? 'long-term' : 'short-term') : null,
    depositKobo: purpose === 'rent' ? Math.round(price * 10) : null,
    // Service charge is a tenant's yearly cost; a short-let's nightly price already includes it.
    maintenanceFeesKobo: purpose === 'rent' ? Math.round(between(50_000, 400_000)) * 100 : null,
    // Agency and legal fees: customarily a tenth of a year's rent each in Lagos; some landlords waive the legal fee.
    agencyFeeKobo: purpose === 'rent' ? Math.round(price * (rentPaymentFrequency === 'quarterly' ? 4 : 1) * 10) : null,
    legalFeeKobo:
      purpose === 'rent' && index % 3 ? Math.round(price * (rentPaymentFrequency === 'quarterly' ? 4 : 1) * 10) : null,
    ownershipDetails:
      purpose === 'sale'
        ? (pickSome(['Certificate of Occupancy', 'Governor Consent', 'Registered Deed of Assignment'], 3)[0] ??
          'Certificate of Occupancy')
        : null,
    mortgageInfo:
      purpose === 'sale' && index % 2 ? 'Mortgage available through partner banks with 20 percent equity' : null,
    minimumStay: purpose === 'short-let' ? stayStart : null,
    maximumStay: purpose === 'short-let' ? stayEnd : null,
    yearBuild: 1995 + Math.floor(random() * 31),
    area,
    totalArea: commercial ? null : Math.round(area * between(1.3, 2.2)),
    totalFloors: commercial ? 1 + Math.floor(random() * 8) : null,
    bedrooms: commercial ? null : bedrooms,
    bathrooms: commercial ? null : bedrooms + (random() > 0.5 ? 1 : 0),
    restrooms: commercial ? 1 + Math.floor(random() * 6) : null,
    restroomsAccessibility: commercial ? (index % 2 ? 'accessible' : 'not-accessible') : null,
    country: 'Nigeria',
    state: place.state,
    city: place.city,
    address: `${1 + ((index * 7) % 40)} ${place.street}`,
    // A little spread around the area's centre, so map pins do not sit on top of each other.
    location: { x: place.lng + between(-0.012, 0.012), y: place.lat + between(-0.012, 0.012) },
    video: index % 5 === 0 ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' : null,
    parkingSpaces: 1 + Math.floor(random() * 6),
    lotSize: commercial ? null : Math.round(between(300, 1200)),
    lotShape: commercial ? null : (['rectangular', 'irregular', 'other'] as const)[index % 3],
    lotFeatures: commercial ? [] : pickSome(['Corner Lot', 'Gated Estate', 'Tarred Road', 'Level Ground'], 2),
    exteriorMaterial: commercial ? null : (['brick', 'stone', 'stucco', 'other'] as const)[index % 4],
    roofMaterial: commercial ? null : (['asphalt', 'metal', 'tile', 'other'] as const)[index % 4],
    outdoorFeatures: commercial
      ? []
      : pickSome(['Patio', 'Pool', 'Fence', 'Landscaping', 'Garden', 'Outdoor Lighting'], 3),
    externalFeatures: commercial
      ? []
      : pickSome(["Boys' Quarters", 'Gate House', 'Garage', 'Generator House', 'Balcony'], 2),
    waterSupply: commercial ? null : (['borehole', 'public-water', 'tanker-supply'] as const)[index % 3],
    electricitySupply: commercial
      ? null
      : (['prepaid-meter', 'regular-meter', 'generator-alternative'] as const)[index % 3],
    accessibilityUtilityFeatures: pickSome(
      ['Inverter/Solar', 'Water Treatment', 'Fibre Internet', 'Estate Security'],
      2,
    ),
    distToSchool: commercial ? null : Math.round(between(0.2, 4) * 10) / 10,
    distToHospitals: commercial ? null : Math.round(between(0.5, 6) * 10) / 10,
    distToShopping: commercial ? null : Math.round(between(0.3, 5) * 10) / 10,
    distToTransport: commercial ? null : Math.round(between(0.1, 3) * 10) / 10,
    distToHighway: commercial ? null : Math.round(between(0.2, 8) * 10) / 10,
    flooringType: (['tile', 'hardwood', 'laminate', 'vinyl', 'carpet'] as const)[index % 5],
    ceilingType: commercial ? null : (['pop', 'suspended', 'plaster'] as const)[index % 3],
    interiorLayout: commercial ? null : (['open-plan', 'traditional', 'en-suite-rooms'] as const)[index % 3],
    kitchenAppliance: commercial
      ? []
      : pickSome(['Refrigerator', 'Gas Cooker', 'Oven', 'Microwave', 'Extractor Hood'], 2),
    counterTopMaterial: commercial ? null : (['granite', 'marble', 'quartz'] as const)[index % 3],
    cabinetTopMaterial: commercial ? null : (['wood', 'mdf', 'aluminium'] as const)[index % 3],
    kitchenFeature: commercial ? [] : pickSome(['Island', 'Pantry', 'Store', 'Water Heater'], 2),
    bathtubType: commercial ? null : (['none', 'built-in', 'freestanding'] as const)[index % 3],
    showerType: commercial ? null : (['walk-in', 'rain-shower', 'shower-over-bath'] as const)[index % 3],
    vanityType: commercial ? null : (['single', 'double', 'floating'] as const)[index % 3],
    toiletType: commercial ? null : (['water-closet', 'wall-hung', 'close-coupled'] as const)[index % 3],
    builtInFeatures: commercial ? [] : pickSome(['Fitted Wardrobes', 'Shelving', 'Study', 'Walk-in Closet'], 2),
    additionalAmenities: pickSome(
      commercial
        ? ['Ample Parking', 'Conference Room', 'Reception', '24/7 Power']
        : ['Swimming Pool', 'Gym', 'Serviced', '24/7 Power', 'Furnished'],
      2,
    ),
    distToBusiness: commercial ? Math.round(between(0.1, 5) * 10) / 10 : null,
    distToAirport: commercial ? Math.round(between(3, 40) * 10) / 10 : null,
    fireSafetySystems: commercial
      ? pickSome(['Fire Extinguishers', 'Smoke Detectors', 'Sprinklers', 'Fire Alarm'], 2)
      : [],
    hvacSystems: commercial ? pickSome(['Central Air Conditioning', 'Split System', 'Window Units'], 2) : [],
    securityFeatures: commercial ? pickSome(['Security Cameras', 'Alarm System', 'Security Guards'], 2) : [],
    listingStatus: 'active',
    isPublished: true,
    publishedAt: published,
    renewedAt: renewed,
    ownerHasPlan: true,
    createdAt: new Date(published.getTime() - 2 * DAY),
  };
}

async function storedPhotos(storage: FileStorage, index: number, listing: ReturnType<typeof demoListing>) {
  const images = await generateListingPhotos({
    seed: 7919 * (index + 1),
    category: listing.propertyCategory as 'residential' | 'commercial',
    propertyType: listing.propertyType ?? 'house',
    count: 3 + (index % 3 === 0 ? 1 : 0),
    width: 1024,
    height: 683,
  });
  const photos: StoredPhoto[] = [];
  for (const image of images) {
    photos.push(await storeListingPhoto(storage, image, 'Invalid demo image'));
  }
  return photos;
}

/**
 * Seeds the demo listings once: owners take turns so every plan tier shows in search. Skipped when the first
 * owner already has listings. Returns how many were created.
 */
export async function seedDemoListings(db: Db, storage: FileStorage, ownerIds: string[]): Promise<number> {
  const owners = ownerIds.filter(Boolean);
  const [first] = owners;
  if (!first) return 0;
  const [existing] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.ownerId, first))
    .limit(1);
  if (existing) return 0;
  const levels = new Map<string, number>();
  for (const ownerId of owners) {
    const [plan] = await db
      .select({ level: packages.visibilityLevel })
      .from(subscriptions)
      .innerJoin(packages, eq(packages.id, subscriptions.packageId))
      .where(eq(subscriptions.userId, ownerId));
    levels.set(ownerId, plan?.level ?? 1);
  }
  const now = new Date();
  let created = 0;
  // Two at a time: image work is CPU-bound and this machine class has two cores.
  for (let index = 0; index < DEMO_LISTING_COUNT; index += 2) {
    await Promise.all(
      [index, index + 1]
        .filter((i) => i < DEMO_LISTING_COUNT)
        .map(async (i) => {
          const ownerId = owners[i % owners.length] as string;
          const listing = demoListing(i, ownerId, now);
          const photos = await storedPhotos(storage, i, listing);
          await db.insert(properties).values({ ...listing, photos, visibilityLevel: levels.get(ownerId) ?? 1 });
          created += 1;
        }),
    );
  }
  return created;
}
