import { describe, expect, test } from 'bun:test';
import { ApiError } from '@naija-homes/client/api-client';
import { propertyMessages } from '@naija-homes/contracts/property';
import { missingItemsOf } from './missing-items';

describe('what a refused publish says is missing', () => {
  test('the labels of the answer’s `missing`, nothing for other errors', () => {
    const refused = new ApiError(422, propertyMessages.incomplete, { missing: ['Price', 3, 'City'] });
    expect(missingItemsOf(refused)).toEqual(['Price', 'City']);
    expect(missingItemsOf(new ApiError(500, 'Something went wrong'))).toEqual([]);
    expect(missingItemsOf(new Error('offline'))).toEqual([]);
  });
});
