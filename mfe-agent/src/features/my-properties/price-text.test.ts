import { describe, expect, test } from 'bun:test';
import { formatNaira } from '@naija-homes/contracts/format';
import { priceText } from './price-text';

describe('priceText', () => {
  test('N/A until a price is set', () => {
    expect(priceText({ price: null, propertyFor: 'sale', rentPaymentFrequency: null })).toBe('N/A');
  });

  test('a sale shows the price alone', () => {
    expect(priceText({ price: 25_000_000, propertyFor: 'sale', rentPaymentFrequency: 'annually' })).toBe(
      formatNaira(25_000_000),
    );
  });

  test('a rental adds its period, a short-let a night', () => {
    expect(priceText({ price: 1_500_000, propertyFor: 'rent', rentPaymentFrequency: 'annually' })).toBe(
      `${formatNaira(1_500_000)} / year`,
    );
    expect(priceText({ price: 45_000, propertyFor: 'short-let', rentPaymentFrequency: null })).toBe(
      `${formatNaira(45_000)} / night`,
    );
    expect(priceText({ price: 1_500_000, propertyFor: 'rent', rentPaymentFrequency: null })).toBe(
      formatNaira(1_500_000),
    );
  });
});
