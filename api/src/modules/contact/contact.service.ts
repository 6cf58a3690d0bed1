// Contact-form messages: anyone can send one (every admin is told); admins read them and mark them handled.
import {
  type ContactMessage,
  type ContactMessageRow,
  type ContactMessageStatus,
  type ContactMessagesPage,
  contactMessages as contactTexts,
} from '@naija-homes/contracts/contact';
import { messages } from '@naija-homes/contracts/messages';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { contactMessages, users } from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { totalPages } from '../../lib/pagination';
import { recordAudit } from '../audit/audit.service';
import { notifyAdmins } from '../notifications/notifications.service';

type ContactRow = typeof contactMessages.$inferSelect;
type Handler = { id: string; firstName: string; lastName: string } | null;

function toJson(row: ContactRow, handler: Handler): ContactMessageRow {
  return {
    _id: row.id,
    firstName: row.firstName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy:
      row.handledAt && handler
        ? { _id: handler.id, fullName: `${handler.firstName} ${handler.lastName}`.trim() }
        : null,
  };
}

/** Stores the message and tells every admin, in one transaction. */
export async function createContactMessage(db: Db, message: ContactMessage): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        firstName: message.firstName,
        email: message.email,
        phoneNumber: message.phoneNumber ?? null,
        subject: message.subject,
        message: message.message,
      })
      .returning();
    if (!row) return;
    await notifyAdmins(tx, {
      title: contactTexts.newMessageTitle,
      message: contactTexts.newMessageNotice(row.firstName, row.subject),
    });
  });
}

const handlerColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName };

export async function listContactMessages(
  db: Db,
  query: { page: number; limit: number; status: ContactMessageStatus },
): Promise<ContactMessagesPage> {
  const { page, limit, status } = query;
  const where: SQL | undefined =
    status === 'open'
      ? isNull(contactMessages.handledAt)
      : status === 'handled'
        ? isNotNull(contactMessages.handledAt)
        : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ message: contactMessages, handler: handlerColumns })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.seq))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    data: rows.map((row) => toJson(row.message, row.handler)),
    totalPages: totalPages(totalCount, limit),
    total: totalCount,
  };
}

async function handlerOf(tx: Tx, userId: string | null): Promise<Handler> {
  if (!userId) return null;
  const [row] = await tx.select(handlerColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Marks a message handled (or open again). One conditional UPDATE decides: of twenty identical requests one
 * changes the row and writes the audit entry, the others find it already changed and answer 409.
 */
export async function setContactMessageHandled(
  db: Db,
  adminId: string,
  id: string,
  handled: boolean,
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(contactMessages)
      .set(handled ? { handledAt: new Date(), handledBy: adminId } : { handledAt: null, handledBy: null })
      .where(
        and(
          eq(contactMessages.id, id),
          handled ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt),
        ),
      )
      .returning();
    if (!saved) {
      const [exists] = await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(eq(contactMessages.id, id));
      if (!exists) throw new HttpError(404, messages.notFound);
      throw new HttpError(409, handled ? contactTexts.alreadyHandled : contactTexts.notHandled);
    }
    await recordAudit(tx, adminId, {
      action: handled ? 'contact-message.handle' : 'contact-message.unhandle',
      targetType: 'contact-message',
      targetId: id,
      targetLabel: `${saved.subject} (${saved.email})`,
      before: { handled: !handled },
      after: { handled },
    });
    return toJson(saved, await handlerOf(tx, saved.handledBy));
  });
}
