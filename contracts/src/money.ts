// The one rule for every ₦ amount a person types (spec §5: 'Price and range inputs accept decimals only'): offer,
// counter-offer, listing price, deposit and fees, search price filters, plan prices. Digits, optionally grouped by
// thousands commas, and at most two decimals (kobo): '7500.50', '7,500.50', '45000000.50', '0.5'. Anything else is
// refused with words, never repaired by dropping a character: letters, an exponent ('1e6'), a sign, three decimals.
// The API's schemas and the ₦ input of ui-kit use this same parse, so a form says exactly what the server would.

import { z } from './zod';

/** Naira: a trillion is beyond any listing, and keeps kobo exact in a double (1e14 < 2^53). */
export const NAIRA_MAX = 1e12;

const amountPattern = /^(\d+|\d{1,3}(,\d{3})+)(\.\d{1,2})?$/;
const tooManyDecimals = /^(\d+|\d{1,3}(,\d{3})+)\.\d{3,}$/;

export type NairaParse =
  | { ok: true; kobo: number; naira: number }
  | { ok: false; reason: 'empty' | 'invalid' | 'decimals' };

/**
 * What a person typed (or a JSON number) as naira and kobo: '7,500.50' → 750050 kobo, 7500.5 naira. Kobo are
 * counted from the digits, never by multiplying a float.
 */
export function parseNaira(input: string | number): NairaParse {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : 'x') : input.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  if (!amountPattern.test(text)) return { ok: false, reason: tooManyDecimals.test(text) ? 'decimals' : 'invalid' };
  const [whole = '0', fraction = ''] = text.replace(/,/g, '').split('.');
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, kobo, naira: kobo / 100 };
}

/** The words for an amount field ('Offer Price', 'Price per month'). */
export function moneyMessages(label: string) {
  return {
    required: `${label} is required`,
    invalid: `${label} must contain only digits and a decimal point`,
    decimals: `${label} can have at most two decimals`,
    max: `${label} must be at most ₦1,000,000,000,000`,
  };
}

/** The message for a failed parse, or null for an amount the rule accepts. */
export function nairaInputError(label: string, input: string | number): string | null {
  const parsed = parseNaira(input);
  if (parsed.ok) return parsed.naira > NAIRA_MAX ? moneyMessages(label).max : null;
  return moneyMessages(label)[parsed.reason === 'empty' ? 'required' : parsed.reason];
}

/**
 * A ₦ amount in a request body or a form: a JSON number or the text as typed, checked by `parseNaira` and given on
 * as naira with at most two decimals (services store `nairaToKobo` of it, exact for such a number). `min` says the
 * least amount and its message (an offer's 'Offer Price minium amount is required').
 */
export function nairaAmountSchema(
  label: string,
  options: { min?: { value: number; message: string }; max?: number; messages?: { required?: string } } = {},
) {
  const words = { ...moneyMessages(label), ...options.messages };
  const max = options.max ?? NAIRA_MAX;
  return z.union([z.number(), z.string()], { error: words.required }).transform((value, ctx) => {
    const parsed = parseNaira(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: words[parsed.reason === 'empty' ? 'required' : parsed.reason] });
      return z.NEVER;
    }
    if (options.min && parsed.naira < options.min.value) {
      ctx.addIssue({ code: 'custom', message: options.min.message });
      return z.NEVER;
    }
    if (parsed.naira > max) {
      ctx.addIssue({
        code: 'custom',
        message: max === NAIRA_MAX ? words.max : `${label} must be at most ₦${groupThousands(max)}`,
      });
      return z.NEVER;
    }
    return parsed.naira;
  });
}

/** '7500.5' → '7,500.50' as the ₦ input shows a valid amount once typed; other text is left as it is. */
export function formatNairaInput(text: string): string {
  const parsed = parseNaira(text);
  if (!parsed.ok) return text;
  const whole = groupThousands(Math.floor(parsed.kobo / 100));
  const fraction = text.includes('.') ? `.${String(parsed.kobo % 100).padStart(2, '0')}` : '';
  return `${whole}${fraction}`;
}

function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
