// openDatabase(config): Drizzle over embedded PGlite (default, DATA_DIR) or PostgreSQL (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { acquireLock } from './lock';
import * as schema from './schema';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The longest a statement may run by default (DATABASE_STATEMENT_TIMEOUT_MS); the HTTP server's idle timeout
 * (main.ts) is longer, so a statement cancelled by it is answered 503, never a dropped connection.
 */
export const STATEMENT_TIMEOUT_MS = 10_000;
export type Schema = typeof schema;
/** The Drizzle handle services use; both drivers share the pg-core query builder. */
export type Db = ReturnType<typeof drizzlePglite<Schema>>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How the job queue (pg-boss) reaches this database: the embedded PGlite itself, or the server's URL. */
export type JobBackend = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

export interface Database {
  db: Db;
  kind: DatabaseKind;
  jobBackend: JobBackend;
  /** Raw SQL returning rows on both drivers (PGlite answers `{ rows }`, postgres-js a bare array). */
  execute<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Runs `work` while holding a cluster-wide lock named `name` (a PostgreSQL advisory lock on a connection of its
   * own), so that several API processes on one database do it one at a time: migrations at start, for one.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * LISTENs on `channel` until the returned stop is called: PostgreSQL on a dedicated connection that listens again
   * after a reconnect, PGlite in-process. A NOTIFY sent inside a transaction arrives once it commits. `onListen` is
   * called each time the LISTEN takes effect, the first time and after every reconnect: whatever was notified while
   * the connection was down is lost, and the caller reads it from its table then.
   */
  listen(channel: string, onPayload: (payload: string) => void, onListen?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Raw SQL inside a transaction, returning rows on both drivers (PGlite answers `{ rows }`, postgres-js a bare
 * array), for statements the query builder cannot write (an UPDATE … FROM unnest(…), say).
 */
export async function executeRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only: statement_timeout for the pool (default STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  const dir = join(options.dataDir, 'pglite');
  // PGlite creates its directory but not the parents.
  mkdirSync(options.dataDir, { recursive: true });
  const release = acquireLock(join(options.dataDir, 'pglite.lock'), dir);
  try {
    const client = new PGlite({ dataDir: dir, extensions: { pg_trgm, btree_gin, btree_gist } });
    await client.waitReady;
    return fromPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

/** Wraps an already open PGlite (tests restore one from a migrated dump). */
export function fromPglite(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    jobBackend: { kind: 'pglite', client },
    async execute<T>(query: SQL) {
      const result = await db.execute(query);
      return result.rows as T[];
    },
    // One process owns an embedded database (its lock file): nobody to wait for.
    exclusive: (_name, work) => work(),
    async listen(channel, onPayload, onListen) {
      const stop = await client.listen(channel, onPayload);
      onListen?.();
      return stop;
    },
    async close() {
      await client.close();
      release();
    },
  };
}

/**
 * How long a statement may wait for a connection before it is given up (answered 503): while the server is gone,
 * postgres-js keeps a query that is waiting for its connection through reconnect after reconnect, so without this
 * a request hung for the whole outage (20–30 s). Given up before it reached the server, it can never run later.
 */
const CONNECTION_WAIT_MS = 2_000;

/** What a statement given up for want of a connection fails with: a connection failure (answered 503). */
function connectionWaitError(): Error {
  return Object.assign(new Error('no database connection within the wait'), { code: 'CONNECT_TIMEOUT' });
}

type PendingQuery = { state?: unknown; cancel(): unknown };

/**
 * The pool as Drizzle sees it, with a bounded wait for a connection: a statement that has not been handed to a
 * connection after CONNECTION_WAIT_MS is cancelled (postgres-js rejects a queued statement with 57014 and never
 * sends it), and a transaction whose body has not started by then is abandoned before it can start.
 */
export function withConnectionWait<T extends postgres.Sql>(client: T, waitMs = CONNECTION_WAIT_MS): T {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (...args: unknown[]) => {
          const query = (target.unsafe as (...a: unknown[]) => PendingQuery)(...args);
          const timer = setTimeout(() => {
            // Once handed to a connection (`state` set) the statement runs to its end (or the statement timeout).
            if (!query.state) void query.cancel();
          }, waitMs);
          timer.unref?.();
          return query;
        };
      }
      if (property === 'begin') {
        return (...args: unknown[]) => {
          const body = args.pop() as (sql: postgres.TransactionSql) => unknown;
          let started = false;
          let abandoned = false;
          const transaction = (target.begin as (...a: unknown[]) => Promise<unknown>)(
            ...args,
            (sql: postgres.TransactionSql) => {
              // BEGIN reached the server only after the caller was told 503: roll it back, run nothing.
              if (abandoned) throw connectionWaitError();
              started = true;
              return body(sql);
            },
          );
          let timer: ReturnType<typeof setTimeout> | undefined;
          const gaveUp = new Promise<never>((_, reject) => {
            timer = setTimeout(() => {
              if (started) return;
              abandoned = true;
              transaction.catch(() => {});
              reject(connectionWaitError());
            }, waitMs);
          });
          return Promise.race([transaction, gaveUp]).finally(() => clearTimeout(timer));
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}

export function openPostgres(
  url: string,
  options: { statementTimeoutMs?: number | undefined; listenProbeMs?: number | undefined } = {},
): Database {
  const connectionOptions = {
    // Quiet NOTICEs (e.g. "extension already exists") keep the logs readable.
    onnotice: () => {},
    // Bounded waits: an unreachable server fails a request within about 2 s (answered 503 with Retry-After), and
    // no statement holds a connection past the statement timeout (57014, also a 503), which stays under the HTTP
    // server's idle timeout so a slow database is answered, never a dropped connection. Reconnects are tried
    // every second at most (postgres-js backs off up to 20 s by default), so the first request after the server
    // is back is served within about a second.
    connect_timeout: 2,
    backoff: (retries: number) => Math.min(0.1 * 2 ** retries, 1),
    connection: { statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS },
  };
  const client = postgres(url, { ...connectionOptions, max: 10, idle_timeout: 60 });
  const db = drizzlePostgres({ client: withConnectionWait(client), schema });
  return {
    // The two drivers expose the same pg-core builder API; only execute()'s result shape differs (wrapped here).
    db: db as unknown as Db,
    kind: 'postgres',
    jobBackend: { kind: 'postgres', url },
    async execute<T>(query: SQL) {
      const rows = await db.execute(query);
      return [...rows] as T[];
    },
    async exclusive(name, work) {
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(hashtext(${name}))`;
        try {
          return await work();
        } finally {
          await connection`select pg_advisory_unlock(hashtext(${name}))`;
        }
      } finally {
        connection.release();
      }
    },
    listen: (channel, onPayload, onListen) =>
      listenSupervised({
        open: () => postgres(url, connectionOptions),
        probe: (payload) => client`select pg_notify(${channel}, ${payload})`.then(() => {}),
        channel,
        onPayload,
        onListen,
        probeMs: options.listenProbeMs ?? LISTEN_PROBE_MS,
      }),
    async close() {
      await client.end({ timeout: 2 });
    },
  };
}

/** How often a process NOTIFYs itself on a channel it listens on, to learn that its LISTEN still hears (ms). */
const LISTEN_PROBE_MS = 3_000;
/** A probe's payload: every listener of the channel ignores it, and only the one that sent it counts it. */
const PROBE_PREFIX = 'naija-listen-probe:';

interface SupervisedListen {
  /** A new client of its own for the LISTEN connection (the driver re-LISTENs on it after a reconnect). */
  open: () => postgres.Sql;
  /** Sends a NOTIFY with the payload on the channel through the ordinary pool. */
  probe: (payload: string) => Promise<void>;
  channel: string;
  onPayload: (payload: string) => void;
  onListen: (() => void) | undefined;
  probeMs: number;
}

/**
 * A LISTEN that is known to hear. The driver listens again after its connection drops, but not always: an attempt
 * that fails in some states is dropped silently (seen after long outages on a loaded machine), and a half-open
 * connection (a NAT or proxy that forgot it) never drops at all. So the process NOTIFYs itself every `probeMs`; when
 * a probe the server accepted is not heard within two more, the LISTEN connection is replaced by a new one. A probe
 * the server refused (it is down) proves nothing and is not counted. Nothing notified while no LISTEN heard is
 * recovered here: `onListen` runs after every (re)LISTEN and the caller reads what it missed from its table.
 */
async function listenSupervised(listen: SupervisedListen): Promise<() => Promise<void>> {
  const probeId = `${PROBE_PREFIX}${crypto.randomUUID()}`;
  let stopped = false;
  let connection: postgres.Sql | null = null;
  let sent = 0;
  /** The newest of its probes this LISTEN heard. */
  let heard = 0;
  /** The oldest probe the server accepted that this LISTEN has not heard yet. */
  let unheard: { probe: number; sentAt: number } | null = null;
  let replacing = false;

  const start = async () => {
    const sql = listen.open();
    connection = sql;
    await sql
      .listen(
        listen.channel,
        (payload) => {
          if (!payload.startsWith(PROBE_PREFIX)) listen.onPayload(payload);
          else if (payload.startsWith(`${probeId}:`) && connection === sql) {
            heard = Math.max(heard, Number(payload.slice(probeId.length + 1)));
            if (unheard && unheard.probe <= heard) unheard = null;
          }
        },
        () => {
          if (connection !== sql || stopped) return;
          unheard = null;
          listen.onListen?.();
        },
      )
      .catch(async (error: unknown) => {
        if (connection === sql) connection = null;
        await sql.end({ timeout: 0 }).catch(() => {});
        throw error;
      });
  };
  const replace = async () => {
    replacing = true;
    const old = connection;
    connection = null;
    unheard = null;
    try {
      await old?.end({ timeout: 0 }).catch(() => {});
      if (!stopped) await start();
    } catch {
      // The server is unreachable: the next probe that it accepts and that goes unheard tries again.
    } finally {
      replacing = false;
    }
  };

  await start();
  const timer = setInterval(() => {
    if (stopped || replacing) return;
    if (unheard && Date.now() - unheard.sentAt >= 2 * listen.probeMs) {
      void replace();
      return;
    }
    const probe = ++sent;
    const sentAt = Date.now();
    listen.probe(`${probeId}:${probe}`).then(
      () => {
        if (probe > heard && !unheard && !replacing) unheard = { probe, sentAt };
      },
      () => {},
    );
  }, listen.probeMs);
  // The probe alone must not keep a process (or a test file) alive.
  (timer as { unref?: () => void }).unref?.();

  return async () => {
    stopped = true;
    clearInterval(timer);
    const last = connection;
    connection = null;
    await last?.end({ timeout: 2 });
  };
}
