import { emailSchema, noteMessageSchema, noteSubjectSchema, strictBody } from './fields';
import { pageQueryFields } from './paging';
import { optionalPhoneNumberSchema } from './phone';
import { z } from './zod';

/** POST /api/v1/contact-us/create: a visitor's message to the team (spec §3 "Contact messages"). */
export const contactMessageSchema = strictBody({
  firstName: z
    .string({ error: 'First Name is required' })
    .trim()
    .min(2, 'First Name must contain at least 2 letters')
    .max(20, 'First Name must contain upto 20 letters')
    .regex(/^[A-Za-z ]+$/, 'First Name must contain only letters'),
  email: emailSchema,
  phoneNumber: optionalPhoneNumberSchema,
  subject: noteSubjectSchema,
  message: noteMessageSchema,
});
export type ContactMessage = z.input<typeof contactMessageSchema>;

export const contactMessages = {
  sent: 'Thank you! Your message has been sent. We will get back to you shortly.',
  markedHandled: 'Message marked as handled',
  markedOpen: 'Message moved back to open',
  alreadyHandled: 'This message is already marked as handled',
  notHandled: 'This message is not marked as handled',
  statusInvalid: 'status must be open, handled or all',
  newMessageTitle: 'New contact message',
  newMessageNotice: (firstName: string, subject: string) =>
    `${firstName} sent a message from the contact form: "${subject}". Open Contact Us to read and answer it.`,
} as const;

/** The admin list's filter: messages still waiting for an answer, the handled ones, or every message. */
export const contactMessageStatuses = ['open', 'handled', 'all'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** A contact message as the admin's list shows it. */
export const contactMessageRowSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** When an admin marked it handled, and who (null while open). */
  handledAt: z.string().nullable(),
  handledBy: z.object({ _id: z.string(), fullName: z.string() }).nullable(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** GET /api/v1/admin/contact-us: one page of contact messages, newest first. */
export const contactMessagesPageSchema = z.object({
  data: z.array(contactMessageRowSchema),
  totalPages: z.number(),
  total: z.number(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;

/** GET /api/v1/admin/contact-us: the page and the status filter (every message when left out). */
export const contactMessagesQuerySchema = z.object({
  ...pageQueryFields(),
  status: z.enum(contactMessageStatuses, { error: contactMessages.statusInvalid }).default('all'),
});

/** PATCH /api/v1/admin/contact-us/{id}/handled and /unhandled: the message now, and what happened. */
export const contactMessageResponseSchema = z.object({ data: contactMessageRowSchema, message: z.string() });
