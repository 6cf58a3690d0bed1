// Fixed-window rate limiting with the counters in the database (table rate_limits), so every API instance
// sees the same counts. One atomic upsert per hit.
import { messages } from '@naija-homes/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { HttpError } from './errors';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export const defaultRateRules = {
  signIn: { max: 10, windowSeconds: 600 },
  signInPerIp: { max: 100, windowSeconds: 600 },
  otpSend: { max: 5, windowSeconds: 600 },
  otpVerify: { max: 10, windowSeconds: 600 },
  kycVerify: { max: 5, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;
export type RateRules = typeof defaultRateRules;

export async function hitRateLimit(database: Database, key: string, rule: RateRule): Promise<void> {
  const [row] = await database.execute<{ count: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count`);
  if (Number(row?.count ?? 0) > rule.max) throw new HttpError(429, messages.tooManyRequests);
}

/**
 * Takes back one hit of a request that turned out legitimate (a successful sign-in), so that the limits count
 * failures: people who sign in often are never locked out, guessing passwords still is.
 */
export async function forgiveRateLimit(database: Database, key: string): Promise<void> {
  await database.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} returning key`);
}
