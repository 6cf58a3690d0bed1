// `npm run db:seed`: migrations, the first admin (if configured) and the demo accounts.
import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../lib/logger';
import { createStorage } from '../../providers/storage';
import { openDatabase } from '../client';
import { runMigrations } from '../migrate';
import { ensureFirstAdmin } from './admin';
import { demoCredentialsTable, seedDemo } from './demo';

try {
  const config = loadConfig();
  if (config.nodeEnv === 'production') throw new ConfigError('The demo seed never runs with NODE_ENV=production');
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    await ensureFirstAdmin(database.db, config, createLogger('info'));
    const created = await seedDemo(database.db, createStorage({ uploadsDir: config.uploadsDir, s3: config.s3 }));
    console.log(`Demo seed: ${created} account(s) created.\n${demoCredentialsTable()}`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
