import { describe, expect, test } from 'bun:test';
import { firstErrorMessage } from './form-errors';

describe('firstErrorMessage', () => {
  test('takes the first field’s message, in the order the errors came', () => {
    expect(
      firstErrorMessage({
        city: { type: 'too_small', message: 'City must contain at least 2 characters', ref: { name: 'city' } },
        address: { type: 'required', message: 'Address is required' },
      }),
    ).toBe('City must contain at least 2 characters');
  });

  test('reads nested and listed fields, and the form’s own message', () => {
    expect(firstErrorMessage({ prefixes: [undefined, { value: { message: 'Start with /' } }] })).toBe('Start with /');
    expect(firstErrorMessage({ root: { contract: { message: 'Coordinates must be in Nigeria' } } })).toBe(
      'Coordinates must be in Nigeria',
    );
  });

  test('has nothing to say of no errors', () => {
    expect(firstErrorMessage({})).toBeUndefined();
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});
