// Offers (spec §3 Offer payload and Offer requests, §5 offer rules, §7 offer/create): a buyer offers a price on a
// listing for sale or rent; its agent accepts, declines or counters; the buyer answers a counter or withdraws.

import { type DealStateTable, dealLifecycle, dealListingSchema, dealPartySchema, dealsQuerySchema } from './deal';
import { strictBody } from './fields';
import { moneyMessages, nairaAmountSchema } from './money';
import { pageAnswerSchema } from './paging';
import { z } from './zod';

export const offerMessages = {
  priceRequired: 'Offer Price is required',
  priceMinimum: 'Offer Price minium amount is required',
  /** Letters, an exponent or a sign (money.ts: one rule for every ₦ field). */
  priceDigits: moneyMessages('Offer Price').invalid,
  priceDecimals: moneyMessages('Offer Price').decimals,
  messageMin: 'Message must contain at least 10 characters',
  messageMax: 'Message must contain upto 200 characters',
  messageRequired: 'Message is required',
  sent: 'Your offer has been sent to the agent',
  notFound: 'This listing could not be found',
  notOwner: 'This agent does not own this listing',
  notForOffers: 'Offers can be made only on live listings for sale or rent',
  ownListing: 'You cannot make an offer on your own listing',
  alreadyOpen: 'You already have an open offer on this listing. Withdraw it or wait for the agent’s answer.',
  accepted: 'Offer accepted',
  declined: 'Offer declined',
  countered: 'Counter-offer sent',
  withdrawn: 'Offer withdrawn',
  /** The offer is no longer in a state where this answer is possible (already answered, withdrawn). */
  notAllowed: (status: OfferStatus) => `This offer is ${status}: it can no longer be changed this way`,
  counterSame: 'A counter-offer must differ from the buyer’s price',
  /** Another offer on the listing was accepted first (ADR 026: one accepted offer per listing). */
  listingTaken: 'Another offer on this listing has already been accepted, so this one can no longer be accepted',
  /** A new offer on a listing whose agent has accepted one. */
  listingUnderOffer: 'The agent has already accepted an offer on this listing, so it takes no new offers',
} as const;

export const OFFER_MESSAGE_MIN = 10;
export const OFFER_MESSAGE_MAX = 200;
/** Naira, with at most two decimals (kobo): the one money rule of money.ts. */
export const OFFER_PRICE_MAX = 1e12;

export const offerStatuses = ['pending', 'accepted', 'declined', 'countered', 'withdrawn'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

/** At least ₦1 (spec §5): 0 is told the minimum-amount message, an empty field that it is required. */
export const offerPriceSchema = nairaAmountSchema('Offer Price', {
  min: { value: 1, message: offerMessages.priceMinimum },
  max: OFFER_PRICE_MAX,
  messages: { required: offerMessages.priceRequired },
});

export const offerMessageSchema = z
  .string({ error: offerMessages.messageRequired })
  .trim()
  .min(OFFER_MESSAGE_MIN, offerMessages.messageMin)
  .max(OFFER_MESSAGE_MAX, offerMessages.messageMax);

/** POST /api/v1/offer/create (spec §3 Offer payload). */
export const offerCreateSchema = strictBody({
  offerPrice: offerPriceSchema,
  description: offerMessageSchema,
  propertyId: z.string({ error: 'Property is required' }).trim().min(1, 'Property is required'),
  agentId: z.string({ error: 'Agent is required' }).trim().min(1, 'Agent is required'),
});
/** As checked: the price in naira (a form sends what `offerCreateSchema` gave it). */
export type OfferCreate = z.output<typeof offerCreateSchema>;

/** POST /api/v1/offer/{id}/counter: the agent's price and why. */
export const offerCounterSchema = strictBody({ offerPrice: offerPriceSchema, message: offerMessageSchema });
export type OfferCounter = z.output<typeof offerCounterSchema>;

/** An offer as both sides see it (spec §3 Offer requests: requestNo, owner.fullName, propertyId.address/price). */
export const offerSchema = z
  .object({
    _id: z.string(),
    /** e.g. OFR-1001 */
    requestNo: z.string(),
    status: z.enum(offerStatuses),
    /** Naira. */
    offerPrice: z.number(),
    description: z.string(),
    counterPrice: z.number().nullable(),
    counterMessage: z.string().nullable(),
    /** The buyer who made the offer. */
    owner: dealPartySchema,
    agent: dealPartySchema,
    propertyId: dealListingSchema.extend({
      title: z.string().nullable(),
      price: z.number().nullable(),
      propertyFor: z.string().nullable(),
      rentPaymentFrequency: z.string().nullable(),
    }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

export const offersQuerySchema = dealsQuerySchema(offerStatuses);

export const offersPageSchema = pageAnswerSchema(offerSchema);
export type OffersPage = z.infer<typeof offersPageSchema>;

export const offerResponseSchema = z.object({ data: offerSchema, message: z.string() });
export type OfferResponse = z.infer<typeof offerResponseSchema>;

/** What each side may do with an offer in each state (the server enforces the same table). */
export const offerActions = {
  agent: { pending: ['accept', 'decline', 'counter'] },
  buyer: { pending: ['withdraw'], countered: ['accept', 'decline', 'withdraw'] },
} as const satisfies DealStateTable<OfferStatus, OfferAction>;
export type OfferAction = 'accept' | 'decline' | 'counter' | 'withdraw';

export const offerLifecycle = dealLifecycle<OfferStatus, OfferAction>(offerStatuses, offerActions);
export const allowedOfferActions = offerLifecycle.allowedActions;

/** "OFR-1001" from the stored number. */
export function offerRequestNo(requestNo: number): string {
  return `OFR-${requestNo}`;
}
