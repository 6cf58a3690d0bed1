// A mixed load on the real API over PostgreSQL at rising concurrency, bounded in time, on this machine only.
//
//   bun bench/load/run.ts [--levels 1,4,16,64] [--duration 10] [--warmup 2]
//   LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_load; created if missing, demo data seeded)
//
// Each virtual user loops over a weighted mix of what people do: search (50 %), open a listing (25 %), sign in
// (15 %) and a write (10 %: subscribe to the newsletter). Every request is timed; an answer ≥ 500, a network error
// or a timeout counts as an error. Per level it prints requests, throughput, p50, p95, p99 and the error rate as a
// Markdown table for docs/performance.md.
import { numberFlag, stringFlag } from '../search/args';
import { startApi } from '../shared/api-process';
import { ensureLocalDatabase, percentile } from '../shared/database';

const url = process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/naija_load';
const levels = (stringFlag('levels') ?? '1,4,16,64').split(',').map(Number);
const duration = numberFlag('duration', 10);
const warmup = numberFlag('warmup', 2);
const REQUEST_TIMEOUT_MS = 10_000;
const ADMIN = { email: 'load.admin@example.ng', password: 'Load-bench-2026' };

type Step = (base: string, user: number, serial: number) => Promise<number>;

const searches = [
  'propertyFor=rent',
  'propertyFor=sale&sort=price-asc',
  'propertyFor=rent&search=lekki',
  'propertyFor=short-let&bedrooms=2',
  'search=abuja&sort=newest',
  'propertyFor=rent&minPrice=500000&maxPrice=5000000',
];

async function timedFetch(input: string, init?: RequestInit): Promise<number> {
  const response = await fetch(input, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.status;
}

function mix(slugs: string[]): Array<[weight: number, name: string, step: Step]> {
  const json = (base: string) => ({ 'content-type': 'application/json', origin: base });
  return [
    [
      50,
      'search',
      (base, user, serial) => timedFetch(`${base}/api/v1/property/all?${searches[(user + serial) % searches.length]}`),
    ],
    [
      25,
      'detail',
      (base, user, serial) => timedFetch(`${base}/api/v1/property/slug/${slugs[(user * 7 + serial) % slugs.length]}`),
    ],
    [
      15,
      'sign-in',
      (base) =>
        timedFetch(`${base}/api/v1/auth/sign-in`, { method: 'POST', headers: json(base), body: JSON.stringify(ADMIN) }),
    ],
    [
      10,
      'write',
      (base, user, serial) =>
        timedFetch(`${base}/api/v1/news-letter/subscribe`, {
          method: 'POST',
          headers: json(base),
          body: JSON.stringify({ email: `load.${Date.now()}.${user}.${serial}@example.ng` }),
        }),
    ],
  ];
}

/** The step whose share of the weights holds `ticket` (1 to the total). */
function pickStep(steps: ReturnType<typeof mix>, ticket: number): Step {
  let left = ticket;
  for (const [weight, , step] of steps) {
    left -= weight;
    if (left <= 0) return step;
  }
  return (steps[0] as (typeof steps)[number])[2];
}

interface Result {
  latencies: number[];
  errors: number;
  statuses: Map<number, number>;
}

async function level(base: string, users: number, seconds: number, steps: ReturnType<typeof mix>): Promise<Result> {
  const total = steps.reduce((sum, [weight]) => sum + weight, 0);
  const result: Result = { latencies: [], errors: 0, statuses: new Map() };
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: users }, async (_, user) => {
      for (let serial = 0; performance.now() < end; serial += 1) {
        // A fixed, spread-out walk through the weights (no randomness: runs compare).
        const step = pickStep(steps, ((user * 37 + serial * 61) % total) + 1);
        const started = performance.now();
        try {
          const status = await step(base, user, serial);
          result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
          if (status >= 500) result.errors += 1;
          else result.latencies.push(performance.now() - started);
        } catch {
          result.errors += 1;
        }
      }
    }),
  );
  return result;
}

await ensureLocalDatabase(url);
const api = await startApi({
  databaseUrl: url,
  env: {
    NODE_ENV: 'development',
    DEMO_SEED: 'true',
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  },
});
try {
  const found = (await (await fetch(`${api.base}/api/v1/property/all?limit=48`)).json()) as {
    data: { slug: string }[];
  };
  const slugs = found.data.map((card) => card.slug);
  if (!slugs.length) throw new Error('no listings to open: the demo seed did not run');
  const steps = mix(slugs);
  const rows: string[] = [];
  for (const users of levels) {
    await level(api.base, users, warmup, steps);
    const result = await level(api.base, users, duration, steps);
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const count = sorted.length + result.errors;
    const statuses = [...result.statuses].map(([status, n]) => `${status}×${n}`).join(' ');
    rows.push(
      `| ${users} | ${count} | ${(count / duration).toFixed(0)} | ${percentile(sorted, 0.5).toFixed(1)} | ${percentile(sorted, 0.95).toFixed(1)} | ${percentile(sorted, 0.99).toFixed(1)} | ${((result.errors / Math.max(1, count)) * 100).toFixed(2)} % | ${statuses} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(`\nMixed load, ${duration} s per level after ${warmup} s of warm-up (latencies in ms):\n`);
  console.log('| users | requests | per second | p50 | p95 | p99 | errors | answers |');
  console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const row of rows) console.log(row);
} finally {
  await api.stop();
}
