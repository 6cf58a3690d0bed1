// Times finding the saved searches a new listing matches (issue 37, ADR 031) with many saved searches: the index
// probes of the leading filters (purpose, city, price band), then the candidates' whole searches in SQL.
//
//   bun bench/saved-searches/run.ts [--searches 100000] [--listings 2000] [--runs 200]
//   BENCH_SAVED_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_bench_saved)
//
// The cost grows with the candidates a listing finds, not with how many listings there are (each candidate is
// tested on that one listing by its primary key), so a few thousand listings stand for a million here. The searches
// are spread as people save them: mostly one city, a purpose, a price band and a few more filters; some any-city.
import { nairaToKobo } from '@naija-homes/contracts/format';
import { canonicalSearchQuery } from '@naija-homes/contracts/saved-search';
import { sql } from 'drizzle-orm';
import { executeRows, openPostgres } from '../../api/src/db/client';
import { runMigrations } from '../../api/src/db/migrate';
import { prng } from '../../api/src/db/seed/prng';
import { findMatchingSearches } from '../../api/src/modules/saved-searches/saved-search-alerts';
import { backfillSavedSearchSpecs, leadingFilters } from '../../api/src/modules/saved-searches/saved-searches.service';
import { numberFlag } from '../search/args';
import { ensureLocalDatabase, percentile } from '../shared/database';

const TARGET_P95_MS = 100;
const searchCount = numberFlag('searches', 100_000);
const listingCount = numberFlag('listings', 2_000);
const runs = numberFlag('runs', 200);
const url = process.env.BENCH_SAVED_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/naija_bench_saved';
await ensureLocalDatabase(url);
const database = openPostgres(url);
const { db } = database;
await runMigrations(database);

const cities = ['Lekki', 'Ikoyi', 'Yaba', 'Ikeja', 'Surulere', 'Ajah', 'Maitama', 'Wuse', 'Gwarinpa', 'Garki'];
const extra = [...Array.from({ length: 90 }, (_, i) => `Town ${i + 1}`)];
const allCities = [...cities, ...extra];
const purposes = ['sale', 'rent', 'short-let'] as const;
// A seeded generator (mulberry32), so two runs measure the same data.
const random = prng(37);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
// Busy cities are asked for most (a Zipf-like share).
const city = () => (random() < 0.7 ? pick(cities) : pick(allCities));

const [{ searches: existing } = { searches: 0 }] = await executeRows<{ searches: number }>(
  db,
  sql`select count(*)::int as searches from saved_searches`,
);
if (existing < searchCount) {
  console.log(`seeding ${searchCount - existing} saved searches and ${listingCount} listings…`);
  const users = 5_000;
  await db.execute(sql`insert into users (id, name, email, slug, role)
    select gen_random_uuid(), 'Bench Buyer', 'bench.buyer.' || n || '@example.ng', 'bench-buyer-' || n, 'BUYER'
    from generate_series(1, ${users}) as n on conflict do nothing`);
  const userIds = (
    await executeRows<{ id: string }>(db, sql`select id from users where slug like 'bench-buyer-%'`)
  ).map((row) => row.id);
  const seen = new Set<string>();
  let batch: ReturnType<typeof rowFor>[] = [];
  function rowFor() {
    const params = new URLSearchParams();
    if (random() < 0.9) params.set('propertyFor', pick(purposes));
    if (random() < 0.85) params.set('city', city());
    if (random() < 0.7) {
      const low = Math.floor(random() * 50) * 500_000;
      params.set('minPrice', String(low));
      params.set('maxPrice', String(low + (1 + Math.floor(random() * 20)) * 500_000));
    }
    if (random() < 0.6) params.set('bedrooms', String(1 + Math.floor(random() * 5)));
    if (random() < 0.2) params.set('bathrooms', String(1 + Math.floor(random() * 4)));
    if (random() < 0.1) params.set('propertyType', pick(['flat', 'detached-duplex', 'mini-flat']));
    const query = canonicalSearchQuery(params.toString());
    return { userId: pick(userIds), query, ...leadingFilters(query) };
  }
  for (let n = existing; n < searchCount; n++) {
    const row = rowFor();
    const key = `${row.userId}|${row.query}`;
    if (seen.has(key)) continue;
    seen.add(key);
    batch.push(row);
    if (batch.length === 2_000) await flush();
  }
  await flush();
  async function flush() {
    if (!batch.length) return;
    await db.execute(sql`insert into saved_searches (user_id, name, frequency, query, purpose_key, city_key, price_band,
        bedrooms_key, area_box, match_spec)
        values ${sql.join(
          batch.map(
            (r) =>
              sql`(${r.userId}, 'Bench search', ${pick(['instant', 'daily', 'weekly'])}, ${r.query}, ${r.purposeKey}, ${r.cityKey}, ${r.priceBand}::int8range,
                ${r.bedroomsKey}, ${r.areaBox}::box, ${JSON.stringify(r.matchSpec)}::jsonb)`,
          ),
          sql`, `,
        )} on conflict do nothing`);
    batch = [];
  }
  await db.execute(sql`analyze saved_searches`);
  await db.execute(sql`analyze properties`);
}

// Searches seeded before the parsed spec and the bedrooms and area keys existed get them, as the app does at start.
const filled = await backfillSavedSearchSpecs(db);
if (filled) {
  console.log(`filled the parsed spec of ${filled} saved searches`);
  await db.execute(sql`analyze saved_searches`);
}

const [{ homes } = { homes: 0 }] = await executeRows<{ homes: number }>(
  db,
  sql`select count(*)::int as homes from properties where slug like 'bench-home-%'`,
);
if (homes === 0) {
  const [agent] = await executeRows<{ id: string }>(db, sql`select id from users where slug = 'bench-buyer-1'`);
  await db.execute(sql`insert into properties (owner_id, slug, title, property_category, property_type, property_for,
      price_kobo, area, bedrooms, bathrooms, state, city, address, location, is_published, listing_status,
      published_at, renewed_at, owner_has_plan)
    select ${agent?.id}, 'bench-home-' || n, 'Bench Home ' || n, 'residential', 'flat',
      (array['sale','rent','short-let'])[1 + n % 3], ${nairaToKobo(500_000)}::bigint * (1 + n % 60), 1200,
      1 + n % 5, 1 + n % 4, 'Lagos', (${sql.raw(`array[${allCities.map((c) => `'${c}'`).join(',')}]`)})[1 + n % ${allCities.length}],
      'Bench Street', point(3.4 + (n % 100) / 1000.0, 6.45 + (n % 70) / 1000.0), true, 'active', now(), now(), true
    from generate_series(1, ${listingCount}) as n on conflict do nothing`);
  await db.execute(sql`analyze properties`);
}

await db.execute(sql`analyze saved_searches`);
const [{ total } = { total: 0 }] = await executeRows<{ total: number }>(
  db,
  sql`select count(*)::int as total from saved_searches`,
);
const ids = (
  await executeRows<{ id: string }>(
    db,
    sql`select id from properties where slug like 'bench-home-%' order by random() limit ${runs}`,
  )
).map((row) => row.id);
console.log(`${total} saved searches; timing ${ids.length} listings`);

const times: number[] = [];
let candidates = 0;
let matched = 0;
const now = new Date();
for (const id of ids) {
  const start = performance.now();
  const found = await db.transaction((tx) => findMatchingSearches(tx, id, now));
  times.push(performance.now() - start);
  if (times.length <= 3)
    console.log(`  one listing: ${(times.at(-1) ?? 0).toFixed(0)} ms, ${found.candidates} candidates`);
  candidates += found.candidates;
  matched += found.matched.length;
}
times.sort((a, b) => a - b);
const p50 = percentile(times, 0.5);
const p95 = percentile(times, 0.95);
console.log(
  `match one listing: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${times.at(-1)?.toFixed(1)} ms; ` +
    `on average ${(candidates / ids.length).toFixed(0)} candidates and ${(matched / ids.length).toFixed(1)} matches ` +
    `of ${total} searches (target p95 < ${TARGET_P95_MS} ms)`,
);
const [plan] = await executeRows<{ 'QUERY PLAN': string }>(
  db,
  sql`explain select id from saved_searches where purpose_key = 'rent' and city_key = 'lekki' and bedrooms_key = 3
    and price_band @> 5000000::bigint and area_box && box(point(3.47, 6.45), point(3.47, 6.45))`,
);
console.log(`candidate probe plan: ${plan?.['QUERY PLAN']}`);
await database.close();
process.exit(p95 < TARGET_P95_MS ? 0 : 1);
