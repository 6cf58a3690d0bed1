// A live listing written straight to the database, for tests of what happens on a listing (offers, leads,
// bookings) rather than of how it got published.
import { properties } from '../db/schema';
import type { TestContext } from './app';

export type ListingRow = typeof properties.$inferSelect;

export async function liveListing(
  t: TestContext,
  ownerId: string,
  fields: Partial<typeof properties.$inferInsert> = {},
): Promise<ListingRow> {
  const title = fields.title ?? 'Three Bedroom Flat in Yaba';
  const [row] = await t.database.db
    .insert(properties)
    .values({
      ownerId,
      slug: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${crypto.randomUUID().slice(0, 8)}`,
      title,
      propertyCategory: 'residential',
      propertyType: 'flat',
      propertyFor: 'sale',
      priceKobo: 45_000_000_00,
      area: 1200,
      bedrooms: 3,
      bathrooms: 2,
      state: 'Lagos',
      city: 'Yaba',
      address: 'Herbert Macaulay Way',
      location: { x: 3.3711, y: 6.5095 },
      isPublished: true,
      listingStatus: 'active',
      publishedAt: new Date(),
      ownerHasPlan: true,
      ...fields,
      // The renewal date is the publication's unless a test sets its own.
      renewedAt: fields.renewedAt ?? fields.publishedAt ?? new Date(),
    })
    .returning();
  if (!row) throw new Error('listing not inserted');
  return row;
}
