import { describe, expect, test } from 'bun:test';
import { formatPrice } from './price';

describe('listing prices (spec §9)', () => {
  test('rent shows its payment frequency, short-lets a night, sales nothing', () => {
    expect(formatPrice({ price: 3_500_000, propertyFor: 'rent', rentPaymentFrequency: 'annually' })).toBe(
      '₦3,500,000.00 / year',
    );
    expect(formatPrice({ price: 250_000, propertyFor: 'rent', rentPaymentFrequency: 'monthly' })).toBe(
      '₦250,000.00 / month',
    );
    expect(formatPrice({ price: 900_000, propertyFor: 'rent', rentPaymentFrequency: 'quarterly' })).toBe(
      '₦900,000.00 / quarter',
    );
    expect(formatPrice({ price: 45_000, propertyFor: 'short-let', rentPaymentFrequency: null })).toBe(
      '₦45,000.00 / night',
    );
    expect(formatPrice({ price: 89_500_000, propertyFor: 'sale', rentPaymentFrequency: null })).toBe('₦89,500,000.00');
  });

  test('compact prices use K, M and B', () => {
    expect(
      formatPrice({ price: 3_500_000, propertyFor: 'rent', rentPaymentFrequency: 'annually' }, { compact: true }),
    ).toBe('₦3.5M / year');
  });

  test('a listing without a price says so', () => {
    expect(formatPrice({ price: null, propertyFor: 'sale', rentPaymentFrequency: null })).toBe('Price on request');
  });
});
