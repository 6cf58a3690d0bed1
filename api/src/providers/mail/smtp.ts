// SMTP adapter over nodemailer. SMTP_URL like smtp://user:pass@host:587 or smtps://host:465.
import nodemailer from 'nodemailer';
import type { Mailer, MailMessage } from './index';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    transport: 'smtp',
    async send(message: MailMessage) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}
