import { describe, expect, test } from 'bun:test';
import { auditMessages } from '@naija-homes/contracts/audit';
import { dateRangeMessages } from '@naija-homes/contracts/date-range';
import { auditFiltersFrom, auditTargetHref, hasAuditFilters } from './audit-filters';

describe('auditFiltersFrom', () => {
  test('no parameters: everything, first page', () => {
    const filters = auditFiltersFrom(new URLSearchParams());
    expect(filters).toEqual({ action: '', actor: '', targetType: '', from: '', to: '', page: 1, rangeProblem: null });
    expect(hasAuditFilters(filters)).toBe(false);
  });
  test('valid values are kept', () => {
    const filters = auditFiltersFrom(
      new URLSearchParams('action=user.block&actor=tunde&targetType=user&from=2026-03-01&to=2026-03-31&page=2'),
    );
    expect(filters).toEqual({
      action: 'user.block',
      actor: 'tunde',
      targetType: 'user',
      from: '2026-03-01',
      to: '2026-03-31',
      page: 2,
      rangeProblem: null,
    });
    expect(hasAuditFilters(filters)).toBe(true);
  });
  test('values the API would refuse are dropped; a range it would refuse is named, not turned round (issue 31)', () => {
    expect(
      auditFiltersFrom(new URLSearchParams('action=DROP TABLE&targetType=planet&from=yesterday&to=2026-13-45&page=-1')),
    ).toMatchObject({ action: '', actor: '', targetType: '', page: 1, rangeProblem: auditMessages.dateInvalid });
    expect(auditFiltersFrom(new URLSearchParams('from=2026-04-01&to=2026-03-01'))).toMatchObject({
      from: '2026-04-01',
      to: '2026-03-01',
      rangeProblem: dateRangeMessages.reversed,
    });
  });
});

describe('auditTargetHref', () => {
  test('a listing opens its public page in a new tab; a person opens in the users list', () => {
    expect(auditTargetHref({ targetType: 'listing', targetSlug: 'lekki-duplex-ab12', targetEmail: null })).toEqual({
      href: '/properties/lekki-duplex-ab12',
      newTab: true,
    });
    expect(auditTargetHref({ targetType: 'agent', targetSlug: null, targetEmail: 'ada+1@x.ng' })).toEqual({
      href: '/admin/users?search=ada%2B1%40x.ng',
      newTab: false,
    });
  });
  test('a target that is gone, or has no page, is not linked', () => {
    expect(auditTargetHref({ targetType: 'listing', targetSlug: null, targetEmail: null })).toBeNull();
    expect(auditTargetHref({ targetType: 'user', targetSlug: null, targetEmail: null })).toBeNull();
    expect(auditTargetHref({ targetType: 'newsletter-subscriber', targetSlug: null, targetEmail: null })).toBeNull();
  });
});
