// Leads (spec §1: a visitor's contact form creates a lead; §3 Lead; §5 lead form rules; §7 lead/create): someone
// asks an agent about a listing (or about their services, from the agent's profile), signed in or not; the agent
// works through them on /agent/leads.

import { emailSchema, strictBody } from './fields';
import { pageAnswerSchema, pageQueryFields } from './paging';
import { optionalPhoneNumberSchema } from './phone';
import { z } from './zod';

export const LEAD_MESSAGE_MIN = 10;
export const LEAD_MESSAGE_MAX = 200;

export const leadMessages = {
  fullNameRequired: 'Full Name is required',
  fullNameMin: 'Full Name must contain at least 2 letters',
  fullNameMax: 'Full Name must contain upto 20 letters',
  fullNameLetters: 'Full Name must contain only letters',
  messageRequired: 'Message is required',
  messageMin: `Message must contain at least ${LEAD_MESSAGE_MIN} characters`,
  messageMax: `Message must contain upto ${LEAD_MESSAGE_MAX} characters`,
  sent: 'Thank you! Your message has been sent to the agent. They will contact you shortly.',
  alreadySent: 'You have already sent this message to the agent',
  notAnAgent: 'This agent could not be found',
  notOwner: 'This agent does not own this listing',
  listingNotFound: 'This listing could not be found',
  updated: 'Lead updated',
  noAccountToChat: 'This person was not signed in when they asked: reply by email or phone',
} as const;

export const leadStatuses = ['new', 'contacted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** Spec §5: 2–20 letters; a full name has spaces (and Nigerian names hyphens and apostrophes) between them. */
export const leadFullNameSchema = z
  .string({ error: leadMessages.fullNameRequired })
  .trim()
  .min(1, leadMessages.fullNameRequired)
  .min(2, leadMessages.fullNameMin)
  .max(20, leadMessages.fullNameMax)
  .regex(/^[A-Za-z][A-Za-z '-]*$/, leadMessages.fullNameLetters);

export const leadMessageSchema = z
  .string({ error: leadMessages.messageRequired })
  .trim()
  .min(1, leadMessages.messageRequired)
  .min(LEAD_MESSAGE_MIN, leadMessages.messageMin)
  .max(LEAD_MESSAGE_MAX, leadMessages.messageMax);

/** POST /api/v1/lead/create (spec §3 Lead, §7): propertyId is left out when asking from the agent's profile. */
export const leadCreateSchema = strictBody({
  fullName: leadFullNameSchema,
  email: emailSchema,
  phoneNumber: optionalPhoneNumberSchema,
  message: leadMessageSchema,
  propertyId: z.string().trim().optional(),
  agentId: z.string({ error: 'Agent is required' }).trim().min(1, 'Agent is required'),
});
export type LeadCreate = z.input<typeof leadCreateSchema>;
/** A lead as the server has it once validated (trimmed, lower-cased email, phone in E.164 or absent). */
export type LeadCreateBody = z.output<typeof leadCreateSchema>;

export const leadSchema = z
  .object({
    _id: z.string(),
    fullName: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    message: z.string(),
    status: z.enum(leadStatuses),
    /** Set when the person was signed in as a buyer: the agent can open a chat with them. */
    buyerId: z.string().nullable(),
    propertyId: z
      .object({ _id: z.string(), slug: z.string(), title: z.string().nullable(), address: z.string().nullable() })
      .nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'Lead' });
export type Lead = z.infer<typeof leadSchema>;

export const leadsQuerySchema = z.object({
  ...pageQueryFields(),
  status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')}` }).optional(),
  search: z.string().trim().max(100, 'Search must contain upto 100 characters').optional(),
});

export const leadsPageSchema = pageAnswerSchema(leadSchema).extend({
  /** How many of my leads are in each status (for the filter's labels). */
  counts: z.object({ new: z.number().int(), contacted: z.number().int(), closed: z.number().int() }),
});
export type LeadsPage = z.infer<typeof leadsPageSchema>;

export const leadUpdateSchema = strictBody({
  status: z.enum(leadStatuses, { error: `Status must be one of ${leadStatuses.join(', ')}` }),
});

export const leadResponseSchema = z.object({ data: leadSchema, message: z.string() });
export const leadChatResponseSchema = z.object({ data: z.object({ roomId: z.string() }) });
