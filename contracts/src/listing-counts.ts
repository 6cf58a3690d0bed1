// How many listings an agent has live and of what kind: one definition for the agent's dashboard and the public
// profile (issue 31: the dashboard counted short-lets as rentals and the profile did not). "Live" is what search
// shows; each purpose is counted on its own, so the three add up to the whole.
import { z } from './zod';

export const listingCountsSchema = z.object({
  /** Live listings: published, active, the owner's plan live and no admin hold (what search shows). */
  propertiesCount: z.number().int(),
  forRentCount: z.number().int(),
  forSaleCount: z.number().int(),
  forShortLetCount: z.number().int(),
});
export type ListingCounts = z.infer<typeof listingCountsSchema>;
