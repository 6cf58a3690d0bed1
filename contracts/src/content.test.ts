import { describe, expect, test } from 'bun:test';
import {
  articleStatus,
  defaultSiteSettings,
  footerHiddenAt,
  isoToLagosLocal,
  lagosLocalToIso,
  siteSettingsSchema,
} from './content';
import { formatPhoneForDisplay } from './phone';

describe('site settings helpers', () => {
  test('the defaults pass their own schema (the footer of today: sidebar areas and auth screens)', () => {
    expect(siteSettingsSchema.parse(defaultSiteSettings)).toEqual(defaultSiteSettings);
    expect(defaultSiteSettings.footer.hiddenPathPrefixes).toEqual(
      expect.arrayContaining(['/agent', '/admin', '/sign-in', '/sign-up']),
    );
  });

  test('the footer is hidden on a prefix and under it, not on a path that only starts alike', () => {
    const prefixes = ['/admin', '/sign-in'];
    expect(footerHiddenAt('/admin', prefixes)).toBe(true);
    expect(footerHiddenAt('/admin/users', prefixes)).toBe(true);
    expect(footerHiddenAt('/administrators', prefixes)).toBe(false);
    expect(footerHiddenAt('/', prefixes)).toBe(false);
    expect(footerHiddenAt('/properties', ['/'])).toBe(true);
  });

  test('phone numbers are shown grouped', () => {
    expect(formatPhoneForDisplay('+2348000000000')).toBe('+234 800 000 0000');
    expect(formatPhoneForDisplay('not a phone')).toBe('not a phone');
  });
});

describe('article dates', () => {
  test('Lagos wall-clock times and instants convert both ways (UTC+1, no daylight saving)', () => {
    expect(lagosLocalToIso('2026-05-01T10:00')).toBe('2026-05-01T09:00:00.000Z');
    expect(lagosLocalToIso('2026-05-01T00:30')).toBe('2026-04-30T23:30:00.000Z');
    expect(isoToLagosLocal('2026-04-30T23:30:00.000Z')).toBe('2026-05-01T00:30');
    expect(lagosLocalToIso('tomorrow')).toBeNull();
    expect(lagosLocalToIso('2026-13-40T10:00')).toBeNull();
  });

  test('draft, scheduled or published as of now', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(articleStatus(null, now)).toBe('draft');
    expect(articleStatus('2026-05-02T00:00:00Z', now)).toBe('scheduled');
    expect(articleStatus('2026-05-01T12:00:00Z', now)).toBe('published');
  });
});
