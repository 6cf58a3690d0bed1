import { describe, expect, test } from 'bun:test';
import { joinPhoneNumber, splitPhoneNumber } from '../components/phone-input';

describe('phone input helpers', () => {
  test('Nigerian numbers typed with or without the trunk 0 become +234…', () => {
    expect(joinPhoneNumber('NG', '0803 123 4567')).toBe('+2348031234567');
    expect(joinPhoneNumber('NG', '803-123-4567')).toBe('+2348031234567');
    expect(joinPhoneNumber('NG', '')).toBe('');
  });
  test('a number pasted with its country code keeps it once', () => {
    expect(joinPhoneNumber('NG', '+234 803 123 4567')).toBe('+2348031234567');
    expect(joinPhoneNumber('NG', '+234 (0) 803 123 4567')).toBe('+2348031234567');
    expect(joinPhoneNumber('NG', '00234 803 123 4567')).toBe('+2348031234567');
    expect(joinPhoneNumber('GB', '+44 7911 123456')).toBe('+447911123456');
  });
  test('a stored number is split back into country and national digits', () => {
    expect(splitPhoneNumber('+2348031234567')).toEqual({ country: 'NG', national: '8031234567' });
    expect(splitPhoneNumber('+447911123456')).toEqual({ country: 'GB', national: '7911123456' });
    expect(splitPhoneNumber(null)).toEqual({ country: 'NG', national: '' });
  });
});
