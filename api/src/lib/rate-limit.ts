// Fixed-window rate limiting with the counters in the database (table rate_limits), so every API instance
// sees the same counts. One atomic upsert per hit.
import { messages } from '@naija-homes/contracts/messages';
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Database } from '../db/client';
import { HttpError } from './errors';
import { clientIp, isFromThisMachine } from './http';

export interface RateRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export const defaultRateRules = {
  /** Failed sign-ins on one account from one client: a guesser slows down, the owner elsewhere does not. */
  signIn: { max: 10, windowSeconds: 600 },
  signInPerIp: { max: 100, windowSeconds: 600 },
  /** Failed sign-ins on one account from anywhere before its owner is told by email (once per window). */
  signInAlert: { max: 20, windowSeconds: 3600 },
  /** Public writes that send mail or store text, per client: sign-up, newsletter, contact form, lead. */
  publicWrite: { max: 20, windowSeconds: 600 },
  otpSend: { max: 5, windowSeconds: 600 },
  otpVerify: { max: 10, windowSeconds: 600 },
  kycVerify: { max: 5, windowSeconds: 3600 },
  /**
   * Listing beacons (views, contact clicks) per client: far more than a person browsing sends (one view per listing
   * opened, a few clicks), far fewer than a script inflating a listing's figures would need.
   */
  listingEvent: { max: 300, windowSeconds: 600 },
  /** Calls authenticated by one API key (ADR 036): ten a second on average, far above a CRM syncing its listings. */
  apiKey: { max: 600, windowSeconds: 60 },
} satisfies Record<string, RateRule>;
export type RateRules = typeof defaultRateRules;

export interface RateCount {
  /** Hits in the key's current window, this one included. */
  count: number;
  /** Seconds until the window ends and the count starts again (at least 1). */
  resetSeconds: number;
}

/** Counts one hit in the key's current window and returns the count so far (the window resets once it is over). */
export async function countHit(database: Database, key: string, rule: RateRule): Promise<number> {
  return (await countHitInWindow(database, key, rule)).count;
}

async function countHitInWindow(database: Database, key: string, rule: RateRule): Promise<RateCount> {
  const [row] = await database.execute<{ count: number; reset: number }>(sql`
    insert into rate_limits (key, count, window_start) values (${key}, 1, now())
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - make_interval(secs => ${rule.windowSeconds})
                   then now() else rate_limits.window_start end
    returning count,
      ceil(extract(epoch from (window_start + make_interval(secs => ${rule.windowSeconds}) - now())))::int as reset`);
  return { count: Number(row?.count ?? 0), resetSeconds: Math.max(1, Number(row?.reset ?? rule.windowSeconds)) };
}

/**
 * The headers a refusal carries so that a client can wait exactly as long as it must: `Retry-After` (RFC 9110) and
 * the IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers): the policy's quota `q` per window `w`, and what
 * is left `r` until the window resets in `t` seconds. The policy is named by the key's kind (`sign-in`,
 * `public-write`…), never by the address or account it counts.
 */
export function rateLimitHeaders(key: string, rule: RateRule, counted: RateCount): Record<string, string> {
  const policy = key.split(':')[0] || 'default';
  const remaining = Math.max(0, rule.max - counted.count);
  return {
    'Retry-After': String(counted.resetSeconds),
    'RateLimit-Policy': `"${policy}";q=${rule.max};w=${rule.windowSeconds}`,
    RateLimit: `"${policy}";r=${remaining};t=${counted.resetSeconds}`,
  };
}

export async function hitRateLimit(database: Database, key: string, rule: RateRule): Promise<void> {
  const counted = await countHitInWindow(database, key, rule);
  if (counted.count > rule.max) {
    throw new HttpError(429, messages.tooManyRequests, undefined, rateLimitHeaders(key, rule, counted));
  }
}

/**
 * Takes back one hit of a request that turned out legitimate (a successful sign-in), so that the limits count
 * failures: people who sign in often are never locked out, guessing passwords still is.
 */
export async function forgiveRateLimit(database: Database, key: string): Promise<void> {
  await database.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key} returning key`);
}

/**
 * Every public write that mails someone or stores a stranger's text (sign-up, newsletter, contact form) counts
 * against one per-client budget, so one client cannot flood inboxes or tables.
 */
export async function limitPublicWrite(c: Context<AppEnv>): Promise<void> {
  const { database, rateRules, config } = c.var.services;
  // This machine itself (a developer, the e2e suite, a health probe) is not a stranger flooding the site.
  if (isFromThisMachine(c, config.trustProxyHops)) return;
  await hitRateLimit(database, `public-write:${clientIp(c, config.trustProxyHops)}`, rateRules.publicWrite);
}
