// The SMTP adapter against the tiny SMTP server of test/smtp-server.ts: real nodemailer, real sockets, no mocks.
import { afterAll, describe, expect, test } from 'bun:test';
import { type ReceivedMail, startSmtpServer } from '../../test/smtp-server';
import { createSmtpTransport } from './smtp';
import { verificationCodeMail } from './templates';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

describe('SMTP mailer', () => {
  test('delivers the verification mail with text and HTML parts', async () => {
    const mailer = createSmtpTransport(smtp.url, 'Naija Homes <no-reply@naijahomes.ng>');
    await mailer.deliver(verificationCodeMail('ada@example.ng', 'Ada', '482913'), '<job-1@naija-homes.mail>');
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0] as ReceivedMail;
    expect(mail.from).toContain('no-reply@naijahomes.ng');
    expect(mail.to[0]).toContain('ada@example.ng');
    expect(mail.data).toContain('Subject: Your Naija Homes verification code: 482913');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
    expect(mail.data).toContain('Message-ID: <job-1@naija-homes.mail>');
  });

  test('a refused connection is an error the caller sees', async () => {
    const mailer = createSmtpTransport('smtp://127.0.0.1:1?connectionTimeout=500', 'x@example.ng');
    expect(mailer.deliver(verificationCodeMail('a@b.ng', 'A', '123456'))).rejects.toThrow();
  });
});
