// The mail provider: SMTP when SMTP_URL is set, nothing at all with MAIL_DISABLED, otherwise (never in production:
// config.ts refuses to start) the dev outbox, stored in the database.
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
  readonly transport: 'smtp' | 'outbox' | 'off';
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  transport: 'smtp' | 'outbox' | 'off';
  smtpUrl: string | undefined;
  from: string;
  database: Database;
  logger: Logger;
  /** Print outbox mail to the console (off in tests). */
  printOutbox: boolean;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.transport === 'smtp' && options.smtpUrl) return createSmtpMailer(options.smtpUrl, options.from);
  if (options.transport === 'off') return createNoMailer(options.logger);
  return createOutboxMailer(options.database, options.printOutbox);
}

/**
 * MAIL_DISABLED: nothing is sent. Flows that cannot work without a mailed code refuse before they start (see
 * `requireMail`); notices (a lead, a booking) are left to the in-app notifications, and only their subject is logged.
 */
function createNoMailer(logger: Logger): Mailer {
  return {
    transport: 'off',
    async send(message: MailMessage) {
      logger.info('mail is off: not sent', { subject: message.subject });
    },
  };
}
