import { describe, expect, test } from 'bun:test';
import { formatNairaInput, moneyMessages, nairaAmountSchema, nairaInputError, parseNaira } from './money';

describe('the one money rule', () => {
  test('digits, thousands commas and at most two decimals are kept to the kobo', () => {
    expect(parseNaira('7500.50')).toEqual({ ok: true, kobo: 750_050, naira: 7500.5 });
    expect(parseNaira('7,500.50')).toEqual({ ok: true, kobo: 750_050, naira: 7500.5 });
    expect(parseNaira('45000000.50')).toEqual({ ok: true, kobo: 4_500_000_050, naira: 45_000_000.5 });
    expect(parseNaira('12.3')).toEqual({ ok: true, kobo: 1230, naira: 12.3 });
    expect(parseNaira(' 0 ')).toEqual({ ok: true, kobo: 0, naira: 0 });
    expect(parseNaira(7500.5)).toEqual({ ok: true, kobo: 750_050, naira: 7500.5 });
    expect(parseNaira('999,999,999,999.99').ok).toBe(true);
  });

  test('anything else is refused, never repaired by dropping a character', () => {
    for (const text of ['1e6', '12a', '-5', '+5', '₦5', '1,2,3', '12,34', '1.2.3', '.5', '5.', 'NaN', '١٢']) {
      expect(parseNaira(text), text).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(parseNaira('12.345')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseNaira('1,234.567')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseNaira('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseNaira(1e21)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNaira(0.1 + 0.2)).toEqual({ ok: false, reason: 'decimals' });
    expect(parseNaira(-1)).toEqual({ ok: false, reason: 'invalid' });
    expect(parseNaira(Number.NaN)).toEqual({ ok: false, reason: 'invalid' });
  });

  test('each refusal in words that name the field', () => {
    const words = moneyMessages('Price per month');
    expect(nairaInputError('Price per month', '12.345')).toBe(words.decimals);
    expect(nairaInputError('Price per month', '1e6')).toBe(words.invalid);
    expect(nairaInputError('Price per month', '')).toBe(words.required);
    expect(nairaInputError('Price per month', '7,500.50')).toBeNull();
    expect(words.invalid).toBe('Price per month must contain only digits and a decimal point');
  });

  test('the schema gives naira on, with the least amount and the most', () => {
    const schema = nairaAmountSchema('Offer Price', {
      min: { value: 1, message: 'Offer Price minium amount is required' },
      max: 1000,
    });
    expect(schema.parse('7,50.5'.replace(',', ''))).toBe(750.5);
    expect(schema.parse(12)).toBe(12);
    expect(schema.safeParse('0').error?.issues[0]?.message).toBe('Offer Price minium amount is required');
    expect(schema.safeParse('1001').error?.issues[0]?.message).toBe('Offer Price must be at most ₦1,000');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Offer Price is required');
  });

  test('the input shows a valid amount grouped, and leaves other text as typed', () => {
    expect(formatNairaInput('7500.5')).toBe('7,500.50');
    expect(formatNairaInput('45000000')).toBe('45,000,000');
    expect(formatNairaInput('12.345')).toBe('12.345');
    expect(formatNairaInput('abc')).toBe('abc');
  });
});
