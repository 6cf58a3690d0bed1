// Agents' help requests: stored, and every admin gets a notification and an email.
import type { HelpRequest } from '@naija-homes/contracts/support';
import { eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/guard';
import type { Db } from '../../db/client';
import { helpRequests, users } from '../../db/schema';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { notify } from '../notifications/notifications.service';

export async function sendHelpRequest(db: Db, mailer: Mailer, agent: UserRow, request: HelpRequest): Promise<void> {
  const subject = request.subject.trim();
  const message = request.message.trim();
  const from = `${agent.firstName} ${agent.lastName} <${agent.email}>`;
  // The mails are queued in the request's transaction (ADR 027): delivered once it commits, retried if the mail
  // server fails, and a mail failure never undoes the saved request.
  await db.transaction(async (tx) => {
    await tx.insert(helpRequests).values({ userId: agent.id, subject, message });
    const adminRows = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'ADMIN'));
    for (const admin of adminRows) {
      await notify(tx, admin.id, { title: `Help request: ${subject}`, message: `${from}: ${message}` });
      await mailer.send(
        tx,
        adminAlertMail(admin.email, `Help request from an agent: ${subject}`, [`From ${from}`, message]),
      );
    }
  });
}
