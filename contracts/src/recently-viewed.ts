// Recently viewed (issue 37): the listings a person opened, on the home page and in the buyer area — kept on the
// device for a visitor, on the account for a buyer (a device's list joins the account at the buyer's next visit).

import { strictBody } from './fields';
import { limits } from './limits';
import { propertyCardSchema } from './listing';
import { z } from './zod';

/** How many are kept and shown (in limits.ts, so the pages read it without loading zod). */
export const RECENTLY_VIEWED_MAX = limits.recentlyViewedMax;

const listingId = z.uuid({ error: 'Please choose a property' });

/** POST /api/v1/recently-viewed: listings opened, oldest first (one from a page, or a device's list at sign-in). */
export const recentlyViewedRecordSchema = strictBody({
  propertyIds: z
    .array(listingId, { error: 'Please choose a property' })
    .min(1, 'Please choose a property')
    .max(RECENTLY_VIEWED_MAX, `At most ${RECENTLY_VIEWED_MAX} properties at a time`),
});

/** GET /api/v1/recently-viewed/listings?ids=a,b: a device's list, as cards, in its order (live listings only). */
export const recentlyViewedListingsQuerySchema = z.object({
  ids: z
    .string({ error: 'Please choose a property' })
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(listingId)
        .min(1, 'Please choose a property')
        .max(RECENTLY_VIEWED_MAX, `At most ${RECENTLY_VIEWED_MAX} properties at a time`),
    ),
});

/** The cards of recently viewed live listings, newest first (or in the device's order). */
export const recentlyViewedSchema = z.object({ data: z.array(propertyCardSchema) });
export type RecentlyViewed = z.infer<typeof recentlyViewedSchema>;
