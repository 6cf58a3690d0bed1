import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client';
import { DatabaseLockedError } from './lock';
import { runMigrations } from './migrate';

const temp: string[] = [];
afterAll(() => {
  for (const dir of temp) rmSync(dir, { recursive: true, force: true });
});
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'naija-db-'));
  temp.push(dir);
  return dir;
}

describe('openDatabase on PGlite', () => {
  test('creates missing parent directories, migrates, and refuses a second open of the same directory', async () => {
    const dataDir = join(tempDir(), 'nested', 'data');
    const first = await openDatabase({ dataDir });
    try {
      expect(first.kind).toBe('pglite');
      await runMigrations(first);
      await runMigrations(first); // idempotent
      const rows = await first.execute<{ extname: string }>(
        sql`select extname from pg_extension where extname = 'pg_trgm'`,
      );
      expect(rows).toEqual([{ extname: 'pg_trgm' }]);
      const error = await openDatabase({ dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DatabaseLockedError);
      expect((error as Error).message).toContain('already open in process');
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 30_000);

  test('a stale lock left by a dead process is taken over', async () => {
    const dataDir = tempDir();
    writeFileSync(join(dataDir, 'pglite.lock'), '999999999');
    const database = await openDatabase({ dataDir });
    await database.close();
  }, 30_000);
});
