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

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Raw SQL returning rows on both drivers (PGlite answers `{ rows }`, postgres-js a bare array). */
  execute<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
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
    async close() {
      await client.close();
      release();
    },
  };
}

export function openPostgres(url: string): Database {
  // Quiet NOTICEs (e.g. "extension already exists") keep the logs readable.
  const client = postgres(url, { max: 10, onnotice: () => {} });
  const db = drizzlePostgres({ client, schema });
  return {
    // The two drivers expose the same pg-core builder API; only execute()'s result shape differs (wrapped here).
    db: db as unknown as Db,
    kind: 'postgres',
    async execute<T>(query: SQL) {
      const rows = await db.execute(query);
      return [...rows] as T[];
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}
