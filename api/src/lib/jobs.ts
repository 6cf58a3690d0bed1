// Scheduled work with several API processes on one database: each process keeps its own timer, and a shared
// lease decides which one runs each round, so a job runs once per period however many processes there are.
import type { Database } from '../db/client';
import { countHit } from './rate-limit';

/**
 * Claims this round of the job `name` for this process: true for the first caller in each period of
 * `periodSeconds` across every process (the counter lives in PostgreSQL's rate_limits table), false for the rest.
 */
export async function claimJobRun(database: Database, name: string, periodSeconds: number): Promise<boolean> {
  return (await countHit(database, `job:${name}`, { max: 1, windowSeconds: periodSeconds })) === 1;
}
