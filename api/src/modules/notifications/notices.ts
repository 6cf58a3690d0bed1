// A notice to one person about a move in a deal (offer, booking, inspection): stored and pushed inside the move's
// transaction with notify(), and its mail queued in that same transaction (ADR 027), with a link to where they
// answer it.
import type { Db, Tx } from '../../db/client';
import type { Mailer } from '../../providers/mail';
import { adminAlertMail } from '../../providers/mail/templates';
import { notify } from './notifications.service';

export interface Notice {
  to: { id: string; email: string; firstName: string };
  title: string;
  lines: string[];
  /** Where on the site they see it, e.g. /agent/bookings. */
  path: string;
}

export async function tell(tx: Tx, notice: Notice): Promise<Notice> {
  await notify(tx, notice.to.id, { title: notice.title, message: notice.lines.join(' ') });
  return notice;
}

/** Queues the notices' mail in `tx`, the transaction of the move they tell about: sent once it commits. */
export async function mailNotices(deps: { mailer: Mailer; appUrl: string }, tx: Tx, notices: Notice[]): Promise<void> {
  for (const notice of notices) {
    await deps.mailer.send(
      tx,
      adminAlertMail(notice.to.email, `${notice.title} on Naija Homes`, [
        `Hello ${notice.to.firstName},`,
        ...notice.lines,
        `See it on Naija Homes: ${deps.appUrl}${notice.path}`,
      ]),
    );
  }
}

/** What a deal's service (offers, bookings, inspections) needs beyond the database: mail, and links back. */
export interface DealDeps {
  db: Db;
  mailer: Mailer;
  appUrl: string;
}

/** The columns of a party to a deal (an alias of users): enough to show them and to tell them. */
type PartyKey = 'id' | 'firstName' | 'lastName' | 'image' | 'email';
export function partyColumns<T extends { [K in PartyKey]: unknown }>(table: T): Pick<T, PartyKey> {
  return {
    id: table.id,
    firstName: table.firstName,
    lastName: table.lastName,
    image: table.image,
    email: table.email,
  };
}

export const partyName = (party: { firstName: string; lastName: string }) =>
  `${party.firstName} ${party.lastName}`.trim();
