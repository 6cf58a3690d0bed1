// What offers, bookings and inspections share (the deal kit, issue 34): a request a buyer makes on a listing and its
// agent answers, moved through a state table that both the server (in each move's conditional update) and the
// screens (which buttons to show) read. Each kind writes only what differs: its statuses, actions and fields.

import { pageQueryFields } from './paging';
import { z } from './zod';

/** The two parties of every deal: the buyer who asked, and the listing's agent who answers. */
export const dealSides = ['buyer', 'agent'] as const;
export type DealSide = (typeof dealSides)[number];

/** A kind's state table: the moves each side may make from each status (a status left out allows nothing). */
export type DealStateTable<Status extends string, Action extends string> = Record<
  DealSide,
  Partial<Record<Status, readonly Action[]>>
>;

export interface DealLifecycle<Status extends string, Action extends string> {
  readonly statuses: readonly Status[];
  /** What `side` may do with a deal in `status` (the buttons a screen shows). */
  allowedActions(side: DealSide, status: Status): readonly Action[];
  /** The statuses from which `side` may make `action`: the WHERE of the move's conditional update. */
  statesAllowing(side: DealSide, action: Action): Status[];
}

export function dealLifecycle<Status extends string, Action extends string>(
  statuses: readonly Status[],
  table: DealStateTable<Status, Action>,
): DealLifecycle<Status, Action> {
  const allowedActions = (side: DealSide, status: Status): readonly Action[] => table[side][status] ?? [];
  return {
    statuses,
    allowedActions,
    statesAllowing: (side, action) => statuses.filter((status) => allowedActions(side, status).includes(action)),
  };
}

/** A party as a deal card shows them. */
export const dealPartySchema = z.object({ _id: z.string(), fullName: z.string(), photo: z.string().nullable() });
export type DealParty = z.infer<typeof dealPartySchema>;

/** The listing a deal is about, as its card shows it (`propertyId`, named as the spec's answers name it). */
export const dealListingSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  title: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  photo: z.string().nullable(),
});
export type DealListing = z.infer<typeof dealListingSchema>;

/** Who ended a deal that either side may cancel, and why. */
export const dealCancellationFields = {
  cancelledBy: z.enum(dealSides).nullable(),
  reason: z.string().nullable(),
};

/** GET lists of one side's deals: the page query, and optionally one status of the kind. */
export function dealsQuerySchema<Status extends string>(statuses: readonly [Status, ...Status[]]) {
  return z.object({
    ...pageQueryFields(),
    status: z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` }).optional(),
  });
}
