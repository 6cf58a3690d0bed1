// The demo listings are real listings: each one passes the rules an agent's listing must pass to be published.
import { describe, expect, test } from 'bun:test';
import { commercialPropertyTypes, residentialPropertyTypes } from '@naija-homes/contracts/enums';
import { propertyTitleSchema } from '@naija-homes/contracts/property';
import { reviewSections } from '@naija-homes/contracts/property-review';
import sharp from 'sharp';
import { DEMO_LISTING_COUNT, demoListing } from './demo-listings';
import { generateListingPhotos } from './listing-photos';

const now = new Date('2026-11-22T12:00:00Z');
const listings = Array.from({ length: DEMO_LISTING_COUNT }, (_, index) => demoListing(index, 'owner', now));

describe('demo listings', () => {
  test('sixty, complete by the review rules, with valid titles and types of their category', () => {
    expect(listings).toHaveLength(60);
    for (const listing of listings) {
      expect(propertyTitleSchema.safeParse(listing.title).success, listing.title).toBe(true);
      const types: readonly string[] =
        listing.propertyCategory === 'residential' ? residentialPropertyTypes : commercialPropertyTypes;
      expect(types).toContain(listing.propertyType as string);
      const sections = reviewSections({
        propertyCategory: listing.propertyCategory as 'residential' | 'commercial',
        propertyType: listing.propertyType ?? null,
        propertyFor: listing.propertyFor as 'sale' | 'rent' | 'short-let',
        price: listing.priceKobo ?? null,
        rentPaymentFrequency: (listing.rentPaymentFrequency ?? null) as 'monthly' | 'quarterly' | 'annually' | null,
        leaseTerm: (listing.leaseTerm ?? null) as 'short-term' | 'long-term' | null,
        area: listing.area ?? null,
        totalArea: listing.totalArea ?? null,
        totalFloors: listing.totalFloors ?? null,
        bedrooms: listing.bedrooms ?? null,
        bathrooms: listing.bathrooms ?? null,
        restrooms: listing.restrooms ?? null,
        country: listing.country,
        state: listing.state ?? null,
        city: listing.city ?? null,
        address: listing.address ?? null,
        location: listing.location ? { type: 'Point', coordinates: [listing.location.x, listing.location.y] } : null,
        photos: [1, 2, 3],
      });
      expect(
        sections.flatMap((section) => section.missing),
        listing.title,
      ).toEqual([]);
    }
  });

  test('a mix of categories, purposes and cities; slugs unique; short-let stays ordered', () => {
    const count = (predicate: (l: (typeof listings)[number]) => boolean) => listings.filter(predicate).length;
    expect(count((l) => l.propertyCategory === 'commercial')).toBeGreaterThanOrEqual(10);
    for (const purpose of ['sale', 'rent', 'short-let'])
      expect(count((l) => l.propertyFor === purpose)).toBeGreaterThan(5);
    expect(new Set(listings.map((l) => l.city)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(listings.map((l) => l.slug)).size).toBe(60);
    for (const l of listings.filter((l) => l.propertyFor === 'short-let')) {
      expect((l.minimumStay as string) < (l.maximumStay as string)).toBe(true);
      // A short-let is priced per night, all in: no separate maintenance fee.
      expect(l.maintenanceFeesKobo).toBeNull();
    }
  });

  test("places are spelt one way: Kano's Nassarawa with a double s, never as the state's name", () => {
    const kano = listings.filter((l) => l.state === 'Kano');
    expect(kano.length).toBeGreaterThan(0);
    for (const l of kano) {
      expect(`${l.title} ${l.address}`).not.toMatch(/\bNasarawa\b/);
      expect(`${l.title} ${l.address}`).toContain('Nassarawa GRA');
    }
  });

  test('areas get a mix of purposes, and the demo search for homes to rent in Lekki finds some', () => {
    const mixed = [...new Set(listings.map((l) => l.city))].filter(
      (city) => new Set(listings.filter((l) => l.city === city).map((l) => l.propertyFor)).size >= 2,
    );
    expect(mixed.length).toBeGreaterThanOrEqual(12);
    const lekkiRentals = listings.filter(
      (l) => l.city === 'Lekki' && l.propertyFor === 'rent' && l.propertyCategory === 'residential',
    );
    expect(lekkiRentals).toHaveLength(2);
  });

  test('photos are drawn locally, the same for the same seed, and decode as JPEG', async () => {
    const [a] = await generateListingPhotos({
      seed: 7,
      category: 'residential',
      propertyType: 'flat',
      count: 1,
      width: 320,
      height: 213,
    });
    const [b] = await generateListingPhotos({
      seed: 7,
      category: 'residential',
      propertyType: 'flat',
      count: 1,
      width: 320,
      height: 213,
    });
    const [c] = await generateListingPhotos({
      seed: 8,
      category: 'commercial',
      propertyType: 'warehouse',
      count: 1,
      width: 320,
      height: 213,
    });
    expect(Buffer.from(a as Uint8Array).equals(Buffer.from(b as Uint8Array))).toBe(true);
    expect(Buffer.from(a as Uint8Array).equals(Buffer.from(c as Uint8Array))).toBe(false);
    expect(await sharp(a as Uint8Array).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 213 });
  });
});
