// The SMTP adapter against a tiny SMTP server written here: real nodemailer, real sockets, no mocks.
import { afterAll, describe, expect, test } from 'bun:test';
import { type AddressInfo, createServer, type Socket } from 'node:net';
import { createSmtpMailer } from './smtp';
import { verificationCodeMail } from './templates';

interface Received {
  from: string;
  to: string[];
  data: string;
}

function startSmtpServer() {
  const received: Received[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '' };
            reply('250 OK: queued');
          } else {
            current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          }
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO' || command === 'HELO') reply('250 test-smtp');
          else if (command === 'MAIL') {
            current.from = line.slice(10).trim();
            reply('250 OK');
          } else if (command === 'RCPT') {
            current.to.push(line.slice(8).trim());
            reply('250 OK');
          } else if (command === 'DATA') {
            inData = true;
            reply('354 End data with <CR><LF>.<CR><LF>');
          } else if (command === 'QUIT') {
            reply('221 Bye');
            socket.end();
          } else if (command === 'RSET' || command === 'NOOP') reply('250 OK');
          else reply('502 Command not implemented');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  return new Promise<{ port: number; received: Received[]; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({ port: (server.address() as AddressInfo).port, received, close: () => server.close() });
    });
  });
}

const smtp = await startSmtpServer();
afterAll(() => smtp.close());

describe('SMTP mailer', () => {
  test('delivers the verification mail with text and HTML parts', async () => {
    const mailer = createSmtpMailer(
      `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      'Naija Homes <no-reply@naijahomes.ng>',
    );
    expect(mailer.transport).toBe('smtp');
    await mailer.send(verificationCodeMail('ada@example.ng', 'Ada', '482913'));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0] as Received;
    expect(mail.from).toContain('no-reply@naijahomes.ng');
    expect(mail.to[0]).toContain('ada@example.ng');
    expect(mail.data).toContain('Subject: Your Naija Homes verification code: 482913');
    expect(mail.data).toContain('text/plain');
    expect(mail.data).toContain('text/html');
  });

  test('a refused connection is an error the caller sees', async () => {
    const mailer = createSmtpMailer('smtp://127.0.0.1:1?connectionTimeout=500', 'x@example.ng');
    expect(mailer.send(verificationCodeMail('a@b.ng', 'A', '123456'))).rejects.toThrow();
  });
});
