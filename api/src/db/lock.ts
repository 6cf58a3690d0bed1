// A pid lock file beside the PGlite data directory. Two processes writing one PGlite directory corrupt it,
// so the second one must fail loudly; a lock left by a process that no longer exists is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';

export class DatabaseLockedError extends Error {
  override name = 'DatabaseLockedError';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock or throws DatabaseLockedError; returns the release function. */
export function acquireLock(lockPath: string, dataDir: string): () => void {
  const mine = String(process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, mine);
      closeSync(fd);
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8').trim() === mine) unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DatabaseLockedError(
        `The database in ${dataDir} is already open in process ${holder}${holder === process.pid ? ' (this process)' : ''}. ` +
          'PGlite allows one process per data directory: stop the other server, use another DATA_DIR, or set DATABASE_URL.',
      );
    }
    // Stale lock from a dead process: remove it and try once more.
    try {
      unlinkSync(lockPath);
    } catch {
      writeFileSync(lockPath, '');
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${lockPath}`);
}
