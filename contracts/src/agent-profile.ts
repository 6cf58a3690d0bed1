import { replyTimeSchema } from './chat';
import { propertyCardSchema } from './listing';
import { messages } from './messages';
import { z } from './zod';

/** An approved agent as the public /agents list shows it. */
export const agentCardSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  fullName: z.string(),
  photo: z.string().nullable(),
  agencyName: z.string().nullable(),
  isVerified: z.boolean(),
  averageRating: z.number(),
  reviewCount: z.number().int(),
  propertiesCount: z.number().int(),
});
export type AgentCard = z.infer<typeof agentCardSchema>;

/** GET /api/v1/agent/all: a page of approved agents. */
export const agentsPageSchema = z.object({ data: z.array(agentCardSchema), totalPages: z.number(), total: z.number() });
export type AgentsPage = z.infer<typeof agentsPageSchema>;

/** The {slug} of /api/v1/agent/slug/{slug}: anything that cannot be a slug names no agent (404). */
export const agentSlugParamSchema = z.object({
  slug: z.string({ error: messages.notFound }).min(1, messages.notFound).max(200, messages.notFound),
});

/** GET /api/v1/agent/slug/{slug}: the public profile; never identification or certificate details. */
export const agentPublicProfileSchema = agentCardSchema.extend({
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
  propertyStats: z.object({
    propertiesCount: z.number().int(),
    forRentCount: z.number().int(),
    forSaleCount: z.number().int(),
  }),
  /** How fast the agent answers buyers in chat, once measured on enough real replies; null until then. */
  replyTime: replyTimeSchema.nullable(),
});
export type AgentPublicProfile = z.infer<typeof agentPublicProfileSchema>;

/** GET /api/v1/agent/slug/{slug}/properties: a page of the agent's live listings, newest first (spec §2). */
export const agentListingsPageSchema = z.object({
  data: z.array(propertyCardSchema),
  total: z.number().int(),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type AgentListingsPage = z.infer<typeof agentListingsPageSchema>;

/** Listings per page of an agent's profile (GET /agent/slug/{slug}/properties as the profile asks for it). */
export const AGENT_LISTINGS_PAGE_SIZE = 10;

/** A page's parameters in their URL form, `page` then `limit`: the key of its answer when the page inlines it. */
export function pageParams(page: number, limit: number): URLSearchParams {
  return new URLSearchParams({ page: String(page), limit: String(limit) });
}

/** Agents per page of the directory (`/agents`). */
const AGENT_DIRECTORY_PAGE_SIZE = 12;

/** A page of the directory as its address says: `?page=` (from 1) and `?search=`. */
export function agentDirectoryQuery(params: URLSearchParams): { page: number; limit: number; search?: string } {
  const page = Number(params.get('page') ?? '1');
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: AGENT_DIRECTORY_PAGE_SIZE,
    ...(search ? { search } : {}),
  };
}

/** GET /agent/all's parameters in their URL form: the key of its answer when the page inlines it (page-data). */
export function agentListParams(query: { page: number; limit: number; search?: string | undefined }): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), limit: String(query.limit) });
  if (query.search) params.set('search', query.search);
  return params;
}
