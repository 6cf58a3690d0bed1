import { describe, expect, test } from 'bun:test';
import { canResubmit, canSubmitProfile } from './profile-status';

describe('Submit Profile', () => {
  test('shown before the first submission and after a rejection', () => {
    expect(canResubmit('incomplete')).toBe(true);
    expect(canResubmit('rejected')).toBe(true);
    expect(canResubmit('submitted')).toBe(false);
    expect(canResubmit('approved')).toBe(false);
  });

  test('enabled only once all four steps are complete', () => {
    expect(canSubmitProfile({ progress: 75, status: 'incomplete' })).toBe(false);
    expect(canSubmitProfile({ progress: 100, status: 'incomplete' })).toBe(true);
    expect(canSubmitProfile({ progress: 100, status: 'rejected' })).toBe(true);
    expect(canSubmitProfile({ progress: 100, status: 'submitted' })).toBe(false);
  });
});
