// Phone numbers (spec: Nigerian +234 by default). Apart from fields.ts because libphonenumber's metadata is the
// heaviest thing a contract can pull into a page (about 120 kB before compression): only the contracts with a phone
// field import it, so a page without one (search, the agent directory) does not download it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { messages } from './messages';
import { z } from './zod';

/**
 * A phone number, Nigerian (+234) unless it carries another country code; stored in E.164.
 * '0803 123 4567' and '+2348031234567' both become '+2348031234567'.
 */
export const phoneNumberSchema = z
  .string({ error: messages.phoneRequired })
  .trim()
  .min(1, messages.phoneRequired)
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, 'NG');
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: 'custom', message: messages.phoneInvalid });
      return z.NEVER;
    }
    return parsed.number;
  });

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

/** '+2348000000000' → '+234 800 000 0000'. */
export function formatPhoneForDisplay(phone: string): string {
  return parsePhoneNumberFromString(phone, 'NG')?.formatInternational() ?? phone;
}
