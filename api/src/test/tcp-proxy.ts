// A TCP proxy in front of PostgreSQL that a test starts on its own port, so it can take the database away from an
// API process (refuse new connections and cut the open ones) and give it back, without touching the real server.
import type { Socket, TCPSocketListener } from 'bun';

export interface DatabaseProxy {
  /** postgres://… through the proxy (same user and database as the target URL). */
  url: string;
  /** The database is gone: open connections are cut and new ones refused until `restore`. */
  cut(): void;
  restore(): void;
  /** Cuts only the connections open now (a network blip, a LISTEN connection dropped); new ones go through. */
  resetConnections(): void;
  close(): void;
}

interface Pair {
  client: Socket<Pair>;
  upstream: Socket<Pair> | null;
  pending: Uint8Array[];
}

export async function startDatabaseProxy(targetUrl: string): Promise<DatabaseProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  const open = new Set<Pair>();
  let down = false;

  const end = (pair: Pair) => {
    open.delete(pair);
    pair.client.end();
    pair.upstream?.end();
  };

  const listener: TCPSocketListener<Pair> = Bun.listen<Pair>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      open(client) {
        if (down) {
          client.terminate();
          return;
        }
        const pair: Pair = { client, upstream: null, pending: [] };
        client.data = pair;
        open.add(pair);
        void Bun.connect<Pair>({
          hostname: targetHost,
          port: targetPort,
          socket: {
            open(upstream) {
              upstream.data = pair;
              pair.upstream = upstream;
              for (const chunk of pair.pending) upstream.write(chunk);
              pair.pending = [];
            },
            data(_upstream, chunk) {
              pair.client.write(chunk);
            },
            close() {
              end(pair);
            },
            error() {
              end(pair);
            },
          },
        }).catch(() => end(pair));
      },
      data(client, chunk) {
        const pair = client.data;
        if (pair.upstream) pair.upstream.write(chunk);
        else pair.pending.push(new Uint8Array(chunk));
      },
      close(client) {
        if (client.data) end(client.data);
      },
      error(client) {
        if (client.data) end(client.data);
      },
    },
  });

  const resetConnections = () => {
    for (const pair of [...open]) {
      open.delete(pair);
      pair.client.terminate();
      pair.upstream?.terminate();
    }
  };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(listener.port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      resetConnections();
    },
    restore() {
      down = false;
    },
    resetConnections,
    close() {
      resetConnections();
      listener.stop(true);
    },
  };
}
