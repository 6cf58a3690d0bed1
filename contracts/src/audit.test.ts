import { describe, expect, test } from 'bun:test';
import {
  auditActionLabel,
  auditChanges,
  auditFieldLabel,
  auditLogQuerySchema,
  auditRangeEnd,
  auditRangeStart,
} from './audit';

describe('audit log wording', () => {
  test('actions in words, unknown ones from their name', () => {
    expect(auditActionLabel('agent.approve')).toBe('Approved an agent');
    expect(auditActionLabel('listing.feature-on-home')).toBe('Listing: feature on home');
    expect(auditActionLabel('contact-message.archive')).toBe('Contact message: archive');
  });
  test('field names in words', () => {
    expect(auditFieldLabel('listingStatus')).toBe('Listing status');
    expect(auditFieldLabel('is_blocked')).toBe('Is blocked');
    expect(auditFieldLabel('priceKobo')).toBe('Price kobo');
  });
  test('changes: each field before → after, unchanged ones left out', () => {
    expect(
      auditChanges(
        { status: 'submitted', rejectionReason: null, isBlocked: false },
        { status: 'approved', rejectionReason: null, isBlocked: true, points: 30, links: { x: 'a' } },
      ),
    ).toEqual([
      { field: 'status', label: 'Status', before: 'submitted', after: 'approved' },
      { field: 'isBlocked', label: 'Is blocked', before: 'No', after: 'Yes' },
      { field: 'points', label: 'Points', before: '—', after: '30' },
      { field: 'links', label: 'Links', before: '—', after: '{"x":"a"}' },
    ]);
    expect(auditChanges({ email: 'a@x.ng' }, null)).toEqual([
      { field: 'email', label: 'Email', before: 'a@x.ng', after: '—' },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});

describe('audit values as people read them (issue 31)', () => {
  test('amounts in ₦, instants in Lagos time, people by name, lists joined', () => {
    const id = '0b9c1d2e-3f40-4a5b-8c6d-7e8f90a1b2c3';
    expect(
      auditChanges(
        { amount: 7500, verifiedAt: null },
        { amount: 7500.5, verifiedAt: '2026-03-01T23:30:00.000Z', verifiedBy: id, points: ['Chat', 'Offers'] },
        { [id]: 'Amaka Eze' },
      ),
    ).toEqual([
      { field: 'amount', label: 'Amount', before: '₦7,500.00', after: '₦7,500.50' },
      { field: 'verifiedAt', label: 'Verified at', before: '—', after: '2 Mar 2026, 00:30 (Lagos)' },
      { field: 'verifiedBy', label: 'Verified by', before: '—', after: 'Amaka Eze' },
      { field: 'points', label: 'Points', before: '—', after: 'Chat, Offers' },
    ]);
    expect(auditChanges(null, { verifiedBy: id })[0]?.after).toBe('A removed account');
  });
});

describe('audit log dates', () => {
  test('a day is a Lagos day; its end is exclusive', () => {
    expect(auditRangeStart('2026-03-01').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(auditRangeEnd('2026-03-01').toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(auditRangeStart('2026-03-01T10:00:00Z').toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });
  test('the query refuses a backwards range and bad values', () => {
    expect(auditLogQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(auditLogQuerySchema.safeParse({ from: '2026-03-01', to: '2026-03-01' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ action: 'listing' }).success).toBe(true);
    expect(auditLogQuerySchema.safeParse({ action: 'Listing.Verify' }).success).toBe(false);
  });
});
