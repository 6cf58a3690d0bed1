import { describe, expect, test } from 'bun:test';
import { clearedFilters, hasFilters, propertyFiltersFrom } from './property-filters';

const PLAN = '0b7a3c1e-2f44-4c1a-9d7e-1a2b3c4d5e6f';

describe('the listings table filters from the URL', () => {
  test('known values are kept; the sort defaults to newest and the page to 1', () => {
    const filters = propertyFiltersFrom(
      new URLSearchParams(
        `search=ikoyi&status=deactivated&purpose=short-let&city=Lekki&agent=tobi&plan=${PLAN}&verified=yes&sort=price-desc&page=3`,
      ),
    );
    expect(filters).toEqual({
      search: 'ikoyi',
      status: 'deactivated',
      purpose: 'short-let',
      city: 'Lekki',
      agent: 'tobi',
      plan: PLAN,
      verified: 'yes',
      sort: 'price-desc',
      page: 3,
    });
    expect(hasFilters(filters)).toBe(true);
  });

  test('unknown values are dropped instead of being sent to the API', () => {
    const filters = propertyFiltersFrom(
      new URLSearchParams('status=gone&purpose=lease&plan=elite&verified=maybe&sort=cheapest&page=-2'),
    );
    expect(filters).toMatchObject({ status: '', purpose: '', plan: '', verified: '', sort: 'newest', page: 1 });
    expect(hasFilters(filters)).toBe(false);
  });

  test('clearing empties every filter and the page, not the sort', () => {
    expect(Object.keys(clearedFilters)).not.toContain('sort');
    expect(Object.keys(clearedFilters)).toContain('page');
  });
});
