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

export const newsletterMessages = {
  subscribed: 'Successfully Subscribed',
  alreadySubscribed: 'This email is already subscribed to our newsletter',
  adminsCannotSubscribe: 'Admins cannot subscribe to the newsletter',
} as const;

/** A newsletter subscriber as the admin's list shows it. */
export const subscriberSchema = z.object({ _id: z.string(), email: z.string(), createdAt: z.string() });
export type Subscriber = z.infer<typeof subscriberSchema>;

/** GET /api/v1/admin/news-letter: one page of subscribers, newest first. */
export const subscribersPageSchema = z.object({
  data: z.array(subscriberSchema),
  totalPages: z.number(),
  total: z.number(),
});
export type SubscribersPage = z.infer<typeof subscribersPageSchema>;
