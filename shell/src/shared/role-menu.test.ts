import { describe, expect, test } from 'bun:test';
import { isCurrentLink } from './role-menu';

describe('isCurrentLink', () => {
  const at = (address: string) => {
    const url = new URL(address, 'http://localhost');
    return { pathname: url.pathname, search: url.search };
  };

  test('Buy, Rent and Short-let are current only on their own purpose, whatever else the search holds', () => {
    const rent = at('/properties?search=yaba&propertyFor=rent&bedrooms=2');
    expect(isCurrentLink('/properties?propertyFor=rent', rent)).toBe(true);
    expect(isCurrentLink('/properties?propertyFor=sale', rent)).toBe(false);
    expect(isCurrentLink('/properties?propertyFor=short-let', rent)).toBe(false);
    expect(isCurrentLink('/properties?propertyFor=rent', at('/properties'))).toBe(false);
  });

  test('a plain link is current on its path (a trailing slash aside), not on a page below it', () => {
    expect(isCurrentLink('/agents', at('/agents?page=2'))).toBe(true);
    expect(isCurrentLink('/agents', at('/agents/'))).toBe(true);
    expect(isCurrentLink('/agents', at('/agents/kemi-oladipo'))).toBe(false);
    expect(isCurrentLink('/pricing', at('/'))).toBe(false);
  });
});
