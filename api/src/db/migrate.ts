// Applies the committed migrations from code, on either driver (drizzle-kit's own migrate fails silently
// on PGlite when an extension is needed).
import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { Database } from './client';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the pending migrations; API processes starting together on one PostgreSQL take turns (advisory lock). */
export async function runMigrations(database: Database): Promise<void> {
  await database.exclusive('naija-homes:migrations', async () => {
    if (database.kind === 'pglite') {
      await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    } else {
      await migratePostgres(database.db as unknown as PostgresJsDatabase, { migrationsFolder });
    }
  });
}
