import type * as z from 'zod';
import { noteMessageSchema, noteSubjectSchema, strictBody } from './fields';

/** POST /api/v1/help-support: an agent's message to the admins. */
export const helpRequestSchema = strictBody({
  subject: noteSubjectSchema,
  message: noteMessageSchema,
});
export type HelpRequest = z.input<typeof helpRequestSchema>;

export const supportMessages = {
  sent: 'Your message has been sent to our support team. We will reply by email.',
} as const;
