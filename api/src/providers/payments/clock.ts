// The billing clock: real time plus an offset kept in the database, so a demo can jump a month ahead and see
// renewals, invoices and expiry happen in the running server.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { billingClock } from '../../db/schema';

export async function billingNow(db: Db | Tx): Promise<Date> {
  const [row] = await db.select().from(billingClock).where(eq(billingClock.id, 1));
  return new Date(Date.now() + (row?.offsetSeconds ?? 0) * 1000);
}

export async function advanceBillingClock(db: Db, seconds: number): Promise<Date> {
  await db
    .insert(billingClock)
    .values({ id: 1, offsetSeconds: seconds })
    .onConflictDoUpdate({
      target: billingClock.id,
      set: { offsetSeconds: sql`${billingClock.offsetSeconds} + ${seconds}` },
    });
  return billingNow(db);
}
