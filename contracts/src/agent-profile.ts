import * as z from 'zod';

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
});
export type AgentPublicProfile = z.infer<typeof agentPublicProfileSchema>;
