// A local HTTP server that counts the TCP connections it accepts: the SSRF tests point links at it and check that
// the server never connected (a count of 0), whatever the link's spelling.
import type { TCPSocketListener } from 'bun';

export interface CountingListener {
  hostname: string;
  port: number;
  /** TCP connections accepted so far. */
  connections(): number;
  stop(): void;
}

/** Listens on `hostname` (127.0.0.1, ::1) and answers every request with `body` (200, text/calendar). */
export function countingListener(hostname: string, body = 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'): CountingListener {
  let connections = 0;
  const answer = `HTTP/1.1 200 OK\r\ncontent-type: text/calendar\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
  const listener: TCPSocketListener = Bun.listen({
    hostname,
    port: 0,
    socket: {
      open() {
        connections += 1;
      },
      data(socket) {
        socket.end(answer);
      },
    },
  });
  return { hostname, port: listener.port, connections: () => connections, stop: () => listener.stop(true) };
}

/** The IPv6 loopback listener, or null where this machine has no ::1. */
export function ipv6CountingListener(): CountingListener | null {
  try {
    return countingListener('::1');
  } catch {
    return null;
  }
}
