// The dev outbox (/api/v1/dev/outbox): mail stored instead of sent while no SMTP server is configured. The e2e
// tests read their codes from it.
import { z } from './zod';

/** GET /api/v1/dev/outbox and /outbox/page: all mail, or one recipient's. */
export const outboxQuerySchema = z.object({ email: z.string().trim().max(200).optional() });

/** A mail in the outbox. */
export const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Extra headers the mail carries (List-Unsubscribe on saved-search alerts). */
  headers: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** The newest mail first. */
export const outboxListSchema = z.object({ data: z.array(outboxMailSchema) });
