// Inspections: an agent opens viewing slots on a listing for rent or sale; a buyer books one (never two buyers for
// one slot: a partial unique index); the agent confirms or declines; either side cancels with a reason; both hear
// the day before. Each move is one conditional update through the deal kit (ADR 018, ADR 037). The slots
// themselves are in inspection-slots.ts.

import type { DealSide } from '@naija-homes/contracts/deal';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import {
  type Inspection,
  type InspectionAction,
  type InspectionStatus,
  type InspectionsPage,
  inspectionLifecycle,
  inspectionMessages,
} from '@naija-homes/contracts/inspection';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UserRow } from '../../auth/guard';
import type { Db, Tx } from '../../db/client';
import { chatRooms, inspectionSlots, inspections, properties, users } from '../../db/schema';
import { HttpError, pgErrorCode } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';
import { roomOf } from '../chat/chat.service';
import { dealListingColumns, dealListingJson, dealPartyJson, dealSideOf, dealsPage, moveDeal } from '../deals/deal-kit';
import { type DealDeps, mailNotices, type Notice, partyColumns, partyName, tell } from '../notifications/notices';
import { searchLive } from '../search/search.sql';

export type InspectionSide = DealSide;
export type InspectionDeps = DealDeps;

const buyer = alias(users, 'inspection_buyer');
const agent = alias(users, 'inspection_agent');

function selectInspections(db: Db | Tx) {
  return db
    .select({
      inspection: inspections,
      slot: { startsAt: inspectionSlots.startsAt, endsAt: inspectionSlots.endsAt },
      property: dealListingColumns,
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
  const { inspection } = row;
  return {
    _id: inspection.id,
    status: inspection.status as InspectionStatus,
    startsAt: row.slot.startsAt.toISOString(),
    endsAt: row.slot.endsAt.toISOString(),
    message: inspection.message,
    cancelledBy: (inspection.cancelledBy as 'buyer' | 'agent' | null) ?? null,
    reason: inspection.reason,
    owner: dealPartyJson(row.buyer),
    agent: dealPartyJson(row.agent),
    roomId: row.roomId,
    propertyId: dealListingJson(row.property),
    createdAt: inspection.createdAt.toISOString(),
  };
}

async function oneInspection(db: Db | Tx, id: string): Promise<Row> {
  const [row] = await selectInspections(db).where(eq(inspections.id, id));
  if (!row) throw new HttpError(404, messages.notFound);
  return row;
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
    const [found] = await tx
      .select({ buyerId: inspections.buyerId, agentId: inspections.agentId })
      .from(inspections)
      .where(eq(inspections.id, inspectionId));
    const { side } = dealSideOf(found, me.id);
    const before = await oneInspection(tx, inspectionId);
    if (before.slot.startsAt <= now) throw new HttpError(409, inspectionMessages.started);
    await moveDeal(tx, inspections, inspectionLifecycle, {
      id: inspectionId,
      side,
      userId: me.id,
      action,
      set: {
        status: targetStatus[action],
        ...(action === 'cancel' ? { cancelledBy: side } : {}),
        ...(reason ? { reason } : {}),
      },
      notAllowed: inspectionMessages.notAllowed,
    });
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
  return dealsPage(
    db,
    inspections,
    { ...query, side, userId: me.id },
    (where, range) =>
      selectInspections(db)
        .where(where)
        .orderBy(
          sql`case when ${inspections.status} in ('pending', 'confirmed') and ${inspectionSlots.startsAt} > now() then 0 else 1 end`,
          asc(inspectionSlots.startsAt),
          desc(inspections.createdAt),
        )
        .limit(range.limit)
        .offset(range.offset),
    inspectionJson,
  );
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
