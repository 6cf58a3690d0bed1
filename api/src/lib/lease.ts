// Leases shared by every API process on one database: one holder at a time for a short piece of work (an agent's
// plan change), kept in PostgreSQL's rate_limits table so that a holder that dies just lets it run out. (Scheduled
// work runs on the job queue instead, ADR 027.)
import { sql } from 'drizzle-orm';
import { type Db, executeRows } from '../db/client';

/**
 * A lease on `key` for `seconds`, shared by every process (a row of rate_limits): true for the one caller that
 * holds it now, false while another holds it. A holder that dies just lets it run out.
 */
export async function takeLease(db: Db, key: string, seconds: number): Promise<boolean> {
  const [row] = await executeRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, count, window_start) values (${`lease:${key}`}, 1, now())
    on conflict (key) do update set count = 1, window_start = now()
      where rate_limits.window_start <= now() - make_interval(secs => ${seconds})
    returning count`,
  );
  return Boolean(row);
}

/** Gives a lease back early (the work it guarded failed and may be tried again at once). */
export async function dropLease(db: Db, key: string): Promise<void> {
  await executeRows(db, sql`delete from rate_limits where key = ${`lease:${key}`} returning key`);
}
