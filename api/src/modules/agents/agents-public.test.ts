// What visitors see of an agent's listings on /agents and the public profile: the counts, the pricing and
// property figures, and the paged table, all over exactly the listings search shows.
import { describe, expect, test } from 'bun:test';
import type { AgentCard, AgentListingsPage, AgentPublicProfile } from '@naija-homes/contracts/agent-profile';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { type SignedInUser, signedInUser } from '../../test/users';

const t = await setupTestApp();
let serial = 0;

async function listingOf(owner: SignedInUser, fields: Partial<typeof properties.$inferInsert>) {
  serial += 1;
  await t.database.db.insert(properties).values({
    ownerId: owner.user._id,
    slug: `agent-listing-${serial}`,
    title: `Listing ${serial}`,
    propertyCategory: 'residential',
    propertyType: 'flat',
    propertyFor: 'rent',
    rentPaymentFrequency: 'annually',
    isPublished: true,
    listingStatus: 'active',
    ownerHasPlan: true,
    publishedAt: new Date(Date.now() - serial * 60_000),
    ...fields,
  });
}

const agent = await signedInUser(t, 'AGENT');
// Live: a ₦2.5M rent, a ₦120M sale, a ₦60k-a-night short-let. Not live: a draft, a withdrawn sale.
await listingOf(agent, { propertyFor: 'rent', priceKobo: 250_000_000 });
await listingOf(agent, { propertyFor: 'sale', priceKobo: 12_000_000_000, rentPaymentFrequency: null });
await listingOf(agent, { propertyFor: 'short-let', priceKobo: 6_000_000, rentPaymentFrequency: null });
await listingOf(agent, {
  propertyFor: 'sale',
  priceKobo: 99_900_000_000,
  isPublished: false,
  listingStatus: 'pending',
});
await listingOf(agent, { propertyFor: 'sale', priceKobo: 50_000_000_000, listingStatus: 'inactive' });

async function directoryCard(): Promise<AgentCard | undefined> {
  const list = await t.client().get<{ data: AgentCard[] }>('/api/v1/agent/all?limit=100');
  return list.body.data.find((card) => card._id === agent.user._id);
}

describe("an agent's listings in public", () => {
  test('the directory counts the live listings', async () => {
    expect((await directoryCard())?.propertiesCount).toBe(3);
  });

  test('the profile gives pricing and property figures over the live listings only', async () => {
    const profile = await t.client().get<{ data: AgentPublicProfile }>(`/api/v1/agent/slug/${agent.user.slug}`);
    expect(profile.body.data.propertyStats).toEqual({
      propertiesCount: 3,
      forRentCount: 1,
      forSaleCount: 1,
      forShortLetCount: 1,
    });
    expect(profile.body.data.pricingStats).toEqual({
      totalPrice: 2_500_000 + 120_000_000 + 60_000,
      priceRange: { minPrice: 60_000, maxPrice: 120_000_000 },
      averagePrice: 40_853_333.33,
    });
  });

  test("the agent's dashboard counts exactly what the public profile counts (one definition, issue 31)", async () => {
    const profile = await t.client().get<{ data: AgentPublicProfile }>(`/api/v1/agent/slug/${agent.user.slug}`);
    const dashboard = await agent.client.get<{ data: Record<string, number> }>('/api/v1/property/stats');
    expect(dashboard.status).toBe(200);
    // The short-let is a short-let in both, not a rental in one of them; drafts and withdrawn listings in neither.
    expect(dashboard.body.data).toMatchObject(profile.body.data.propertyStats);
    expect(dashboard.body.data).toMatchObject({ total: 5, published: 4, active: 3, forRentCount: 1 });
  });

  test('the table pages through the live listings, newest first', async () => {
    const first = await t.client().get<AgentListingsPage>(`/api/v1/agent/slug/${agent.user.slug}/properties?limit=2`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 3, totalPages: 2, page: 1 });
    expect(first.body.data.map((card) => card.title)).toEqual(['Listing 1', 'Listing 2']);
    const second = await t
      .client()
      .get<AgentListingsPage>(`/api/v1/agent/slug/${agent.user.slug}/properties?limit=2&page=2`);
    expect(second.body.data.map((card) => card.title)).toEqual(['Listing 3']);
    expect(second.body.data[0]).toMatchObject({ propertyFor: 'short-let', price: 60_000 });
  });

  test('an unknown agent has no table, and bad paging is a clear 400', async () => {
    expect((await t.client().get('/api/v1/agent/slug/no-such-agent/properties')).status).toBe(404);
    const bad = await t.client().get(`/api/v1/agent/slug/${agent.user.slug}/properties?page=0`);
    expect(bad).toMatchObject({ status: 400, body: { message: 'page must be at least 1' } });
  });

  test('when the plan lapses, the listings leave the directory count, the figures and the table', async () => {
    const other = await signedInUser(t, 'AGENT');
    await listingOf(other, { propertyFor: 'rent', priceKobo: 100_000_000 });
    await t.database.db.update(properties).set({ ownerHasPlan: false }).where(eq(properties.ownerId, other.user._id));
    const profile = await t.client().get<{ data: AgentPublicProfile }>(`/api/v1/agent/slug/${other.user.slug}`);
    expect(profile.body.data.propertyStats.propertiesCount).toBe(0);
    expect(profile.body.data.pricingStats).toEqual({
      totalPrice: 0,
      priceRange: { minPrice: 0, maxPrice: 0 },
      averagePrice: 0,
    });
    const table = await t.client().get<AgentListingsPage>(`/api/v1/agent/slug/${other.user.slug}/properties`);
    expect(table.body).toMatchObject({ data: [], total: 0 });
  });
});
