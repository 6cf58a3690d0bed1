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
export type Schema = typeof schema;
/** The Drizzle handle services use; both drivers share the pg-core query builder. */
export type Db = ReturnType<typeof drizzlePglite<Schema>>;
/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: DatabaseKind;
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
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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

export function openPostgres(url: string): Database {
  // Quiet NOTICEs (e.g. "extension already exists") keep the logs readable.
  const client = postgres(url, {
    max: 10,
    onnotice: () => {},
    // Bounded waits: an unreachable server fails a request in about 2 s (answered 503), and no statement holds a
    // connection forever. The pool reconnects by itself once the server is back.
    connect_timeout: 2,
    idle_timeout: 60,
    connection: { statement_timeout: 15_000 },
  });
  const db = drizzlePostgres({ client, schema });
  return {
    // The two drivers expose the same pg-core builder API; only execute()'s result shape differs (wrapped here).
    db: db as unknown as Db,
    kind: 'postgres',
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
    async listen(channel, onPayload, onListen) {
      const { unlisten } = await client.listen(channel, onPayload, onListen);
      return unlisten;
    },
    async close() {
      await client.end({ timeout: 2 });
    },
  };
}
