// Newsletter subscriptions: one row per email; admins list them, export them as CSV and remove them.
import { messages } from '@naija-homes/contracts/messages';
import {
  newsletterMessages,
  type Subscriber,
  type SubscribersPage,
  subscribersCsvColumns,
} from '@naija-homes/contracts/newsletter';
import { count, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema';
import { csvDocument, csvTime } from '../../lib/csv';
import { HttpError } from '../../lib/errors';
import { totalPages } from '../../lib/pagination';
import { recordAudit } from '../audit/audit.service';

type SubscriberRow = typeof newsletterSubscribers.$inferSelect;

const toJson = (row: SubscriberRow): Subscriber => ({
  _id: row.id,
  email: row.email,
  createdAt: row.createdAt.toISOString(),
});

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function subscribe(db: Db, email: string, role: string | null): Promise<void> {
  if (role === 'ADMIN') throw new HttpError(403, newsletterMessages.adminsCannotSubscribe);
  const inserted = await db
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length === 0) throw new HttpError(409, newsletterMessages.alreadySubscribed);
}

export async function listSubscribers(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined },
): Promise<SubscribersPage> {
  const { page, limit } = query;
  const where = query.search ? ilike(newsletterSubscribers.email, `%${escapeLike(query.search)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(desc(newsletterSubscribers.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    data: rows.map(toJson),
    totalPages: totalPages(totalCount, limit),
    total: totalCount,
  };
}

/** GET /admin/news-letter.csv: every subscriber, newest first (UTF-8 with a BOM, CRLF lines, for a spreadsheet). */
export async function exportSubscribers(db: Db): Promise<string> {
  const rows = await db.select().from(newsletterSubscribers).orderBy(desc(newsletterSubscribers.seq));
  return csvDocument(
    subscribersCsvColumns,
    rows.map((row) => [row.email, csvTime(row.createdAt)]),
  );
}

/** Removes a subscriber (unknown or already removed: 404), audited in the same transaction. */
export async function removeSubscriber(db: Db, adminId: string, id: string): Promise<Subscriber> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning();
    if (!removed) throw new HttpError(404, messages.notFound);
    await recordAudit(tx, adminId, {
      action: 'newsletter-subscriber.remove',
      targetType: 'newsletter-subscriber',
      targetId: id,
      targetLabel: removed.email,
      before: { email: removed.email, subscribedAt: removed.createdAt.toISOString() },
      after: null,
    });
    return toJson(removed);
  });
}
