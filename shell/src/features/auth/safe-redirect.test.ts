import { describe, expect, test } from 'bun:test';
import { afterSignInPath } from './safe-redirect';

describe('afterSignInPath', () => {
  test('goes home by role without a redirect', () => {
    expect(afterSignInPath(null, 'AGENT')).toBe('/agent/dashboard');
    expect(afterSignInPath(null, 'BUYER')).toBe('/');
  });
  test('returns to a page of the same area or a public page', () => {
    expect(afterSignInPath('/buyer/my-offers', 'BUYER')).toBe('/buyer/my-offers');
    expect(afterSignInPath('/properties?propertyFor=rent', 'AGENT')).toBe('/properties?propertyFor=rent');
  });
  test('never leaves the site or enters another role area', () => {
    expect(afterSignInPath('//evil.example', 'BUYER')).toBe('/');
    expect(afterSignInPath('https://evil.example', 'BUYER')).toBe('/');
    expect(afterSignInPath('/admin/dashboard', 'BUYER')).toBe('/');
  });
});
