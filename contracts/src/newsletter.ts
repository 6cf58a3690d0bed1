import { strictBody } from './fields';
import { limits } from './limits';
import { messages } from './messages';
import { pageQueryFields } from './paging';
import { z } from './zod';

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

// In newsletter-messages.ts: the footer's form on every page shows them without loading a schema.
export { newsletterMessages } from './newsletter-messages';

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

/** GET /api/v1/admin/news-letter: the page, and part of an email to look for. */
export const subscribersQuerySchema = z.object({
  ...pageQueryFields(),
  search: z.string().trim().max(100, 'search must contain upto 100 characters').optional(),
});

/** DELETE /api/v1/admin/news-letter/{id}: who was removed, and a message. */
export const subscriberRemovedSchema = z.object({ data: subscriberSchema, message: z.string() });

/** The CSV export's file name and columns (UTF-8 with a byte-order mark, dates in Lagos time). */
export const SUBSCRIBERS_CSV_FILENAME = 'naija-homes-newsletter-subscribers.csv';
export const subscribersCsvColumns = ['Email', 'Subscribed (Lagos time)'] as const;
