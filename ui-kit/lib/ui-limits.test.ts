import { describe, expect, test } from 'bun:test';
import { statusTone } from './status-tone';
import { formatBadgeCount } from './ui-limits';

describe('interface rules of spec §4 and §9', () => {
  test('badges cap at 99+', () => {
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
  });
  test('status chips take the spec colours, whatever the case', () => {
    expect(statusTone('Approved')).toBe('green');
    expect(statusTone('pending')).toBe('orange');
    expect(statusTone('rejected')).toBe('red');
    expect(statusTone('rented')).toBe('purple');
    expect(statusTone('in progress')).toBe('blue');
    expect(statusTone('something else')).toBe('gray');
  });
});
