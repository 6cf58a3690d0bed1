import { describe, expect, test } from 'bun:test';
import { contractSatisfied, FEDERATION_CONTRACT } from './federation-contract';

describe('contractSatisfied', () => {
  test('the same major, at least the minor the remote was built with', () => {
    expect(contractSatisfied('2.0.0', '2.0.0')).toBe(true);
    expect(contractSatisfied('2.3.0', '2.1.4')).toBe(true);
    expect(contractSatisfied('2.1.5', '2.1.4')).toBe(true);
    // The remote uses something this older shell does not give.
    expect(contractSatisfied('2.0.0', '2.1.0')).toBe(false);
    expect(contractSatisfied('2.1.3', '2.1.4')).toBe(false);
    // Another major either way.
    expect(contractSatisfied('3.0.0', '2.9.9')).toBe(false);
    expect(contractSatisfied('1.9.0', '2.0.0')).toBe(false);
  });

  test('anything unreadable does not match; the current version is well formed', () => {
    for (const bad of ['', '2', '2.0', 'v2.0.0', '2.0.0-rc.1', 'latest'])
      expect(contractSatisfied('2.0.0', bad)).toBe(false);
    expect(contractSatisfied(FEDERATION_CONTRACT, FEDERATION_CONTRACT)).toBe(true);
  });
});
