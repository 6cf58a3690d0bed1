// A TCP proxy in front of PostgreSQL that a test starts on its own port, so it can take the database away from an
// API process (as a stopped server goes away, or as a network blip cuts connections) and give it back, without
// touching the real server.
import type { Socket, TCPSocketListener } from 'bun';

export interface DatabaseProxy {
  /** postgres://… through the proxy (same user and database as the target URL). */
  url: string;
  /**
   * The database stops: nothing more reaches it and new connections are refused until `restore`, while what it has
   * already answered still arrives, as from a server that shuts down. Its sessions end when the server ends them
   * (pg_terminate_backend), or after a second.
   */
  cut(): void;
  restore(): void;
  /** Cuts only the connections open now (a network blip, a LISTEN connection dropped); new ones go through. */
  resetConnections(): void;
  /**
   * The connections open now stay open but carry nothing more either way (a NAT or a proxy that forgot them: a
   * half-open connection neither side hears end); new ones go through.
   */
  silence(): void;
  close(): void;
}

/** One socket's writes: what the kernel did not take yet waits for the socket's drain, in order. */
interface Outbox {
  socket: Socket<Pair> | null;
  queue: Uint8Array[];
  /** End the socket once the queue is written. */
  ending: boolean;
}

interface Pair {
  toClient: Outbox;
  toServer: Outbox;
  /** The database stopped: the client's bytes no longer reach it. */
  stopped: boolean;
  /** Nothing passes either way, and neither side is told. */
  silenced: boolean;
}

function flush(outbox: Outbox) {
  const { socket } = outbox;
  if (!socket) return;
  while (outbox.queue.length) {
    const chunk = outbox.queue[0] as Uint8Array;
    const written = socket.write(chunk);
    if (written < chunk.length) {
      outbox.queue[0] = chunk.subarray(Math.max(written, 0));
      return;
    }
    outbox.queue.shift();
  }
  if (outbox.ending) socket.end();
}

function send(outbox: Outbox, chunk: Uint8Array) {
  // A copy: the chunk's buffer is the socket's own and is reused for the next read.
  outbox.queue.push(new Uint8Array(chunk));
  flush(outbox);
}

function endWhenWritten(outbox: Outbox) {
  outbox.ending = true;
  flush(outbox);
}

export async function startDatabaseProxy(targetUrl: string): Promise<DatabaseProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port || 5432);
  const targetHost = target.hostname;
  const open = new Set<Pair>();
  let down = false;

  // One side closed: the other gets what is still owed to it, then ends.
  const end = (pair: Pair) => {
    open.delete(pair);
    endWhenWritten(pair.toClient);
    endWhenWritten(pair.toServer);
  };
  const terminate = (pair: Pair) => {
    open.delete(pair);
    pair.toClient.socket?.terminate();
    pair.toServer.socket?.terminate();
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
        const pair: Pair = {
          toClient: { socket: client, queue: [], ending: false },
          toServer: { socket: null, queue: [], ending: false },
          stopped: false,
          silenced: false,
        };
        client.data = pair;
        open.add(pair);
        void Bun.connect<Pair>({
          hostname: targetHost,
          port: targetPort,
          socket: {
            open(upstream) {
              upstream.data = pair;
              pair.toServer.socket = upstream;
              flush(pair.toServer);
            },
            data(_upstream, chunk) {
              if (!pair.silenced) send(pair.toClient, chunk);
            },
            drain() {
              flush(pair.toServer);
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
        if (!pair.stopped && !pair.silenced) send(pair.toServer, chunk);
      },
      drain(client) {
        flush(client.data.toClient);
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
    for (const pair of [...open]) terminate(pair);
  };
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(listener.port);
  return {
    url: url.toString(),
    cut() {
      down = true;
      const stopping = [...open];
      for (const pair of stopping) pair.stopped = true;
      // A server that is stopped ends its sessions itself; if nothing ends them, they are cut.
      setTimeout(() => {
        for (const pair of stopping) if (open.has(pair)) terminate(pair);
      }, 1_000).unref();
    },
    restore() {
      down = false;
    },
    resetConnections,
    silence() {
      for (const pair of open) pair.silenced = true;
    },
    close() {
      resetConnections();
      listener.stop(true);
    },
  };
}
