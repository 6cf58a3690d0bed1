// `npm run db:migrate`: applies the committed migrations to DATABASE_URL or the PGlite in DATA_DIR.
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { runMigrations } from './migrate';

try {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
