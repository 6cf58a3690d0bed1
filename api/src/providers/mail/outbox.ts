// The dev outbox: mail is written to the outbox_mails table (listed at /api/v1/dev/outbox) and printed. The row is
// written in the caller's transaction, so a mail exists exactly when the write it tells about has committed.
import { desc, eq } from 'drizzle-orm';
import type { Database, Db, Tx } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { Mailer, MailMessage } from './index';

export function createOutboxMailer(print: boolean): Mailer {
  return {
    transport: 'outbox',
    async send(tx: Db | Tx, message: MailMessage) {
      await tx.insert(outboxMails).values({ ...message, to: message.to.toLowerCase() });
      if (print) {
        // Printed before the commit: a dev convenience; a rolled-back mail may show here but is never stored.
        console.log(`\n📧 [dev outbox] To: ${message.to}\n   Subject: ${message.subject}\n${indent(message.text)}\n`);
      }
    },
    async startDelivery() {},
  };
}

function indent(text: string): string {
  return text
    .split('\n')
    .map((line) => `   ${line}`)
    .join('\n');
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  createdAt: string;
}

/** Newest first; all mail, or one recipient's. */
export async function listOutbox(database: Database, email?: string, limit = 50): Promise<OutboxEntry[]> {
  const rows = await database.db
    .select()
    .from(outboxMails)
    .where(email ? eq(outboxMails.to, email.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboxMails.seq))
    .limit(limit);
  return rows.map((row) => ({
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    headers: row.headers ?? {},
    createdAt: row.createdAt.toISOString(),
  }));
}
