import { describe, expect, test } from 'bun:test';
import { authHref, returnTarget } from './return-to';

describe('returnTarget', () => {
  test('is the page itself, with its query', () => {
    expect(returnTarget('/property/lekki-duplex-1', '')).toBe('/property/lekki-duplex-1');
    expect(returnTarget('/properties', '?propertyFor=rent&page=2')).toBe('/properties?propertyFor=rent&page=2');
  });
  test('is nothing from home', () => {
    expect(returnTarget('/', '')).toBeNull();
  });
  test('on an auth screen, is the page that sent the person there', () => {
    expect(returnTarget('/sign-in', '?redirect=%2Fbuyer%2Fmy-offers')).toBe('/buyer/my-offers');
    expect(returnTarget('/sign-up', '?role=BUYER&redirect=%2Fproperty%2Fx')).toBe('/property/x');
    expect(returnTarget('/sign-in', '')).toBeNull();
  });
});

describe('authHref', () => {
  test('adds the return target as redirect, beside other parameters', () => {
    expect(authHref('/sign-in', '/buyer/my-offers')).toBe('/sign-in?redirect=%2Fbuyer%2Fmy-offers');
    expect(authHref('/sign-up', '/property/x?tab=video', { role: 'BUYER' })).toBe(
      '/sign-up?role=BUYER&redirect=%2Fproperty%2Fx%3Ftab%3Dvideo',
    );
    expect(authHref('/sign-in', null)).toBe('/sign-in');
  });
});
