// An agent's viewing slots on a listing for rent or sale: opened up to 90 days ahead, listed with whether a buyer holds
// each, removed while nobody does.
import { INSPECTION_MAX_DAYS_AHEAD, type InspectionSlot, inspectionMessages } from '@naija-homes/contracts/inspection';
import { messages } from '@naija-homes/contracts/messages';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db } from '../../db/client';
import { inspectionSlots, inspections, properties } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { requireUuid } from '../../lib/ids';

/** The statuses in which an inspection holds its slot. */
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
