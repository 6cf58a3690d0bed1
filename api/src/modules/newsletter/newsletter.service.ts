// Newsletter subscriptions: one row per email; admins list them.
import { newsletterMessages, type SubscribersPage } from '@naija-homes/contracts/newsletter';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { totalPages } from '../../lib/pagination';

export async function subscribe(db: Db, email: string, role: string | null): Promise<void> {
  if (role === 'ADMIN') throw new HttpError(403, newsletterMessages.adminsCannotSubscribe);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) throw new HttpError(409, newsletterMessages.alreadySubscribed);
}

export async function listSubscribers(db: Db, page: number, limit: number): Promise<SubscribersPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(newsletterSubscribers),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    data: rows.map((row) => ({ _id: row.id, email: row.email, createdAt: row.createdAt.toISOString() })),
    totalPages: totalPages(totalCount, limit),
    total: totalCount,
  };
}
