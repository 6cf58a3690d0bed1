import { describe, expect, test } from 'bun:test';
import { settingsTabOf } from './settings-tab';

describe('settingsTabOf', () => {
  test('opens the tab the URL names', () => {
    expect(settingsTabOf('verification')).toBe('verification');
    expect(settingsTabOf('pricing-plans')).toBe('pricing-plans');
    expect(settingsTabOf('prof-account')).toBe('prof-account');
  });

  test('Basic Information when the URL names no tab', () => {
    expect(settingsTabOf(null)).toBe('prof-account');
    expect(settingsTabOf('billing')).toBe('prof-account');
  });
});
