// The mail provider: SMTP when SMTP_URL is set, nothing at all with MAIL_DISABLED, otherwise (never in production:
// config.ts refuses to start) the dev outbox, stored in the database.
//
// Every mail is sent as part of a transaction (docs/decisions/027-outbox-and-job-queue.md): with SMTP it becomes a
// job in the job queue, written in the caller's transaction and delivered by whichever process claims it, with
// retries; the dev outbox is itself a table, so its row is written in that transaction directly. Either way a mail
// exists exactly when the write it tells about has committed, and a crash after the commit cannot lose it.
import type { QueueOptions } from 'pg-boss';
import type { Db, Tx } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { errorFields, type Logger } from '../../lib/logger';
import { createOutboxMailer } from './outbox';
import { createSmtpTransport } from './smtp';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: the List-Unsubscribe of alert mail. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox' | 'off';
  /**
   * Sends `message` once `tx` commits, and never if it rolls back. Pass the transaction of the write the mail is
   * about; `db` itself where there is none (the mail is then stored at once).
   */
  send(tx: Db | Tx, message: MailMessage): Promise<void>;
  /** Starts delivering queued mail in this process (SMTP; the other transports have nothing queued). */
  startDelivery?(): Promise<void>;
}

/** The job queue's mail queue: one job per message. */
export const MAIL_QUEUE = 'mail';

/**
 * Retries with exponential backoff (pg-boss: about `retryDelay · 2^n`, capped at `retryDelayMax`), for about a day
 * in all, then the job stays `failed` (visible in pgboss.job). `heartbeatSeconds` is the lease: a process that dies
 * mid-send stops its heartbeat, and the job is retried by another once the lease has run out.
 */
export const mailQueueOptions: QueueOptions = {
  retryLimit: 15,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
  heartbeatSeconds: 30,
  expireInSeconds: 120,
  deleteAfterSeconds: 7 * 24 * 3600,
};

export interface MailerOptions {
  transport: 'smtp' | 'outbox' | 'off';
  smtpUrl: string | undefined;
  from: string;
  jobs: JobQueue;
  logger: Logger;
  /** Print outbox mail to the console (off in tests). */
  printOutbox: boolean;
  /** The mail queue's retry policy (tests shorten the delays). */
  queueOptions?: Partial<QueueOptions>;
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.transport === 'smtp' && options.smtpUrl) return createQueuedSmtpMailer(options, options.smtpUrl);
  if (options.transport === 'off') return createNoMailer(options.logger);
  return createOutboxMailer(options.printOutbox);
}

function createQueuedSmtpMailer(options: MailerOptions, smtpUrl: string): Mailer {
  const { jobs, logger } = options;
  const smtp = createSmtpTransport(smtpUrl, options.from);
  const defined = jobs.define({ name: MAIL_QUEUE, options: { ...mailQueueOptions, ...options.queueOptions } });
  return {
    transport: 'smtp',
    async send(tx, message) {
      await defined;
      await jobs.send(tx, MAIL_QUEUE, { ...message, to: message.to.toLowerCase() });
    },
    async startDelivery() {
      await defined;
      // Two workers claiming five at a time: a backlog of codes is not sent one per poll.
      await jobs.work<MailMessage>(
        MAIL_QUEUE,
        async (job) => {
          try {
            // The job id is the Message-ID: a retry after a crash between the server's "250" and the job's completion
            // sends the same Message-ID again, which receiving servers and clients treat as one message.
            await smtp.deliver(job.data, `<${job.id}@naija-homes.mail>`);
          } catch (error) {
            logger.warn('mail delivery failed: will retry', {
              job: job.id,
              attempt: job.retryCount + 1,
              subject: job.data.subject,
              ...errorFields(error),
            });
            throw error;
          }
        },
        2,
        5,
      );
    },
  };
}

/**
 * MAIL_DISABLED: nothing is sent. Flows that cannot work without a mailed code refuse before they start (see
 * `requireMail`); notices (a lead, a booking) are left to the in-app notifications, and only their subject is logged.
 */
function createNoMailer(logger: Logger): Mailer {
  return {
    transport: 'off',
    async send(_tx, message: MailMessage) {
      logger.info('mail is off: not sent', { subject: message.subject });
    },
    async startDelivery() {},
  };
}
