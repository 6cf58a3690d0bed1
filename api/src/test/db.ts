// Test databases. PGlite: migrate once per process, dump, and restore a fresh copy per test file (~0.3 s).
// With TEST_DATABASE_URL: a fresh, uniquely named database on that server per test file, dropped at the end.
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import postgres from 'postgres';
import { type Database, fromPglite, openPostgres } from '../db/client';
import { runMigrations } from '../db/migrate';

let template: Promise<Blob> | undefined;

async function migratedTemplate(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm, btree_gin, btree_gist } });
  await runMigrations(fromPglite(client));
  const dump = await client.dumpDataDir('gzip');
  await client.close();
  return dump;
}

export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openServerDatabase(url);
  template ??= migratedTemplate();
  const client = new PGlite({ loadDataDir: await template, extensions: { pg_trgm, btree_gin, btree_gist } });
  await client.waitReady;
  return fromPglite(client);
}

async function openServerDatabase(url: string): Promise<Database> {
  const name = `naija_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = openPostgres(target.toString());
  await runMigrations(database);
  const close = database.close;
  return {
    ...database,
    async close() {
      await close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end({ timeout: 5 });
    },
  };
}
