// A rental's total move-in cost (rent for a payment period, deposit, agency and legal fees, service charge): kept
// by the database from the listing's own figures, on the page and the cards, and searchable by sort and maximum.
import { describe, expect, test } from 'bun:test';
import type { PropertySearchResult, PublicProperty } from '@naija-homes/contracts/listing';
import { moveInCost } from '@naija-homes/contracts/property-options';
import { eq } from 'drizzle-orm';
import { properties } from '../../db/schema';
import { setupTestApp } from '../../test/app';
import { liveListing } from '../../test/listings';
import { signedInUser } from '../../test/users';

const t = await setupTestApp();
const agent = await signedInUser(t, 'AGENT');

const rental = (title: string, rentNaira: number, fees: { deposit?: number; agency?: number; legal?: number } = {}) =>
  liveListing(t, agent.user._id, {
    title,
    propertyFor: 'rent',
    rentPaymentFrequency: 'annually',
    leaseTerm: 'long-term',
    city: 'Surulere',
    priceKobo: rentNaira * 100,
    depositKobo: fees.deposit === undefined ? null : fees.deposit * 100,
    agencyFeeKobo: fees.agency === undefined ? null : fees.agency * 100,
    legalFeeKobo: fees.legal === undefined ? null : fees.legal * 100,
  });

describe('total move-in cost', () => {
  test("the page shows the total and the editor's fees change it; sales and short-lets have none", async () => {
    const listing = await rental('Two Bedroom Flat in Surulere', 1_200_000, { deposit: 200_000 });
    // Edited as a draft (a published listing must stay complete, which this bare one is not), then shown.
    await t.database.db.update(properties).set({ isPublished: false }).where(eq(properties.id, listing.id));
    const patched = await agent.client.patch(`/api/v1/property/${listing.id}`, {
      agencyFee: '120000',
      legalFee: '120000',
      maintenanceFees: '150000',
    });
    expect(patched.status).toBe(200);
    await t.database.db.update(properties).set({ isPublished: true }).where(eq(properties.id, listing.id));
    const page = await t.client().get<{ data: PublicProperty }>(`/api/v1/property/slug/${listing.slug}`);
    expect(page.body.data).toMatchObject({ agencyFee: 120_000, legalFee: 120_000, moveInCost: 1_790_000 });
    expect(moveInCost(page.body.data)).toEqual({
      rent: 1_200_000,
      deposit: 200_000,
      agencyFee: 120_000,
      legalFee: 120_000,
      serviceCharge: 150_000,
      total: 1_790_000,
    });
    const sale = await liveListing(t, agent.user._id, { propertyFor: 'sale', depositKobo: 100_00 });
    const salePage = await t.client().get<{ data: PublicProperty }>(`/api/v1/property/slug/${sale.slug}`);
    expect(salePage.body.data.moveInCost).toBeNull();
    expect(moveInCost(salePage.body.data)).toBeNull();
  });

  test('search sorts rentals by move-in cost and keeps those within a maximum', async () => {
    const cheapRentDearFees = await rental('Flat A in Surulere', 900_000, { deposit: 900_000, agency: 300_000 });
    const dearRentNoFees = await rental('Flat B in Surulere', 1_500_000);
    const middle = await rental('Flat C in Surulere', 1_000_000, { deposit: 100_000 });
    const search = (query: string) =>
      t.client().get<PropertySearchResult>(`/api/v1/property/all?propertyFor=rent&search=surulere&${query}`);
    const sorted = await search('sort=move-in-asc&limit=48');
    const ids = sorted.body.data.map((card) => card._id);
    const order = [middle.id, dearRentNoFees.id, cheapRentDearFees.id].map((id) => ids.indexOf(id));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const card = sorted.body.data.find((row) => row._id === cheapRentDearFees.id);
    expect(card?.moveInCost).toBe(2_100_000);
    const within = await search('maxMoveIn=1500000&limit=48');
    const withinIds = within.body.data.map((row) => row._id);
    expect(withinIds).toContain(middle.id);
    expect(withinIds).toContain(dearRentNoFees.id);
    expect(withinIds).not.toContain(cheapRentDearFees.id);
    expect((await search('maxMoveIn=lots')).status).toBe(400);
  });
});
