// Contact-form messages: anyone can send one; admins read them.
import type { ContactMessage, ContactMessageRow, ContactMessagesPage } from '@naija-homes/contracts/contact';
import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import { totalPages } from '../../lib/pagination';

type ContactRow = typeof contactMessages.$inferSelect;

function toJson(row: ContactRow): ContactMessageRow {
  return {
    _id: row.id,
    firstName: row.firstName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function createContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.insert(contactMessages).values({
    firstName: message.firstName,
    email: message.email,
    phoneNumber: message.phoneNumber ?? null,
    subject: message.subject,
    message: message.message,
  });
}

export async function listContactMessages(db: Db, page: number, limit: number): Promise<ContactMessagesPage> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(contactMessages),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return { data: rows.map(toJson), totalPages: totalPages(totalCount, limit), total: totalCount };
}
