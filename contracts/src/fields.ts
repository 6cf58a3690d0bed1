import { limits } from './limits';
import { messages, nameMessages } from './messages';
import { z } from './zod';

/**
 * An object that rejects unknown keys with the spec's message. Every request body is one of these,
 * so a client can never slip a field such as `role` or `isBlocked` past validation.
 */
export function strictBody<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? messages.onlyAllowedFields : undefined),
  });
}

const lettersOnly = /^[A-Za-z]+$/;
export const lettersAndSpaces = /^[A-Za-z ]+$/;
export const alphanumericWithSpaces = /^[A-Za-z0-9 ]+$/;

/** First or last name: letters only, 2–20 (spec §5). */
export function personNameSchema(label: string) {
  const m = nameMessages(label);
  return z
    .string({ error: m.required })
    .trim()
    .min(1, m.required)
    .min(limits.nameMin, m.min)
    .max(limits.nameMax, m.max)
    .regex(lettersOnly, m.letters);
}

/** The subject of a note to the team (contact form, help & support). */
export const noteSubjectSchema = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(3, 'Subject must contain at least 3 characters')
  .max(100, 'Subject must contain upto 100 characters');

/** The body of a note to the team (contact form, help & support). */
export const noteMessageSchema = z
  .string({ error: 'Message is required' })
  .trim()
  .min(10, 'Message must contain at least 10 characters')
  .max(1000, 'Message must contain upto 1000 characters');

export const emailSchema = z
  .string({ error: messages.emailRequired })
  .trim()
  .min(1, messages.emailRequired)
  .max(limits.emailMax, messages.emailMax)
  .pipe(z.email({ error: messages.emailInvalid }))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: messages.passwordRequired })
  .min(1, messages.passwordRequired)
  .min(limits.passwordMin, messages.passwordHint)
  .max(limits.passwordMax, messages.passwordMax);

export const otpCodeSchema = z
  .string({ error: messages.otpInvalid })
  .trim()
  .regex(/^\d{6}$/, messages.otpInvalid);

/** Bio: empty, or 40–800 characters (spec §5). Empty clears it. */
export const bioSchema = z
  .string()
  .trim()
  .max(limits.bioMax, messages.bioMax)
  .refine((bio) => bio.length === 0 || bio.length >= limits.bioMin, messages.bioMin);

/** The first message of a failed parse, field-level issues first (spec §5: only the first is surfaced). */
export function firstIssueMessage(error: z.ZodError): string {
  const fieldIssue = error.issues.find((issue) => issue.path.length > 0);
  return (fieldIssue ?? error.issues[0])?.message ?? messages.serverError;
}
