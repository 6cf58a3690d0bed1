// Times the search mix through the real HTTP API and as the same raw SQL, side by side.
//
//   bun bench/search/run.ts [--concurrency <cores>] [--duration 10] [--warmup 2] [--category polygon,radius] [--explain]
//                           [--map]   (times the map's markers, GET /property/map, instead of the list's page)
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_bench), loaded by generate.ts
//
// The API is api/src/main.ts started as its own process on the bench database (NODE_ENV=production: no demo seed).
// The raw side parses each query with the API's schema and sends what the service sends (raw.ts): the search
// words' vocabulary lookup when there are words, then the page and the capped count built by the same SQL
// builder, rendered with Drizzle's PgDialect and run together over postgres-js. Each category is timed on its
// own (C clients for the duration after a warm-up), API then raw, and finally the whole mix at once. With
// --explain it prints EXPLAIN (ANALYZE, BUFFERS) of every statement of every query instead, and flags any
// sequential scan of properties.
import { availableParallelism } from 'node:os';
import postgres from 'postgres';
import { startApi } from '../shared/api-process';
import { benchDatabaseUrl, flag, numberFlag, stringFlag } from './args';
import { explainAll } from './explain';
import { benchQueries, categories, seededOrder } from './mix';
import { type Endpoint, type RawQuery, rawQuery, runRaw } from './raw';
import { type PhaseResult, printSlowest, printTable, summarise } from './report';

const url = benchDatabaseUrl();
// One client per core by default: the latency targets are per core; more clients measure queueing (see
// docs/performance.md, "Against the targets").
const concurrency = numberFlag('concurrency', availableParallelism());
const duration = numberFlag('duration', 10);
const warmup = numberFlag('warmup', 2);
const only = stringFlag('category')
  ?.split(',')
  .map((name) => name.trim());
const endpoint: Endpoint = flag('map') ? 'map' : 'all';
/** A search slower than this counts as failed (Bun.serve itself closes a connection idle for 10 s). */
const REQUEST_TIMEOUT_MS = 30_000;

type Exec = (raw: RawQuery) => Promise<void>;

/** C clients issue the category's queries in a fixed shuffled order until the time is up. */
async function phase(items: RawQuery[], exec: Exec, seconds: number): Promise<PhaseResult> {
  const order = seededOrder(items, 2026);
  const latencies: number[] = [];
  const byQuery = new Map<string, number[]>();
  const failures = new Map<string, number>();
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const raw = order[next++ % order.length] as RawQuery;
        const begun = performance.now();
        try {
          await exec(raw);
          const ms = performance.now() - begun;
          latencies.push(ms);
          const name = `${raw.query.category} / ${raw.query.name}`;
          byQuery.set(name, [...(byQuery.get(name) ?? []), ms]);
        } catch (error) {
          // A failed search is reported, not timed; the run goes on.
          const message = `${raw.query.name}: ${error instanceof Error ? error.message : String(error)}`;
          failures.set(message, (failures.get(message) ?? 0) + 1);
        }
      }
    }),
  );
  for (const [message, times] of failures) console.log(`    failed ${times}×: ${message}`);
  const failed = [...failures.values()].reduce((sum, times) => sum + times, 0);
  return { latencies, byQuery, failed, seconds: (performance.now() - started) / 1000 };
}

async function main() {
  const now = new Date();
  const selected = benchQueries.filter((query) => !only || only.includes(query.category));
  if (selected.length === 0) throw new Error(`no query in categories ${only?.join(', ')}: ${categories.join(', ')}`);
  const raws = selected.map((query) => rawQuery(query));
  const client = postgres(url, { max: 10, onnotice: () => {} });
  try {
    const [{ listings } = { listings: 0 }] = await client<{ listings: number }[]>`
      select count(*)::int as listings from properties where is_published and listing_status = 'active' and owner_has_plan`;
    console.log(`${listings.toLocaleString('en-NG')} live listings in ${new URL(url).pathname.slice(1)}`);
    if (flag('explain')) {
      await explainAll(client, raws, now, endpoint);
      return;
    }

    const rawExec: Exec = async (raw) => {
      await runRaw(client, raw, now, endpoint);
    };
    const api = await startApi({
      databaseUrl: url,
      // No sweeps: on the generated listings (all past their freshness ask) the freshness sweep would ask
      // thousands of them while the searches are timed, beside them in this process and its database.
      env: { NODE_ENV: 'production', DEMO_SEED: 'false', MAIL_DISABLED: 'true', RUN_SWEEPS: 'false' },
    });
    try {
      const apiExec: Exec = async ({ query }) => {
        const response = await fetch(`${api.base}/api/v1/property/${endpoint}?${query.params}`, {
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${query.name}: HTTP ${response.status}`);
      };
      await checkSameResults(api.base, client, raws);

      console.log(
        `\nGET /api/v1/property/${endpoint}: ${concurrency} concurrent clients; each phase ${warmup} s warm-up then ${duration} s timed; API then raw SQL\n`,
      );
      const rows = [];
      const groups: [string, RawQuery[]][] = categories
        .map((category): [string, RawQuery[]] => [category, raws.filter((raw) => raw.query.category === category)])
        .filter(([, items]) => items.length > 0);
      if (groups.length > 1) groups.push(['all (mixed)', raws]);
      for (const [name, items] of groups) {
        const results: PhaseResult[] = [];
        for (const exec of [apiExec, rawExec]) {
          await phase(items, exec, warmup);
          results.push(await phase(items, exec, duration));
        }
        const row = summarise(name, results[0] as PhaseResult, results[1] as PhaseResult);
        rows.push(row);
        console.log(
          `  ${name}: API p50 ${row.api.p50.toFixed(1)} ms, raw p50 ${row.raw.p50.toFixed(1)} ms (${items.length} queries)`,
        );
        if (name !== 'all (mixed)') printSlowest(results[0] as PhaseResult, results[1] as PhaseResult);
      }
      console.log('');
      printTable(rows);
    } finally {
      await api.stop();
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

/** Both sides must answer the same: the same total and the same page of ids, for every query. */
async function checkSameResults(base: string, client: postgres.Sql, raws: RawQuery[]) {
  let mismatches = 0;
  console.log('\nquery                                         category    total (capped at 10,000)');
  for (const { query } of raws) {
    // Built now, as the API builds it, so that "date posted" windows end at the same moment.
    const raw = rawQuery(query);
    const response = await fetch(`${base}/api/v1/property/${endpoint}?${query.params}`);
    const body = (await response.json()) as { total: number; totalCapped: boolean; data: { _id: string }[] };
    const { ids, total } = await runRaw(client, raw, new Date(), endpoint);
    const same =
      response.status === 200 && body.total === total && body.data.map((card) => card._id).join() === ids.join();
    if (!same) mismatches += 1;
    console.log(
      `${query.name.padEnd(46)}${query.category.padEnd(12)}${`${body.total.toLocaleString('en-NG')}${body.totalCapped ? '+' : ''}`.padStart(8)}${same ? '' : '  MISMATCH between API and raw SQL'}`,
    );
  }
  if (mismatches) throw new Error(`${mismatches} queries answered differently through the API and as raw SQL`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
