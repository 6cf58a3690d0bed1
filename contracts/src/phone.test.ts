import { describe, expect, test } from 'bun:test';
import { messages } from './messages';
import { formatPhoneForDisplay, parseNigerianPhone, phoneNumberSchema } from './phone';

describe('the one Nigerian phone parse', () => {
  test('every usual spelling becomes E.164 with ten national digits', () => {
    for (const text of [
      '+234 803 123 4567',
      '+2348031234567',
      '234 803 123 4567',
      '2348031234567',
      '00234 803 123 4567',
      '0803 123 4567',
      '08031234567',
      '803-123-4567',
      '(0803) 123.4567',
      '+234 (0) 803 123 4567',
      '+234 0803 123 4567',
      ' 0803\u00a0123\u00a04567 ',
      '8031234567',
    ]) {
      expect(parseNigerianPhone(text), text).toBe('+2348031234567');
    }
  });

  test('wrong lengths and letters are refused with the spec’s message', () => {
    for (const text of ['080312345678', '+23480312345678', '0803123456', '803123456', '0803 123 456a', '12345', '']) {
      expect(parseNigerianPhone(text), text).toBeNull();
    }
    expect(phoneNumberSchema.safeParse('080312345678').error?.issues[0]?.message).toBe(messages.phoneInvalid);
    expect(phoneNumberSchema.safeParse('+234 803 123 4567').data).toBe('+2348031234567');
    // A foreign number keeps its own country code.
    expect(phoneNumberSchema.safeParse('+44 7911 123456').data).toBe('+447911123456');
  });

  test('one display: +234 803 123 4501', () => {
    expect(formatPhoneForDisplay('+2348031234501')).toBe('+234 803 123 4501');
    expect(formatPhoneForDisplay('08031234501')).toBe('+234 803 123 4501');
    expect(formatPhoneForDisplay('+447911123456')).toBe('+447911123456');
    expect(formatPhoneForDisplay('not a phone')).toBe('not a phone');
  });
});
