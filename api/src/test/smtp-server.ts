// A tiny SMTP server for tests: real sockets, real nodemailer on the other side, no mocks. It can refuse the next
// few messages (a temporary 451, as a mail server under load does) to exercise retries.
import { type AddressInfo, createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  at: number;
}

export interface SmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** When each refused message was refused (ms since the epoch). */
  refusedAt: number[];
  /** Refuses the next `count` messages at the end of DATA with `451` (temporary failure). */
  refuseNext(count: number): void;
  /** The received mails whose Subject header contains `text`. */
  withSubject(text: string): ReceivedMail[];
  close(): void;
}

export function startSmtpServer(): Promise<SmtpServer> {
  const received: ReceivedMail[] = [];
  const refusedAt: number[] = [];
  let refuse = 0;
  const server = createServer((socket: Socket) => {
    let buffer = '';
    let inData = false;
    let current: Omit<ReceivedMail, 'at'> = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('error', () => {});
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index !== -1) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (refuse > 0) {
              refuse -= 1;
              refusedAt.push(Date.now());
              reply('451 4.3.0 Try again later');
            } else {
              received.push({ ...current, at: Date.now() });
              reply('250 OK: queued');
            }
            current = { from: '', to: [], data: '' };
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
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}?ignoreTLS=true&pool=true`,
        received,
        refusedAt,
        refuseNext: (count) => {
          refuse = count;
        },
        withSubject: (text) => received.filter((mail) => unfold(mail.data).includes(text)),
        close: () => server.close(),
      });
    });
  });
}

/** Headers longer than a line are folded (CRLF + space); the subject is searched in the unfolded text. */
function unfold(data: string): string {
  return data.replace(/\n[ \t]+/g, ' ');
}
