import { describe, expect, test } from 'bun:test';
import { agentOfficeSchema } from './agent';
import { firstIssueMessage } from './fields';
import { countOf, formatMiles } from './format';
import { propertyUpdateSchema } from './property';
import { formatListingPrice, listingPriceParts, placeLine } from './property-options';
import { reviewCreateSchema, starsText } from './review';

describe('listing prices (spec §9)', () => {
  test('rent shows its payment frequency, short-lets a night, sales nothing', () => {
    expect(formatListingPrice({ price: 3_500_000, propertyFor: 'rent', rentPaymentFrequency: 'annually' })).toBe(
      '₦3,500,000.00 / year',
    );
    expect(formatListingPrice({ price: 250_000, propertyFor: 'rent', rentPaymentFrequency: 'monthly' })).toBe(
      '₦250,000.00 / month',
    );
    expect(formatListingPrice({ price: 900_000, propertyFor: 'rent', rentPaymentFrequency: 'quarterly' })).toBe(
      '₦900,000.00 / quarter',
    );
    expect(formatListingPrice({ price: 45_000, propertyFor: 'short-let', rentPaymentFrequency: null })).toBe(
      '₦45,000.00 / night',
    );
    expect(formatListingPrice({ price: 89_500_000, propertyFor: 'sale', rentPaymentFrequency: null })).toBe(
      '₦89,500,000.00',
    );
  });

  test('compact prices use K, M and B', () => {
    expect(
      formatListingPrice(
        { price: 3_500_000, propertyFor: 'rent', rentPaymentFrequency: 'annually' },
        { compact: true },
      ),
    ).toBe('₦3.5M / year');
  });

  test('the parts, for layouts that style the period apart; and what a missing price says', () => {
    expect(listingPriceParts({ price: 45_000, propertyFor: 'short-let', rentPaymentFrequency: null })).toEqual({
      amount: '₦45,000.00',
      period: '/ night',
    });
    expect(
      formatListingPrice({ price: null, propertyFor: 'rent', rentPaymentFrequency: null }, { missing: 'N/A' }),
    ).toBe('N/A');
  });

  test('a listing without a price says so', () => {
    expect(formatListingPrice({ price: null, propertyFor: 'sale', rentPaymentFrequency: null })).toBe(
      'Price on request',
    );
  });
});

describe('distances', () => {
  test('always in miles, written out, one and many', () => {
    expect(formatMiles(1)).toBe('1 mile');
    expect(formatMiles(1.5)).toBe('1.5 miles');
    expect(formatMiles(0.25)).toBe('0.25 miles');
    expect(formatMiles(12)).toBe('12 miles');
  });
});

describe('counts', () => {
  test('a noun in the singular only for exactly one', () => {
    expect(countOf(1, 'review')).toBe('1 review');
    expect(countOf(0, 'review')).toBe('0 reviews');
    expect(countOf(2, 'listing')).toBe('2 listings');
    expect(countOf(1200, 'listing')).toBe('1,200 listings');
    expect(countOf(3, 'property', 'properties')).toBe('3 properties');
  });
});

/** The first message of a failed parse (the test fails if it passed). */
function issueOf(result: { success: boolean; error?: Parameters<typeof firstIssueMessage>[0] }): string {
  if (!result.error) throw new Error('expected the parse to fail');
  return firstIssueMessage(result.error);
}

describe('coordinates out of range', () => {
  const office = {
    agencyName: 'Okafor Prime Realty',
    officeName: 'Lekki Office',
    agencySize: '11-50',
    agencyEmail: 'hello@okaforprime.ng',
    agencyPhoneNumber: '+2348031234511',
    address: '12 Admiralty Way, Lekki Phase 1, Lagos',
    latitude: 6.4474,
    longitude: 3.4723,
  };
  test('say they are out of range, not that they are not numbers', () => {
    expect(issueOf(agentOfficeSchema.safeParse({ ...office, latitude: 95 }))).toBe(
      'Latitude must be between -90 and 90',
    );
    expect(issueOf(agentOfficeSchema.safeParse({ ...office, longitude: -200 }))).toBe(
      'Longitude must be between -180 and 180',
    );
    expect(issueOf(agentOfficeSchema.safeParse({ ...office, latitude: 'north' }))).toBe('Latitude must be a number');
    const listing = propertyUpdateSchema.safeParse({ latitude: 95, longitude: 3.4 });
    expect(issueOf(listing)).toMatch(/^Latitude must be at most/);
  });
});

describe('a place in one line', () => {
  test('names each part once', () => {
    expect(placeLine('Lekki Phase 1, Eti-Osa, Lagos', 'Lagos', 'Lagos')).toBe('Lekki Phase 1, Eti-Osa, Lagos');
    expect(placeLine('8 Bourdillon Road', 'Ikoyi', 'Lagos')).toBe('8 Bourdillon Road, Ikoyi, Lagos');
    expect(placeLine(null, 'Wuse', 'Federal Capital Territory')).toBe('Wuse, Federal Capital Territory');
    expect(placeLine(null, null, null)).toBe('');
  });
});

describe('ratings in words (issue 31)', () => {
  test("one star is '1 star', never '1 stars'", () => {
    expect(starsText(1)).toBe('1 star');
    expect(starsText(4)).toBe('4 stars');
  });
  test('a review of under 5 characters is refused with the spec’s minimum', () => {
    const review = (text: string) => reviewCreateSchema.safeParse({ text, rating: 4, agentId: 'a' });
    const refused = review('Ok!');
    expect(refused.success).toBe(false);
    if (!refused.success) expect(firstIssueMessage(refused.error)).toBe('Review must contain at least 5 characters');
    expect(review('Great').success).toBe(true);
  });
});
