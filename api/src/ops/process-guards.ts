// What keeps the API process alive through a database outage, and what it says when it cannot start.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/unavailable';
import { errorFields, type Logger } from '../lib/logger';

/**
 * postgres-js (up to 3.4.9, the newest) can write to a connection it has just closed, from a setImmediate
 * callback: `TypeError: … socket.write` thrown where no caller can catch it (porsager/postgres#1066, #1154; the
 * fix, #1168/#1209, is not released). By then the driver has already failed that connection's statements with
 * CONNECTION_CLOSED, so the write is moot: the process logs it and goes on rather than dying mid-outage. When the
 * network reset that socket, the same write throws `write ECONNRESET` (or EPIPE) from the same place instead.
 */
export function isClosedConnectionWrite(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const stack = error.stack ?? '';
  if (!/postgres[\\/]src[\\/]connection\.js/.test(stack)) return false;
  if (error instanceof TypeError) return /\bsocket\.write\b|reading 'write'/.test(error.message);
  // The same write reaching a socket the network reset (seen with a LISTEN connection cut mid-write): the socket's
  // own error event fires after the driver removed its listeners.
  const { code, syscall } = error as { code?: unknown; syscall?: unknown };
  return syscall === 'write' && (code === 'ECONNRESET' || code === 'EPIPE');
}

/**
 * Any other uncaught exception leaves the process in an unknown state: it is logged and the process exits 1, for
 * `npm start` (or the orchestrator) to start it again.
 */
export function installProcessGuards(logger: Logger, exit: (code: number) => void = (code) => process.exit(code)) {
  process.on('uncaughtException', (error) => {
    if (isClosedConnectionWrite(error)) {
      logger.warn('database driver wrote to a closed connection; its statements had already failed, going on', {
        upstream: 'porsager/postgres#1154',
      });
      return;
    }
    logger.error('uncaught exception: exiting to be restarted', errorFields(error));
    exit(1);
  });
}

/** host:port/database of a PostgreSQL URL, never its user or password (for messages and logs). */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname || '/'}`;
  } catch {
    return 'the DATABASE_URL (not a valid URL)';
  }
}

/**
 * Waits for the database at start: several processes and the database often start together (a reboot, a
 * deploy), so a refused connection is tried again with backoff (0.5 s doubling to 5 s) until `limitMs` passes,
 * saying which database it waits for. Errors that are not about reaching it (a wrong password) fail at once.
 */
export async function waitForDatabase(
  database: Database,
  options: { limitMs: number; logger: Logger; describe: string },
): Promise<void> {
  const started = performance.now();
  let delay = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await database.execute(sql`select 1`);
      if (attempt > 1) options.logger.info('database reachable', { database: options.describe, attempt });
      return;
    } catch (error) {
      const waited = performance.now() - started;
      if (!isDatabaseUnavailable(error) || waited + delay > options.limitMs) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(
          `Cannot reach PostgreSQL at ${options.describe} after ${Math.round(waited / 1000)} s (${attempt} ` +
            `attempts): ${reason}. Is it running, and is DATABASE_URL right? (DATABASE_START_TIMEOUT sets how long ` +
            'to wait, in seconds.)',
        );
      }
      options.logger.warn('database not reachable yet; retrying', {
        database: options.describe,
        attempt,
        retryInMs: delay,
        ...errorFields(error),
      });
      await Bun.sleep(delay);
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
