// Demo business for Chinedu (agent@demo.ng), so Offer Requests, Leads, Bookings and inspection times show
// something real on a fresh start: Emeka's pending offer and short-let request, a visitor's question, an open
// inspection time. Emeka, not the demo buyer, so the demo buyer's own first offer and booking start from nothing.
import { addDays } from '@naija-homes/contracts/date-range';
import { lagosIsoDate } from '@naija-homes/contracts/format';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { bookings, inspectionSlots, leads, offers, properties } from '../schema';

export async function seedDemoDeals(db: Db, ids: Map<string, string>): Promise<void> {
  const agentId = ids.get('agent@demo.ng');
  const buyerId = ids.get('emeka@demo.ng');
  if (!agentId || !buyerId) return;
  const [already] = await db.select({ value: count() }).from(offers).where(eq(offers.agentId, agentId));
  if (Number(already?.value ?? 0) > 0) return;
  const mine = await db
    .select()
    .from(properties)
    .where(and(eq(properties.ownerId, agentId), eq(properties.isPublished, true)))
    .orderBy(asc(properties.slug));
  // The last of each kind, so the first ones stay free for whoever tries the demo first.
  const last = (purpose: string) => mine.filter((listing) => listing.propertyFor === purpose).at(-1);
  const forSale = last('sale') ?? last('rent');
  const rental = last('rent');
  const shortLet = last('short-let');
  await db.transaction(async (tx) => {
    if (forSale?.priceKobo) {
      await tx.insert(offers).values({
        propertyId: forSale.id,
        buyerId,
        agentId,
        offerPriceKobo: Math.round((forSale.priceKobo * 0.9) / 100_000_00) * 100_000_00 || forSale.priceKobo,
        description: 'I can pay 60 percent on signing and the rest within a month. Is the price negotiable?',
      });
    }
    if (rental) {
      await tx.insert(leads).values({
        agentId,
        propertyId: rental.id,
        fullName: 'Tunde Bakare',
        email: 'tunde.bakare@example.ng',
        phoneNumber: '+2348031234567',
        message: 'Good afternoon. Is this flat still available, and can I inspect it on Saturday morning?',
      });
      const day = addDays(lagosIsoDate(), 6);
      const startsAt = new Date(`${day}T11:00:00+01:00`);
      await tx
        .insert(inspectionSlots)
        .values({ propertyId: rental.id, agentId, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) })
        .onConflictDoNothing();
    }
    if (shortLet?.priceKobo) {
      const from =
        shortLet.minimumStay && shortLet.minimumStay > lagosIsoDate() ? shortLet.minimumStay : lagosIsoDate();
      const checkIn = addDays(from, 14);
      const checkOut = addDays(checkIn, 2);
      if (!shortLet.maximumStay || checkOut <= shortLet.maximumStay) {
        await tx.insert(bookings).values({
          propertyId: shortLet.id,
          buyerId,
          agentId,
          checkIn,
          checkOut,
          guests: 2,
          nightlyKobo: shortLet.priceKobo,
          cautionKobo: shortLet.depositKobo ?? 0,
          totalKobo: shortLet.priceKobo * 2 + (shortLet.depositKobo ?? 0),
          message: 'We are two, arriving in the evening.',
          respondBy: new Date(Date.now() + 24 * 3_600_000),
        });
      }
    }
  });
}
