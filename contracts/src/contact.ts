import * as z from 'zod';
import { emailSchema, noteMessageSchema, noteSubjectSchema, optionalPhoneNumberSchema, strictBody } from './fields';

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
} as const;

/** A contact message as the admin's list shows it. */
export const contactMessageRowSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;

/** GET /api/v1/admin/contact-us: one page of contact messages, newest first. */
export const contactMessagesPageSchema = z.object({
  data: z.array(contactMessageRowSchema),
  totalPages: z.number(),
  total: z.number(),
});
export type ContactMessagesPage = z.infer<typeof contactMessagesPageSchema>;
