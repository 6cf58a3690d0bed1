// Saved homes (spec §2 the heart on cards and pages, /buyer/saved-homes).

import { strictBody } from './fields';
import { propertyCardSchema } from './listing';
import { countedPageAnswerSchema } from './paging';
import { z } from './zod';

export const favouriteToggleSchema = strictBody({
  propertyId: z.string({ error: 'Please choose a property' }).trim().min(1, 'Please choose a property'),
  /**
   * The state the buyer asked for (what the heart showed, flipped). With it, a second tap that arrives after the
   * first has landed, or twenty copies of one request, change nothing and answer 409 instead of flipping back.
   * Without it the call toggles, as the spec's payload (propertyId only) expects.
   */
  isFavourite: z.boolean({ error: 'isFavourite must be true or false' }).optional(),
});
/** What a toggle answers: the listing and whether it is now saved. */
export const favouriteToggleResultSchema = z.object({ propertyId: z.string(), isFavourite: z.boolean() });
export type FavouriteToggleResult = z.infer<typeof favouriteToggleResultSchema>;
/** POST /api/v1/favourite/toggle: the new state and what the toast says. */
export const favouriteToggleResponseSchema = z.object({ data: favouriteToggleResultSchema, message: z.string() });
// In favourite-messages.ts: the heart on every listing card shows them without loading a schema.
export { favouriteMessages } from './favourite-messages';

export const favouriteCardSchema = propertyCardSchema.extend({
  /** False once the listing left search (unpublished, deactivated or its agent's plan lapsed). */
  available: z.boolean(),
  savedAt: z.string(),
});
export type FavouriteCard = z.infer<typeof favouriteCardSchema>;

/** GET /api/v1/favourite/all: a page of saved homes, newest saved first. */
export const favouritesPageSchema = countedPageAnswerSchema(favouriteCardSchema);
export type FavouritesPage = z.infer<typeof favouritesPageSchema>;

/** GET /api/v1/favourite/ids: the ids of every saved listing, so each heart shows its state. */
export const favouriteIdsSchema = z.object({ data: z.array(z.string()) });
