import { describe, expect, test } from 'bun:test';
import { withParams } from '@naija-homes/ui-kit/lib/search-params';
import { reportFilterChanges, reportFiltersFrom } from './report-filters';

describe('the moderation queue filters in the URL', () => {
  test('known values are read; anything else falls back to the open queue, every reason, page 1', () => {
    expect(reportFiltersFrom(new URLSearchParams('status=actioned&reason=scam&page=3'))).toEqual({
      status: 'actioned',
      reason: 'scam',
      page: 3,
    });
    expect(reportFiltersFrom(new URLSearchParams('status=closed&reason=boring&page=-2'))).toEqual({
      status: 'open',
      reason: '',
      page: 1,
    });
  });

  test('changing a filter drops empty values and the default status', () => {
    const params = new URLSearchParams('status=dismissed&reason=scam&page=2');
    expect(withParams(params, reportFilterChanges({ status: 'open', page: '' })).toString()).toBe('reason=scam');
    expect(withParams(params, reportFilterChanges({ reason: '' })).toString()).toBe('status=dismissed&page=2');
  });
});
