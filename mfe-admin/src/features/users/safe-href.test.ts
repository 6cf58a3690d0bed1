import { describe, expect, test } from 'bun:test';
import { safeHref } from './safe-href';

describe('safeHref', () => {
  test('web links are kept', () => {
    expect(safeHref('https://example.com/agency')).toBe('https://example.com/agency');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
  });
  test('anything else is not a link', () => {
    expect(safeHref(null)).toBeNull();
    expect(safeHref('')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('example.com')).toBeNull();
  });
});
