import * as z from 'zod';
import { strictBody } from './fields';
import { limits } from './limits';
import { messages } from './messages';

/** POST /api/v1/news-letter/subscribe (spec §5: 'Please enter valid email address'). */
export const newsletterSchema = strictBody({
  email: z
    .string({ error: messages.newsletterEmailInvalid })
    .trim()
    .max(limits.emailMax, messages.emailMax)
    .pipe(z.email({ error: messages.newsletterEmailInvalid }))
    .transform((email) => email.toLowerCase()),
});
export type NewsletterSubscription = z.input<typeof newsletterSchema>;
