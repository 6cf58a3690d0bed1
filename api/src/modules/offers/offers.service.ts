// Offers: a buyer offers a price on a live listing for sale or rent; the listing's agent accepts, declines or
// counters; the buyer answers a counter or withdraws. Every move is one conditional update (the state it starts from
// is in its WHERE), so two answers racing leave one effect and a 409; each move tells the other side.

import type { DealSide } from '@naija-homes/contracts/deal';
import { formatNaira, koboToNaira, nairaToKobo } from '@naija-homes/contracts/format';
import {
  type Offer,
  type OfferAction,
  type OfferCounter,
  type OfferCreate,
  type OfferStatus,
  type OffersPage,
  offerLifecycle,
  offerMessages,
  offerRequestNo,
} from '@naija-homes/contracts/offer';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { offers, properties, users } from '../../db/schema';
import { HttpError, pgErrorCode } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { dealListingColumns, dealListingJson, dealPartyJson, dealSideOf, dealsPage, moveDeal } from '../deals/deal-kit';
import { recordListingEvent } from '../insights/listing-events';
import { type DealDeps, mailNotices, type Notice, partyColumns, partyName, tell } from '../notifications/notices';
import { searchLive } from '../search/search.sql';

export type OfferSide = DealSide;

export type OfferDeps = DealDeps;

const buyer = alias(users, 'offer_buyer');
const agent = alias(users, 'offer_agent');

const offerColumns = {
  offer: offers,
  property: {
    ...dealListingColumns,
    priceKobo: properties.priceKobo,
    propertyFor: properties.propertyFor,
    rentPaymentFrequency: properties.rentPaymentFrequency,
  },
  buyer: partyColumns(buyer),
  agent: partyColumns(agent),
};

function selectOffers(db: Db | Tx) {
  return db
    .select(offerColumns)
    .from(offers)
    .innerJoin(properties, eq(properties.id, offers.propertyId))
    .innerJoin(buyer, eq(buyer.id, offers.buyerId))
    .innerJoin(agent, eq(agent.id, offers.agentId));
}

type OfferJoinRow = Awaited<ReturnType<ReturnType<typeof selectOffers>['execute']>>[number];

const naira = (kobo: number | null) => (kobo === null ? null : koboToNaira(kobo));

function offerJson(row: OfferJoinRow): Offer {
  const { offer, property } = row;
  return {
    _id: offer.id,
    requestNo: offerRequestNo(offer.requestNo),
    status: offer.status as OfferStatus,
    offerPrice: koboToNaira(offer.offerPriceKobo),
    description: offer.description,
    counterPrice: naira(offer.counterPriceKobo),
    counterMessage: offer.counterMessage,
    owner: dealPartyJson(row.buyer),
    agent: dealPartyJson(row.agent),
    propertyId: {
      ...dealListingJson(property),
      price: naira(property.priceKobo),
      propertyFor: property.propertyFor,
      rentPaymentFrequency: property.rentPaymentFrequency,
    },
    createdAt: offer.createdAt.toISOString(),
    updatedAt: offer.updatedAt.toISOString(),
  };
}

async function oneOffer(db: Db | Tx, offerId: string): Promise<OfferJoinRow | undefined> {
  const [row] = await selectOffers(db).where(eq(offers.id, offerId));
  return row;
}

const listingName = (row: OfferJoinRow) => row.property.title || row.property.address || 'your listing';

/** Whether the listing has an accepted offer (other than `except`): then it takes no other accept or new offer. */
async function hasAcceptedOffer(tx: Tx, propertyId: string, except?: string): Promise<boolean> {
  const [accepted] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(
      and(eq(offers.propertyId, propertyId), eq(offers.status, 'accepted'), except ? ne(offers.id, except) : undefined),
    )
    .limit(1);
  return accepted !== undefined;
}

/** POST /offer/create: one open offer per buyer and listing (the database's partial unique index decides races). */
export async function createOffer(deps: OfferDeps, from: UserRow, body: OfferCreate): Promise<Offer> {
  const propertyId = requireUuid(body.propertyId.trim());
  const agentId = requireUuid(body.agentId.trim());
  const { row } = await deps.db.transaction(async (tx) => {
    // A share lock on the listing: an accept (which locks it for update) waits for this offer to commit and then
    // declines it with the others, or this waits for the accept and then sees it (ADR 026).
    const [listing] = await tx
      .select({ ownerId: properties.ownerId, propertyFor: properties.propertyFor })
      .from(properties)
      .where(and(eq(properties.id, propertyId), searchLive))
      .for('share');
    if (!listing) throw new HttpError(404, offerMessages.notFound);
    if (listing.ownerId !== agentId) throw new HttpError(400, offerMessages.notOwner);
    if (listing.ownerId === from.id) throw new HttpError(400, offerMessages.ownListing);
    if (listing.propertyFor !== 'sale' && listing.propertyFor !== 'rent') {
      throw new HttpError(400, offerMessages.notForOffers);
    }
    if (await hasAcceptedOffer(tx, propertyId)) throw new HttpError(409, offerMessages.listingUnderOffer);
    const [inserted] = await tx
      .insert(offers)
      .values({
        propertyId,
        buyerId: from.id,
        agentId,
        offerPriceKobo: nairaToKobo(body.offerPrice),
        description: body.description.trim(),
      })
      .onConflictDoNothing()
      .returning({ id: offers.id });
    if (!inserted) throw new HttpError(409, offerMessages.alreadyOpen);
    await recordListingEvent(tx, 'offers', propertyId);
    const created = (await oneOffer(tx, inserted.id)) as OfferJoinRow;
    const notice = await tell(tx, {
      to: created.agent,
      title: `New offer on ${listingName(created)}`,
      lines: [
        `${partyName(created.buyer)} offered ${formatNaira(koboToNaira(created.offer.offerPriceKobo))} (${offerRequestNo(created.offer.requestNo)}).`,
        `“${created.offer.description}”`,
      ],
      path: '/agent/offer-requests',
    });
    await mailNotices(deps, tx, [notice]);
    return { row: created, notice };
  });
  return offerJson(row);
}

const targetStatus: Record<OfferAction, OfferStatus> = {
  accept: 'accepted',
  decline: 'declined',
  counter: 'countered',
  withdraw: 'withdrawn',
};

const doneMessage: Record<OfferAction, string> = {
  accept: offerMessages.accepted,
  decline: offerMessages.declined,
  counter: offerMessages.countered,
  withdraw: offerMessages.withdrawn,
};

function noticeFor(action: OfferAction, side: OfferSide, row: OfferJoinRow): Notice {
  const no = offerRequestNo(row.offer.requestNo);
  const name = listingName(row);
  if (side === 'buyer') {
    const verb = {
      accept: 'accepted your counter-offer on',
      decline: 'declined your counter-offer on',
      withdraw: 'withdrew their offer on',
      counter: '',
    }[action];
    return {
      to: row.agent,
      title: `Offer ${no} ${targetStatus[action]}`,
      lines: [`${partyName(row.buyer)} ${verb} ${name}.`],
      path: '/agent/offer-requests',
    };
  }
  if (action === 'counter') {
    return {
      to: row.buyer,
      title: `Counter-offer on ${name}`,
      lines: [
        `${partyName(row.agent)} answered your offer ${no} with ${formatNaira(koboToNaira(row.offer.counterPriceKobo ?? 0))}.`,
        `“${row.offer.counterMessage ?? ''}”`,
        'Accept or decline it in My Offers.',
      ],
      path: '/buyer/my-offers',
    };
  }
  return {
    to: row.buyer,
    title: `Your offer on ${name} was ${targetStatus[action]}`,
    lines: [
      `${partyName(row.agent)} ${targetStatus[action]} your offer ${no} of ${formatNaira(koboToNaira(row.offer.offerPriceKobo))}.`,
    ],
    path: '/buyer/my-offers',
  };
}

/** The buyers of the other open offers on a listing whose agent accepted one: their offers were declined. */
function declinedForAnother(row: OfferJoinRow): Notice {
  const name = listingName(row);
  return {
    to: row.buyer,
    title: `Your offer on ${name} was declined`,
    lines: [
      `${partyName(row.agent)} accepted another offer on ${name}, so your offer ${offerRequestNo(row.offer.requestNo)} of ${formatNaira(koboToNaira(row.offer.offerPriceKobo))} was declined.`,
      'Browse similar homes on Naija Homes.',
    ],
    path: '/buyer/my-offers',
  };
}

/**
 * Accept, decline, counter or withdraw: allowed only to the side whose move it is, from the states the table names.
 * Someone who is not a party gets 404; a party whose move it is not (or no longer) gets 409.
 *
 * An accept (the agent's of an offer, or the buyer's of a counter) locks the listing's row, so accepts and new offers
 * on one listing take turns; it declines every other open offer on the listing in the same transaction and tells
 * their buyers. The partial unique index `offers_one_accepted_per_listing_idx` is what guarantees one accepted
 * offer per listing whatever the path; its violation is answered 409 (ADR 026).
 */
export async function answerOffer(
  deps: OfferDeps,
  user: UserRow,
  offerId: string,
  action: OfferAction,
  counter?: OfferCounter,
): Promise<{ offer: Offer; message: string }> {
  requireUuid(offerId);
  const run = () =>
    deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({
          buyerId: offers.buyerId,
          agentId: offers.agentId,
          propertyId: offers.propertyId,
          status: offers.status,
          priceKobo: offers.offerPriceKobo,
        })
        .from(offers)
        .where(eq(offers.id, offerId));
      const { deal: current, side } = dealSideOf(found, user.id);
      if (action === 'accept') {
        await tx
          .select({ id: properties.id })
          .from(properties)
          .where(eq(properties.id, current.propertyId))
          .for('update');
      }
      const counterKobo = counter ? nairaToKobo(counter.offerPrice) : null;
      const movable = offerLifecycle.statesAllowing(side, action).includes(current.status as OfferStatus);
      if (action === 'counter' && counterKobo === current.priceKobo && movable) {
        throw new HttpError(400, offerMessages.counterSame);
      }
      await moveDeal(tx, offers, offerLifecycle, {
        id: offerId,
        side,
        userId: user.id,
        action,
        set: {
          status: targetStatus[action],
          ...(action === 'counter' && counter
            ? { counterPriceKobo: counterKobo, counterMessage: counter.message.trim() }
            : {}),
        },
        notAllowed: offerMessages.notAllowed,
        explainRefusal: async () => {
          if (action === 'accept' && (await hasAcceptedOffer(tx, current.propertyId, offerId))) {
            throw new HttpError(409, offerMessages.listingTaken);
          }
        },
      });
      const row = (await oneOffer(tx, offerId)) as OfferJoinRow;
      const notices = [await tell(tx, noticeFor(action, side, row))];
      if (action === 'accept') {
        const others = await tx
          .update(offers)
          .set({ status: 'declined' })
          .where(
            and(
              eq(offers.propertyId, current.propertyId),
              ne(offers.id, offerId),
              inArray(offers.status, ['pending', 'countered']),
            ),
          )
          .returning({ id: offers.id });
        if (others.length) {
          const declined = await selectOffers(tx).where(
            inArray(
              offers.id,
              others.map((other) => other.id),
            ),
          );
          for (const other of declined) notices.push(await tell(tx, declinedForAnother(other)));
        }
      }
      await mailNotices(deps, tx, notices);
      return { row };
    });
  let done: Awaited<ReturnType<typeof run>>;
  try {
    done = await run();
  } catch (error) {
    // Another accept on the listing committed first (only reachable past the listing's lock on a path that skipped
    // it): the index decides, and the person is told in words.
    if (pgErrorCode(error) === '23505') throw new HttpError(409, offerMessages.listingTaken);
    throw error;
  }
  return { offer: offerJson(done.row), message: doneMessage[action] };
}

/** The buyer's offers (mine) or the agent's offer requests, newest first, optionally of one status. */
export async function listOffers(
  db: Db,
  user: UserRow,
  side: OfferSide,
  query: { page: number; limit: number; status?: OfferStatus | undefined },
): Promise<OffersPage> {
  return dealsPage(
    db,
    offers,
    { ...query, side, userId: user.id },
    (where, range) =>
      selectOffers(db)
        .where(where)
        .orderBy(desc(offers.updatedAt), desc(offers.requestNo))
        .limit(range.limit)
        .offset(range.offset),
    offerJson,
  );
}
