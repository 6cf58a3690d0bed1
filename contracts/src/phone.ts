// Phone numbers (spec: Nigerian +234 by default). Apart from fields.ts because libphonenumber's metadata is the
// heaviest thing a contract can pull into a page (about 120 kB before compression): only the contracts with a phone
// field import it, so a page without one (search, the agent directory) does not download it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from './messages';
import { parseNigerianPhone, phoneSeparators } from './phone-format';
import { z } from './zod';

/**
 * A phone number, Nigerian (+234) unless it carries another country code; stored in E.164.
 * '0803 123 4567', '+234 803 123 4567' and '+2348031234567' all become '+2348031234567'; a Nigerian number of any
 * other length than ten national digits is refused, as is a foreign one libphonenumber finds invalid.
 */
export const phoneNumberSchema = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: 'custom', message: messages.phoneInvalid });
      return z.NEVER;
    }
    return normalised;
  });

/** E.164 of a Nigerian number by `parseNigerianPhone`, or of a foreign one written with its +country code. */
export function normalisePhone(value: string): string | null {
  const compact = value.trim().replace(phoneSeparators, '');
  const foreign = /^(\+|00)(?!234)\d/.test(compact);
  if (!foreign) return parseNigerianPhone(value);
  const parsed = parsePhoneNumberFromString(compact.replace(/^00/, '+'));
  return parsed?.isValid() ? parsed.number : null;
}

/** A phone number a form may leave empty: blank means none (spec §5: "dropped if empty"), anything else must be valid. */
export const optionalPhoneNumberSchema = z
  .string({ error: messages.phoneInvalid })
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return undefined;
    const parsed = phoneNumberSchema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: messages.phoneInvalid });
      return z.NEVER;
    }
    return parsed.data;
  });

export function isValidPhoneNumber(value: string): boolean {
  return phoneNumberSchema.safeParse(value).success;
}

export { formatPhoneForDisplay, parseNigerianPhone } from './phone-format';
