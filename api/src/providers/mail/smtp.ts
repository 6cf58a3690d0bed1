// SMTP adapter over nodemailer. SMTP_URL like smtp://user:pass@host:587 or smtps://host:465. Only the mail job's
// handler calls it (providers/mail/index.ts): requests queue their mail instead.
import nodemailer from 'nodemailer';
import type { MailMessage } from './index';

export interface SmtpTransport {
  /** Hands one message to the SMTP server; throws when the server refuses it or cannot be reached. */
  deliver(message: MailMessage, messageId?: string): Promise<void>;
}

export function createSmtpTransport(smtpUrl: string, from: string): SmtpTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message, messageId) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(messageId ? { messageId } : {}),
      });
    },
  };
}
