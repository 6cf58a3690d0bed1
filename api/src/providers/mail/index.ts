// The mail provider: SMTP when SMTP_URL is set, otherwise the dev outbox (stored in the database).
import type { Database } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  database: Database;
  logger: Logger;
  /** Print outbox mail to the console (off in tests). */
  printOutbox: boolean;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from);
  return createOutboxMailer(options.database, options.printOutbox);
}
