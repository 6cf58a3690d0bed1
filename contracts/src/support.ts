import * as z from 'zod';
import { strictBody } from './fields';

/** POST /api/v1/help-support: an agent's message to the admins. */
export const helpRequestSchema = strictBody({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(3, 'Subject must contain at least 3 characters')
    .max(100, 'Subject must contain upto 100 characters'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(10, 'Message must contain at least 10 characters')
    .max(1000, 'Message must contain upto 1000 characters'),
});
export type HelpRequest = z.input<typeof helpRequestSchema>;
