// Inspections: an agent opens viewing slots on a listing for rent or sale; a buyer books one (never two buyers for
// one slot: a partial unique index); the agent confirms or declines; either side cancels with a reason; both hear
// the day before. Each move is one conditional update, as for offers and bookings (ADR 018).
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import {
  allowedInspectionActions,
  INSPECTION_MAX_DAYS_AHEAD,
  type Inspection,
  type InspectionAction,
  type InspectionSlot,
  type InspectionStatus,
  type InspectionsPage,
  inspectionMessages,
  inspectionStatuses,
} from '@naija-homes/contracts/inspection';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { chatRooms, inspectionSlots, inspections, properties, users } from '../../db/schema';
import { HttpError, pgErrorCode } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { totalPages } from '../../lib/pagination';
import { roomOf } from '../chat/chat.service';
import { type DealDeps, mailNotices, type Notice, partyColumns, partyName, tell } from '../notifications/notices';
import { searchLive } from '../search/search.sql';

export type InspectionSide = 'buyer' | 'agent';
export type InspectionDeps = DealDeps;

const buyer = alias(users, 'inspection_buyer');
const agent = alias(users, 'inspection_agent');

function selectInspections(db: Db | Tx) {
  return db
    .select({
      inspection: inspections,
      slot: { startsAt: inspectionSlots.startsAt, endsAt: inspectionSlots.endsAt },
      property: {
        id: properties.id,
        slug: properties.slug,
        title: properties.title,
        address: properties.address,
        city: properties.city,
        photos: properties.photos,
      },
      buyer: partyColumns(buyer),
      agent: partyColumns(agent),
      roomId: chatRooms.id,
    })
    .from(inspections)
    .innerJoin(inspectionSlots, eq(inspectionSlots.id, inspections.slotId))
    .innerJoin(properties, eq(properties.id, inspections.propertyId))
    .innerJoin(buyer, eq(buyer.id, inspections.buyerId))
    .innerJoin(agent, eq(agent.id, inspections.agentId))
    .leftJoin(chatRooms, and(eq(chatRooms.user1Id, inspections.buyerId), eq(chatRooms.user2Id, inspections.agentId)));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectInspections>['execute']>>[number];

function inspectionJson(row: Row): Inspection {
  const { inspection, property } = row;
  return {
    _id: inspection.id,
    status: inspection.status as InspectionStatus,
    startsAt: row.slot.startsAt.toISOString(),
    endsAt: row.slot.endsAt.toISOString(),
    message: inspection.message,
    cancelledBy: (inspection.cancelledBy as 'buyer' | 'agent' | null) ?? null,
    reason: inspection.reason,
    owner: { _id: row.buyer.id, fullName: partyName(row.buyer), photo: row.buyer.image },
    agent: { _id: row.agent.id, fullName: partyName(row.agent), photo: row.agent.image },
    roomId: row.roomId,
    propertyId: {
      _id: property.id,
      slug: property.slug,
      title: property.title,
      address: property.address,
      city: property.city,
      photo: property.photos[0]?.cardUrl ?? null,
    },
    createdAt: inspection.createdAt.toISOString(),
  };
}

async function oneInspection(db: Db | Tx, id: string): Promise<Row> {
  const [row] = await selectInspections(db).where(eq(inspections.id, id));
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
}

const heldStates = ['pending', 'confirmed'];
const slotJson = (slot: typeof inspectionSlots.$inferSelect, held: boolean): InspectionSlot => ({
  _id: slot.id,
  propertyId: slot.propertyId,
  startsAt: slot.startsAt.toISOString(),
  endsAt: slot.endsAt.toISOString(),
  available: !held,
});

/** GET /inspection/slots/{id}: the listing's coming slots, each free or held. */
export async function listSlots(db: Db, propertyId: string, now = new Date()): Promise<InspectionSlot[]> {
  requireUuid(propertyId);
  const rows = await db
    .select({ slot: inspectionSlots, heldBy: inspections.id })
    .from(inspectionSlots)
    .leftJoin(inspections, and(eq(inspections.slotId, inspectionSlots.id), inArray(inspections.status, heldStates)))
    .where(and(eq(inspectionSlots.propertyId, propertyId), gt(inspectionSlots.startsAt, now)))
    .orderBy(asc(inspectionSlots.startsAt))
    .limit(200);
  return rows.map((row) => slotJson(row.slot, row.heldBy !== null));
}

/** POST /inspection/slots: a time on one of my listings for rent or sale, in the coming 90 days. */
export async function addSlot(
  db: Db,
  me: UserRow,
  body: { propertyId: string; startsAt: string; durationMinutes: number },
  now = new Date(),
): Promise<InspectionSlot> {
  const propertyId = requireUuid(body.propertyId);
  const [listing] = await db
    .select({ propertyFor: properties.propertyFor })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.ownerId, me.id)));
  if (!listing) throw new HttpError(404, inspectionMessages.notFound);
  if (listing.propertyFor !== 'rent' && listing.propertyFor !== 'sale') {
    throw new HttpError(400, inspectionMessages.notForInspection);
  }
  const startsAt = new Date(body.startsAt);
  if (startsAt <= now) throw new HttpError(400, inspectionMessages.slotPast);
  if (startsAt.getTime() > now.getTime() + INSPECTION_MAX_DAYS_AHEAD * 86_400_000) {
    throw new HttpError(400, inspectionMessages.slotTooFar);
  }
  const [slot] = await db
    .insert(inspectionSlots)
    .values({
      propertyId,
      agentId: me.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + body.durationMinutes * 60_000),
    })
    .onConflictDoNothing()
    .returning();
  if (!slot) throw new HttpError(409, inspectionMessages.slotExists);
  return slotJson(slot, false);
}

/** DELETE /inspection/slots/{id}: a slot of mine nobody holds. */
export async function removeSlot(db: Db, me: UserRow, slotId: string): Promise<void> {
  requireUuid(slotId);
  await db.transaction(async (tx) => {
    const [slot] = await tx
      .select({ id: inspectionSlots.id })
      .from(inspectionSlots)
      .where(and(eq(inspectionSlots.id, slotId), eq(inspectionSlots.agentId, me.id)))
      .for('update');
    if (!slot) throw new HttpError(404, messages.notFound);
    const [held] = await tx
      .select({ id: inspections.id })
      .from(inspections)
      .where(and(eq(inspections.slotId, slotId), inArray(inspections.status, heldStates)));
    if (held) throw new HttpError(409, inspectionMessages.slotBooked);
    // Past answers (declined, cancelled) go with it: they no longer name a time anyone can come.
    await tx.delete(inspections).where(eq(inspections.slotId, slotId));
    await tx.delete(inspectionSlots).where(eq(inspectionSlots.id, slotId));
  });
}

const whenText = (row: Row) => `${formatLagosDateTime(row.slot.startsAt)} (Lagos time)`;

/** POST /inspection/book: a free, coming slot of a live listing; the agent is told. */
export async function bookInspection(
  deps: InspectionDeps,
  me: UserRow,
  body: { slotId: string; message?: string | undefined },
  now = new Date(),
): Promise<Inspection> {
  const slotId = requireUuid(body.slotId);
  let result: { row: Row; notice: Notice };
  try {
    result = await deps.db.transaction(async (tx) => {
      const [slot] = await tx
        .select({ slot: inspectionSlots })
        .from(inspectionSlots)
        .innerJoin(properties, eq(properties.id, inspectionSlots.propertyId))
        .where(and(eq(inspectionSlots.id, slotId), searchLive));
      if (!slot) throw new HttpError(404, messages.notFound);
      if (slot.slot.startsAt <= now) throw new HttpError(409, inspectionMessages.started);
      const [inserted] = await tx
        .insert(inspections)
        .values({
          slotId,
          propertyId: slot.slot.propertyId,
          buyerId: me.id,
          agentId: slot.slot.agentId,
          message: body.message || null,
        })
        .returning({ id: inspections.id });
      if (!inserted) throw new HttpError(409, inspectionMessages.slotTaken);
      await roomOf(tx, me.id, slot.slot.agentId);
      const row = await oneInspection(tx, inserted.id);
      const notice = await tell(tx, {
        to: row.agent,
        title: `Inspection request for ${row.property.title}`,
        lines: [
          `${partyName(row.buyer)} would like to inspect ${row.property.title} on ${whenText(row)}.`,
          ...(row.inspection.message ? [`“${row.inspection.message}”`] : []),
          'Confirm or decline it in Bookings.',
        ],
        path: '/agent/bookings?tab=inspections',
      });
      await mailNotices(deps, tx, [notice]);
      return { row, notice };
    });
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw new HttpError(409, inspectionMessages.slotTaken);
    throw error;
  }
  return inspectionJson(result.row);
}

const targetStatus: Record<InspectionAction, InspectionStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
};
const doneMessage: Record<InspectionAction, string> = {
  confirm: inspectionMessages.confirmed,
  decline: inspectionMessages.declined,
  cancel: inspectionMessages.cancelled,
};

/** Confirm or decline (agent, pending), cancel (either side, before it starts): 404 to others, 409 out of turn. */
export async function answerInspection(
  deps: InspectionDeps,
  me: UserRow,
  inspectionId: string,
  action: InspectionAction,
  reason?: string,
  now = new Date(),
): Promise<{ inspection: Inspection; message: string }> {
  requireUuid(inspectionId);
  const { row } = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ buyerId: inspections.buyerId, agentId: inspections.agentId, status: inspections.status })
      .from(inspections)
      .where(eq(inspections.id, inspectionId));
    const side: InspectionSide | null =
      current?.buyerId === me.id ? 'buyer' : current?.agentId === me.id ? 'agent' : null;
    if (!current || !side) throw new HttpError(404, messages.notFound);
    const before = await oneInspection(tx, inspectionId);
    if (before.slot.startsAt <= now) throw new HttpError(409, inspectionMessages.started);
    const from = inspectionStatuses.filter((status) => allowedInspectionActions(side, status).includes(action));
    const [updated] = await tx
      .update(inspections)
      .set({
        status: targetStatus[action],
        ...(action === 'cancel' ? { cancelledBy: side } : {}),
        ...(reason ? { reason } : {}),
      })
      .where(
        and(
          eq(inspections.id, inspectionId),
          eq(side === 'buyer' ? inspections.buyerId : inspections.agentId, me.id),
          from.length ? inArray(inspections.status, from) : sql`false`,
        ),
      )
      .returning({ id: inspections.id });
    if (!updated) {
      const [now_] = await tx
        .select({ status: inspections.status })
        .from(inspections)
        .where(eq(inspections.id, inspectionId));
      throw new HttpError(409, inspectionMessages.notAllowed((now_?.status ?? current.status) as InspectionStatus));
    }
    const row = await oneInspection(tx, inspectionId);
    const by = partyName(side === 'buyer' ? row.buyer : row.agent);
    const notice = await tell(tx, {
      to: side === 'buyer' ? row.agent : row.buyer,
      title: `Inspection ${targetStatus[action]}: ${row.property.title}`,
      lines: [
        `${by} ${targetStatus[action]} the inspection of ${row.property.title} on ${whenText(row)}.`,
        ...(reason ? [`Reason: “${reason}”`] : []),
      ],
      path: side === 'buyer' ? '/agent/bookings?tab=inspections' : '/buyer/my-bookings?tab=inspections',
    });
    await mailNotices(deps, tx, [notice]);
    return { row, notice };
  });
  return { inspection: inspectionJson(row), message: doneMessage[action] };
}

/** The buyer's inspections or the agent's, coming ones first by time, optionally of one status. */
export async function listInspections(
  db: Db,
  me: UserRow,
  side: InspectionSide,
  query: { page: number; limit: number; status?: InspectionStatus | undefined },
): Promise<InspectionsPage> {
  const conditions: SQL[] = [eq(side === 'buyer' ? inspections.buyerId : inspections.agentId, me.id)];
  if (query.status) conditions.push(eq(inspections.status, query.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    selectInspections(db)
      .where(where)
      .orderBy(
        sql`case when ${inspections.status} in ('pending', 'confirmed') and ${inspectionSlots.startsAt} > now() then 0 else 1 end`,
        asc(inspectionSlots.startsAt),
        desc(inspections.createdAt),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ value: count() }).from(inspections).where(where),
  ]);
  return { data: rows.map(inspectionJson), totalPages: totalPages(Number(total?.value ?? 0), query.limit) };
}

/** The day before a confirmed inspection, both sides hear (once; claimed on the row, ADR 018). */
export async function remindInspections(deps: InspectionDeps, now = new Date()): Promise<number> {
  const notices = await deps.db.transaction(async (tx) => {
    const due = await tx
      .update(inspections)
      .set({ remindedAt: now })
      .where(
        and(
          eq(inspections.status, 'confirmed'),
          isNull(inspections.remindedAt),
          inArray(
            inspections.slotId,
            tx
              .select({ id: inspectionSlots.id })
              .from(inspectionSlots)
              .where(
                and(
                  gt(inspectionSlots.startsAt, now),
                  lte(inspectionSlots.startsAt, new Date(now.getTime() + 86_400_000)),
                ),
              ),
          ),
        ),
      )
      .returning({ id: inspections.id });
    const found: Notice[] = [];
    for (const { id } of due) {
      const row = await oneInspection(tx, id);
      const place = [row.property.address, row.property.city].filter(Boolean).join(', ');
      found.push(
        await tell(tx, {
          to: row.buyer,
          title: `Inspection tomorrow: ${row.property.title}`,
          lines: [`Reminder: ${whenText(row)} at ${place}, with ${partyName(row.agent)}.`],
          path: '/buyer/my-bookings?tab=inspections',
        }),
        await tell(tx, {
          to: row.agent,
          title: `Inspection tomorrow with ${partyName(row.buyer)}`,
          lines: [`Reminder: ${row.property.title}, ${whenText(row)}.`],
          path: '/agent/bookings?tab=inspections',
        }),
      );
    }
    await mailNotices(deps, tx, found);
    return found;
  });
  return notices.length;
}
