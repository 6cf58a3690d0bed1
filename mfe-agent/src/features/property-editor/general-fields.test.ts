import { describe, expect, test } from 'bun:test';
import { propertyMessages } from '@naija-homes/contracts/property';
import { checkStays, generalFields } from './general-fields';

describe('General Details', () => {
  test('rent terms only for rent, stays only for short-let, rooms by category', () => {
    expect(generalFields('residential', { propertyFor: 'rent' })).toEqual(
      expect.arrayContaining(['rentPaymentFrequency', 'leaseTerm', 'bedrooms', 'bathrooms']),
    );
    const shortLet = generalFields('commercial', { propertyFor: 'short-let' });
    expect(shortLet).toEqual(expect.arrayContaining(['minimumStay', 'maximumStay', 'totalFloors']));
    expect(shortLet).not.toContain('leaseTerm');
    expect(shortLet).not.toContain('bedrooms');
  });

  test('a short-let starts today or later and ends after it starts', () => {
    const today = '2026-03-10';
    const values = { propertyFor: 'short-let', minimumStay: '2026-03-09', maximumStay: '' };
    expect(checkStays({ minimumStay: '2026-03-09' }, values, today)).toEqual({
      field: 'minimumStay',
      message: propertyMessages.minimumStayPast,
    });
    expect(checkStays({}, values, today)).toBeNull();
    expect(
      checkStays(
        { maximumStay: '2026-03-12' },
        { ...values, minimumStay: '2026-03-12', maximumStay: '2026-03-12' },
        today,
      ),
    ).toEqual({ field: 'maximumStay', message: propertyMessages.maximumStayOrder });
    expect(checkStays({}, { propertyFor: 'sale', maximumStay: '2026-01-01' }, today)).toBeNull();
  });
});
