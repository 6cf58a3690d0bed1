import { replyTimeSchema } from './chat';
import { propertyCardSchema } from './listing';
import { listingCountsSchema } from './listing-counts';
import { messages } from './messages';
import { countedPageAnswerSchema } from './paging';
import { z } from './zod';

/** An approved agent as the public /agents list shows it. */
export const agentCardSchema = z
  .object({
    _id: z.string(),
    slug: z.string(),
    fullName: z.string(),
    photo: z.string().nullable(),
    agencyName: z.string().nullable(),
    isVerified: z.boolean(),
    averageRating: z.number(),
    reviewCount: z.number().int(),
    propertiesCount: z.number().int(),
  })
  .meta({ id: 'AgentSummary' });
export type AgentCard = z.infer<typeof agentCardSchema>;

/** GET /api/v1/agent/all: a page of approved agents. */
export const agentsPageSchema = countedPageAnswerSchema(agentCardSchema);
export type AgentsPage = z.infer<typeof agentsPageSchema>;

/** The {slug} of /api/v1/agent/slug/{slug}: anything that cannot be a slug names no agent (404). */
export const agentSlugParamSchema = z.object({
  slug: z.string({ error: messages.notFound }).min(1, messages.notFound).max(200, messages.notFound),
});

/** GET /api/v1/agent/slug/{slug}: the public profile; never identification or certificate details. */
export const agentPublicProfileSchema = agentCardSchema
  .extend({
    coverPhoto: z.string().nullable(),
    bio: z.string().nullable(),
    email: z.string(),
    phoneNumber: z.string().nullable(),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    officeName: z.string().nullable(),
    agencySize: z.string().nullable(),
    website: z.string().nullable(),
    linkedIn: z.string().nullable(),
    facebook: z.string().nullable(),
    memberSince: z.string(),
    pricingStats: z.object({
      totalPrice: z.number(),
      priceRange: z.object({ minPrice: z.number(), maxPrice: z.number() }),
      averagePrice: z.number(),
    }),
    /** The live listings in all and by purpose: one definition with the agent's dashboard (listing-counts.ts). */
    propertyStats: listingCountsSchema,
    /** How fast the agent answers buyers in chat, once measured on enough real replies; null until then. */
    replyTime: replyTimeSchema.nullable(),
  })
  .meta({ id: 'Agent' });
export type AgentPublicProfile = z.infer<typeof agentPublicProfileSchema>;

/** GET /api/v1/agent/slug/{slug}/properties: a page of the agent's live listings, newest first (spec §2). */
export const agentListingsPageSchema = z.object({
  data: z.array(propertyCardSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type AgentListingsPage = z.infer<typeof agentListingsPageSchema>;
