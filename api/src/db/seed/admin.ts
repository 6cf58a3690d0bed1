import type { Config } from '../../config';
import type { Logger } from '../../lib/logger';
import type { Db } from '../client';
import { ensureAccount } from './accounts';

/** The first admin from ADMIN_EMAIL / ADMIN_PASSWORD; an existing account is never changed. */
export async function ensureFirstAdmin(db: Db, config: Config, logger: Logger): Promise<void> {
  if (!config.admin) return;
  const { created } = await ensureAccount(db, {
    email: config.admin.email,
    password: config.admin.password,
    firstName: 'Platform',
    lastName: 'Admin',
    role: 'ADMIN',
  });
  if (created) logger.info('first admin created', { email: config.admin.email });
}
