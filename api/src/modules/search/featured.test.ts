// The home page carousel keeps its promises to both paying tiers: Platinum first, Elite always present.
import { describe, expect, test } from 'bun:test';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { properties } from '../../db/schema';
import { setupTestApp, type TestContext } from '../../test/app';
import { type SignedInUser, signedInUser } from '../../test/users';
import { FEATURED_SLOTS, FEATURED_TOP_SHARE } from './featured';

const t = await setupTestApp();
let serial = 0;

async function listings(owner: SignedInUser, level: number, count: number, fields = {}, ctx: TestContext = t) {
  for (let i = 0; i < count; i += 1) {
    serial += 1;
    await ctx.database.db.insert(properties).values({
      ownerId: owner.user._id,
      slug: `featured-${serial}`,
      title: `Level ${level} listing ${serial}`,
      propertyCategory: 'residential',
      propertyType: 'flat',
      propertyFor: 'rent',
      priceKobo: 100_000_000,
      isPublished: true,
      listingStatus: 'active',
      ownerHasPlan: true,
      visibilityLevel: level,
      publishedAt: new Date(Date.now() - serial * 60_000),
      ...fields,
    });
  }
}

const featured = async () => (await t.client().get<{ data: PropertyCard[] }>('/api/v1/property/featured')).body.data;
const levels = (cards: PropertyCard[]) => cards.map((card) => card.visibilityLevel);

describe('the home page carousel', () => {
  test('with no paid listings it is empty; Starter listings never appear', async () => {
    await listings(await signedInUser(t, 'AGENT'), 1, 3);
    expect(await featured()).toEqual([]);
  });

  test('many Platinum listings do not crowd Elite out: Platinum first, Elite keeps the rest', async () => {
    await listings(await signedInUser(t, 'AGENT'), 4, 15);
    await listings(await signedInUser(t, 'AGENT'), 2, 6);
    // Not live: a lapsed Elite plan's listing never shows.
    await listings(await signedInUser(t, 'AGENT'), 2, 1, { ownerHasPlan: false, title: 'Lapsed' });
    const cards = await featured();
    expect(cards).toHaveLength(FEATURED_SLOTS);
    expect(levels(cards)).toEqual([
      ...Array(FEATURED_TOP_SHARE).fill(4),
      ...Array(FEATURED_SLOTS - FEATURED_TOP_SHARE).fill(2),
    ]);
    expect(cards.some((card) => card.title === 'Lapsed')).toBe(false);
  });

  test('when Elite listings are few, Platinum fills the empty slots', async () => {
    const fresh = await setupTestApp();
    await listings(await signedInUser(fresh, 'AGENT'), 4, 15, {}, fresh);
    await listings(await signedInUser(fresh, 'AGENT'), 2, 1, {}, fresh);
    const cards = (await fresh.client().get<{ data: PropertyCard[] }>('/api/v1/property/featured')).body.data;
    expect(levels(cards)).toEqual([...Array(FEATURED_SLOTS - 1).fill(4), 2]);
  });
});
