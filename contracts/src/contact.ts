import * as z from 'zod';
import { emailSchema, phoneNumberSchema, strictBody } from './fields';

/** POST /api/v1/contact-us/create: a visitor's message to the team (spec §3 "Contact messages"). */
export const contactMessageSchema = strictBody({
  firstName: z
    .string({ error: 'First Name is required' })
    .trim()
    .min(2, 'First Name must contain at least 2 letters')
    .max(20, 'First Name must contain upto 20 letters')
    .regex(/^[A-Za-z ]+$/, 'First Name must contain only letters'),
  email: emailSchema,
  phoneNumber: phoneNumberSchema.optional(),
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
export type ContactMessage = z.input<typeof contactMessageSchema>;
