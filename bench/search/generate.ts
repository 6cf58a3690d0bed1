// Loads N realistic listings into a PostgreSQL database for the search benchmark (default 1,000,000).
//
//   bun bench/search/generate.ts [--count N] [--agents N] [--jobs N] [--recreate] [--no-tuning]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/naija_bench)
//
// Creates the database if missing (--recreate drops it first, e.g. after a migration was regenerated) and
// migrates it with the app's own migrations, sets the planner settings docs/performance.md recommends for a
// deployment on the database (unless --no-tuning), then replaces any listings and
// bench agents in it: a few hundred approved agents on live plans (a few lapsed), and listings written by the
// server itself (`insert … select … from generate_series`) in chunks, with the search indexes dropped during the
// load and rebuilt after it, then VACUUM ANALYZE. The database name must contain "bench": the load wipes it.
import type { commercialPropertyTypes, residentialPropertyTypes } from '@naija-homes/contracts/enums';
import postgres from 'postgres';
import { openPostgres } from '../../api/src/db/client';
import { runMigrations } from '../../api/src/db/migrate';
import { benchDatabaseUrl, flag, numberFlag } from './args';
import { neighbourhoods } from './places';

const url = benchDatabaseUrl();
const count = numberFlag('count', 1_000_000);
const agentCount = numberFlag('agents', 400);
const jobs = numberFlag('jobs', 2);
const CHUNK = 50_000;
/** Planner settings for a search database (docs/performance.md, "Deployment settings"). */
const recommendedSettings = { random_page_cost: '1.1', work_mem: '16MB', jit: 'off' };
const BENCH_EMAIL_DOMAIN = 'bench.naijahomes.test';

const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const log = (message: string) => console.log(`[${seconds().padStart(6)} s] ${message}`);

const lit = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `array[${values.map(lit).join(', ')}]::text[]`;
/** A list where each value appears `weight` times: `list[1 + floor(random() * n)]` then picks by weight. */
function slots(weights: Record<string, number>): string[] {
  return Object.entries(weights).flatMap(([value, weight]) => Array<string>(weight).fill(value));
}
/** `sql` picks one of `values` at random (uniformly; repeat a value to weight it). */
const pick = (values: readonly string[]) => `(${textArray(values)})[1 + floor(random() * ${values.length})::int]`;
/** Each feature present with its own probability. */
const someOf = (chances: Record<string, number>) =>
  `array_remove(array[${Object.entries(chances)
    .map(([value, chance]) => `case when random() < ${chance} then ${lit(value)} end`)
    .join(', ')}]::text[], null)`;

async function ensureDatabase() {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!name.includes('bench') && !flag('force')) {
    throw new Error(`Refusing to load into "${name}": the generator replaces its listings. Use a *bench* database.`);
  }
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = postgres(admin.toString(), { max: 1, onnotice: () => {} });
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    if (flag('recreate')) {
      await client.unsafe(`drop database if exists ${quoted} with (force)`);
      log(`dropped database ${name}`);
    }
    const [exists] = await client`select 1 as one from pg_database where datname = ${name}`;
    if (!exists) {
      await client.unsafe(`create database ${quoted}`);
      log(`created database ${name}`);
    }
    // The deployment recommendations of docs/performance.md, for every session of this database.
    for (const [setting, value] of Object.entries(recommendedSettings)) {
      if (flag('no-tuning')) await client.unsafe(`alter database ${quoted} reset ${setting}`);
      else await client.unsafe(`alter database ${quoted} set ${setting} = '${value}'`);
    }
    log(
      flag('no-tuning')
        ? 'planner settings left at the server defaults'
        : `planner settings: ${JSON.stringify(recommendedSettings)}`,
    );
  } finally {
    await client.end();
  }
}

async function migrate() {
  const database = openPostgres(url);
  try {
    await runMigrations(database);
  } finally {
    await database.close();
  }
  log('migrations applied');
}

type Sql = postgres.Sql;

/** The search indexes are rebuilt after the load (much faster than maintaining them row by row). */
async function dropIndexes(sql: Sql): Promise<string[]> {
  await sql`create table if not exists bench_dropped_indexes (name text primary key, definition text not null)`;
  await sql.begin(async (tx) => {
    const rows = await tx<{ indexname: string; indexdef: string }[]>`
      select indexname, indexdef from pg_indexes
      where schemaname = 'public' and tablename = 'properties'
        and indexname not in (select conname from pg_constraint where conrelid = 'properties'::regclass)`;
    for (const row of rows) {
      await tx`insert into bench_dropped_indexes (name, definition) values (${row.indexname}, ${row.indexdef})
        on conflict (name) do nothing`;
      await tx.unsafe(`drop index "${row.indexname}"`);
    }
  });
  const saved = await sql<{ definition: string }[]>`select definition from bench_dropped_indexes order by name`;
  return saved.map((row) => row.definition);
}

async function rebuildIndexes(sql: Sql, definitions: string[]) {
  const queue = [...definitions].sort((a, b) => Number(b.includes('gin')) - Number(a.includes('gin')));
  await Promise.all(
    Array.from({ length: Math.min(jobs, queue.length) }, async () => {
      for (let definition = queue.shift(); definition; definition = queue.shift()) {
        const name = /INDEX (\S+)/.exec(definition)?.[1] ?? definition;
        const begun = performance.now();
        await sql.unsafe(definition.replace(/^CREATE INDEX /, 'CREATE INDEX IF NOT EXISTS '));
        await sql`delete from bench_dropped_indexes where definition = ${definition}`;
        log(`index ${name} built in ${((performance.now() - begun) / 1000).toFixed(1)} s`);
      }
    }),
  );
  await sql`drop table if exists bench_dropped_indexes`;
}

/** Wipes earlier bench data, then creates the agents: approved, with a plan (70% Starter, 20% Elite, 10% Platinum). */
async function createAgents(sql: Sql) {
  await sql`truncate properties cascade`;
  await sql`delete from users where email like ${`%@${BENCH_EMAIL_DOMAIN}`}`;
  const firstNames = (
    'Adebayo Chinedu Ngozi Funmilayo Emeka Aisha Tunde Zainab Obinna Kemi ' +
    'Ibrahim Chiamaka Segun Halima Uche Folake Yusuf Amaka Femi Hauwa'
  ).split(' ');
  const lastNames = (
    'Okafor Adeyemi Bello Eze Ogunleye Nwosu Abubakar Balogun Okonkwo Danjuma ' +
    'Adeleke Obi Lawal Ibekwe Olawale Musa Chukwu Akande Usman Onyeka'
  ).split(' ');
  await sql.unsafe(`
    insert into users (name, email, email_verified, first_name, last_name, role, slug, agree_to_terms)
    select f || ' ' || l, 'agent' || i || '@${BENCH_EMAIL_DOMAIN}', true, f, l, 'AGENT',
      lower(f || '-' || l) || '-bench-' || i, true
    from generate_series(1, ${agentCount}) as i,
      lateral (select (${textArray(firstNames)})[1 + (i * 7) % ${firstNames.length}] as f,
        (${textArray(lastNames)})[1 + (i * 13 + i / ${lastNames.length}) % ${lastNames.length}] as l) as names`);
  await sql.unsafe(`
    insert into agents (user_id, status, progress, is_smile_id_verified, agency_name, submitted_at, reviewed_at)
    select id, 'approved', 100, true, last_name || ' Properties', now() - interval '400 days', now() - interval '399 days'
    from users where email like '%@${BENCH_EMAIL_DOMAIN}'`);
  // One in 33 agents let their plan lapse: their listings stay in the table but leave search.
  await sql.unsafe(`
    with ranked as (
      select id, row_number() over (order by email) as n, random() as r from users where email like '%@${BENCH_EMAIL_DOMAIN}'
    )
    insert into subscriptions (user_id, package_id, provider, provider_subscription_id, status, current_period_start,
      current_period_end, subscribed_at, last_event_at)
    select ranked.id,
      (select id from packages where visibility_level = case when r < 0.7 then 1 when r < 0.9 then 2 else 4 end
        order by priority limit 1),
      'local', 'bench-sub-' || n,
      case when n % 33 = 0 then 'expired' else 'active' end,
      now() - interval '10 days',
      case when n % 33 = 0 then now() - interval '5 days' else now() + interval '3650 days' end,
      now() - interval '400 days', now() - interval '10 days'
    from ranked`);
  return sql<{ id: string; level: number; live: boolean }[]>`
    select u.id, p.visibility_level as level, s.status = 'active' as live
    from users u join subscriptions s on s.user_id = u.id join packages p on p.id = s.package_id
    where u.email like ${`%@${BENCH_EMAIL_DOMAIN}`} order by u.email`;
}

const residentialTypeWeights: Record<(typeof residentialPropertyTypes)[number], number> = {
  flat: 30,
  'mini-flat': 12,
  'self-contain': 9,
  'detached-duplex': 12,
  'semi-detached-duplex': 10,
  'terraced-duplex': 8,
  'detached-bungalow': 6,
  'semi-detached-bungalow': 4,
  'terraced-bungalow': 3,
  house: 6,
};
const commercialTypeWeights: Record<(typeof commercialPropertyTypes)[number], number> = {
  'office-space': 30,
  'retail-space': 14,
  'shop-in-mall': 10,
  warehouse: 9,
  land: 16,
  'commercial-building': 10,
  'co-working-space': 6,
  'industrial-space': 5,
};

/** The INSERT … SELECT of listings lo..hi, computed entirely by the server. */
function listingsInsert(owners: { id: string; level: number; live: boolean }[]): string {
  const placeRows = neighbourhoods
    .map(
      (n, i) =>
        `(${i + 1}, ${lit(n.name)}, ${lit(n.city)}, ${lit(n.state)}, ${n.lat}::float8, ${n.lng}::float8, ` +
        `${n.spreadLat}::float8, ${n.spreadLng}::float8, ${n.tier}, ${textArray(n.streets)})`,
    )
    .join(',\n      ');
  const placeSlots = neighbourhoods.flatMap((n, i) => Array<number>(n.weight).fill(i + 1));
  const ownerRows = owners.map((o, i) => `(${i + 1}, ${lit(o.id)}::uuid, ${o.level}, ${o.live})`).join(', ');
  const residential = slots(residentialTypeWeights);
  const commercial = slots(commercialTypeWeights);
  const adjectives = (
    '||||Luxury |Newly Built |Tastefully Finished |Serviced |Spacious |Well Maintained |Brand New |' +
    'Exquisite |Affordable |Lovely |Executive '
  ).split('|');
  return `
    insert into properties (owner_id, slug, title, property_category, property_type, property_for, price_kobo,
      rent_payment_frequency, lease_term, deposit_kobo, maintenance_fees_kobo, ownership_details, year_build, area,
      total_area, total_floors, bedrooms, bathrooms, restrooms, state, city, address, location, photos,
      parking_spaces, lot_size, lot_features, exterior_material, roof_material, outdoor_features, external_features,
      water_supply, electricity_supply, accessibility_utility_features, dist_to_school, dist_to_hospitals,
      dist_to_shopping, dist_to_business, dist_to_airport, flooring_type, hvac_systems, security_features,
      additional_amenities, listing_status, is_published, published_at, renewed_at, visibility_level, owner_has_plan,
      created_at, updated_at)
    with places (id, name, city, state, lat, lng, slat, slng, tier, streets) as (values
      ${placeRows}),
    owners (idx, user_id, level, live) as (values ${ownerRows}),
    -- 64 photo lists of 2 to 6 photos, shared round-robin (building one per row would double the load time).
    photo_sets (id, photos) as materialized (
      select s, (select jsonb_agg(jsonb_build_object('id', h || k, 'key', 'properties/' || h || k || '.webp',
          'url', '/uploads/properties/' || h || k || '.webp', 'cardKey', 'properties/' || h || k || '-card.webp',
          'cardUrl', '/uploads/properties/' || h || k || '-card.webp', 'width', 1600, 'height', 1067))
        from generate_series(1, 2 + s % 5) as k)
      from generate_series(0, 63) as s, lateral (select md5(s::text) as h) as hash
    ),
    g as (
      select i,
        (array[${placeSlots.join(',')}])[1 + floor(random() * ${placeSlots.length})::int] as place_id,
        1 + floor(random() * ${owners.length})::int as owner_idx,
        random() < 0.2 as commercial,
        random() as r_type, random() as r_for, random() as r_bed, random() as r_price, random() as r_area,
        random() as r_status, random() as r_age
      from generate_series($1::int, $2::int) as i
    ),
    t as (
      select g.*, case when commercial then ${pick(commercial).replace('random()', 'r_type')}
        else ${pick(residential).replace('random()', 'r_type')} end as ptype
      from g
    ),
    f as (
      select t.*,
        case when commercial then case when r_for < 0.3 then 'sale' else 'rent' end
          when ptype in ('self-contain', 'mini-flat') then
            case when r_for < 0.1 then 'sale' when r_for < 0.85 then 'rent' else 'short-let' end
          else case when r_for < 0.4 then 'sale' when r_for < 0.82 then 'rent' else 'short-let' end end as purpose,
        (case when commercial then null
          when ptype in ('self-contain', 'mini-flat') then 1
          when ptype = 'flat' then case when r_bed < 0.15 then 1 when r_bed < 0.55 then 2 when r_bed < 0.9 then 3 else 4 end
          when ptype like '%duplex' then case when r_bed < 0.2 then 3 when r_bed < 0.65 then 4 when r_bed < 0.95 then 5 else 6 end
          when ptype like '%bungalow' then case when r_bed < 0.25 then 2 when r_bed < 0.75 then 3 else 4 end
          else case when r_bed < 0.4 then 3 when r_bed < 0.8 then 4 else 5 end end)::smallint as beds
      from t
    ),
    x as (
      select f.*, pl.name, pl.city, pl.state, pl.lat, pl.lng, pl.slat, pl.slng, pl.tier, pl.streets,
        o.user_id, o.level, o.live,
        -- Where in its purpose's price range (log scale) a listing sits: the area's level, its size, and luck.
        least(1.0, greatest(0.0, 0.13 * (pl.tier - 1) + 0.5 * r_price
          + case when commercial then 0.1 + 0.25 * r_area else 0.06 * (coalesce(beds, 1) - 1) end)) as pf
      from f join places pl on pl.id = f.place_id join owners o on o.idx = f.owner_idx
    ),
    y as (
      select x.*,
        (case purpose
          when 'sale' then round(exp(ln(15e6) + pf * (ln(1.5e9) - ln(15e6))) / 500000) * 500000
          when 'rent' then round(exp(ln(4e5) + pf * (ln(6e7) - ln(4e5))) / 50000) * 50000
          else round(exp(ln(25e3) + pf * (ln(5e5) - ln(25e3))) / 5000) * 5000 end)::bigint as naira,
        (case when commercial then
            case when ptype = 'land' then round(5000 + 55000 * r_area) else round(400 + 14000 * r_area * r_area) end
          when ptype = 'self-contain' then round(250 + 200 * r_area)
          else round(beds * (300 + 350 * r_area)) end)::float8 as sqft,
        case when r_status < 0.04 then 'draft' when r_status < 0.07 then 'inactive' else 'active' end as kind,
        now() - power(r_age, 1.4) * 730 * interval '1 day' as published,
        ${pick(adjectives)}
          || case when commercial or ptype = 'self-contain' then '' else beds || ' Bedroom ' end
          || initcap(replace(ptype, '-', ' ')) || ' in ' || name as title
      from x
    )
    select
      user_id, 'bench-' || i || '-' || lower(regexp_replace(title, '[^A-Za-z0-9]+', '-', 'g')), title,
      case when commercial then 'commercial' else 'residential' end, ptype, purpose, naira * 100,
      case when purpose = 'rent' then
        case when commercial or random() < 0.72 then 'annually' when random() < 0.5 then 'quarterly' else 'monthly' end
      end,
      case when purpose = 'rent' then case when random() < 0.8 then 'long-term' else 'short-term' end end,
      case when purpose = 'rent' then naira * 10 end,
      case when purpose <> 'sale' then round(50000 + random() * 450000)::bigint * 100 end,
      case when purpose = 'sale' then ${pick([
        'Certificate of Occupancy',
        "Governor's Consent",
        'Registered Deed of Assignment',
        'Excision',
      ])} end,
      1975 + floor(power(random(), 0.6) * 51)::int,
      sqft,
      case when not commercial then round(sqft * (1.2 + random() * 0.8)) end,
      case when commercial then 1 + floor(random() * 12)::int when ptype = 'flat' then 2 + floor(random() * 8)::int
        when ptype like '%duplex' then 2 when ptype like '%bungalow' then 1 end,
      beds,
      case when commercial then null when ptype = 'self-contain' then 1 else beds + (random() < 0.6)::int end,
      case when commercial then 1 + floor(random() * 6)::int end,
      state, city,
      (1 + floor(random() * 120)::int) || ' ' || streets[1 + floor(random() * array_length(streets, 1))::int],
      point(lng + slng * (random() + random() - 1), lat + slat * (random() + random() - 1)),
      (select array_agg(photos order by id) from photo_sets)[1 + i % 64],
      case when commercial then 2 + floor(random() * 40)::int else 1 + floor(random() * 5)::int end,
      case when ptype = 'land' then sqft / 10.764
        when not commercial and ptype not in ('flat', 'mini-flat', 'self-contain') then 300 + floor(random() * 1500) end,
      case when commercial then '{}'::text[] else ${someOf({
        'Corner Lot': 0.15,
        'Gated Estate': 0.4,
        'Tarred Road': 0.5,
        'Level Ground': 0.3,
        Waterfront: 0.04,
        'Cul-de-sac': 0.08,
      })} end,
      case when not commercial then ${pick(['brick', 'brick', 'brick', 'stucco', 'stucco', 'stone', 'other'])} end,
      case when not commercial then ${pick(['asphalt', 'metal', 'metal', 'tile', 'tile', 'other'])} end,
      case when commercial then '{}'::text[] else ${someOf({
        Patio: 0.2,
        Deck: 0.05,
        Porch: 0.15,
        Pool: 0.12,
        'Spa/Hot Tub': 0.03,
        Fence: 0.6,
        'Sprinkle System': 0.03,
        Landscaping: 0.25,
        'Outdoor Lighting': 0.35,
        'Outdoor Kitchen': 0.04,
        Garden: 0.3,
      })} end,
      case when commercial then '{}'::text[] else ${someOf({
        "Boys' Quarters": 0.3,
        'Gate House': 0.25,
        Garage: 0.2,
        'Car Port': 0.25,
        'Generator House': 0.35,
        Balcony: 0.5,
        'Rooftop Terrace': 0.08,
      })} end,
      case when not commercial then ${pick(['borehole', 'borehole', 'public-water', 'tanker-supply'])} end,
      case when not commercial then ${pick(['prepaid-meter', 'prepaid-meter', 'regular-meter', 'generator-alternative'])} end,
      ${someOf({
        'Wheelchair Ramp': 0.05,
        Elevator: 0.08,
        'Inverter/Solar': 0.35,
        'Water Treatment': 0.3,
        'Fibre Internet': 0.25,
        'Estate Security': 0.45,
      })},
      case when not commercial then round((0.2 + random() * 5)::numeric, 1)::float8 end,
      case when not commercial then round((0.3 + random() * 8)::numeric, 1)::float8 end,
      case when not commercial then round((0.3 + random() * 6)::numeric, 1)::float8 end,
      case when commercial then round((0.1 + random() * 5)::numeric, 1)::float8 end,
      case when commercial then round((3 + random() * 40)::numeric, 1)::float8 end,
      ${pick(['tile', 'tile', 'tile', 'tile', 'tile', 'hardwood', 'laminate', 'vinyl', 'carpet', 'other'])},
      case when commercial then ${someOf({ 'Central Air Conditioning': 0.3, 'Split System': 0.5, 'Window Units': 0.15 })}
        else ${someOf({ 'Split System': 0.3, 'Window Units': 0.1 })} end,
      case when commercial then ${someOf({ 'Security Cameras': 0.5, 'Alarm System': 0.25, 'Security Guards': 0.6 })}
        else ${someOf({ 'Security Cameras': 0.2, 'Alarm System': 0.1, 'Security Guards': 0.3 })} end,
      case when commercial then ${someOf({ 'Ample Parking': 0.5, 'Conference Room': 0.3, Reception: 0.4, '24/7 Power': 0.5 })}
        when purpose = 'short-let' then ${someOf({ Furnished: 0.9, Serviced: 0.7, '24/7 Power': 0.8, 'Swimming Pool': 0.3, Gym: 0.2 })}
        else ${someOf({ 'Swimming Pool': 0.1, Gym: 0.08, Serviced: 0.2, '24/7 Power': 0.3, Furnished: 0.05 })} end,
      case kind when 'draft' then 'pending' when 'inactive' then 'inactive' else 'active' end,
      kind <> 'draft',
      case when kind <> 'draft' then published end,
      case when kind <> 'draft' then published end,
      level,
      live,
      published - random() * 5 * interval '1 day',
      published
    from y`;
}

async function loadListings(sql: Sql, insert: string) {
  const chunks: [number, number][] = [];
  for (let lo = 1; lo <= count; lo += CHUNK) chunks.push([lo, Math.min(count, lo + CHUNK - 1)]);
  let done = 0;
  const begun = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(jobs, chunks.length) }, async () => {
      for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
        await sql.unsafe(insert, chunk);
        done += chunk[1] - chunk[0] + 1;
        const rate = done / ((performance.now() - begun) / 1000);
        log(`listings ${done.toLocaleString('en-NG')} / ${count.toLocaleString('en-NG')} (${Math.round(rate)} rows/s)`);
      }
    }),
  );
}

async function summary(sql: Sql) {
  const [live] = await sql<{ all: number; live: number }[]>`
    select count(*)::int as all, (count(*) filter (where is_published and listing_status = 'active' and owner_has_plan))::int as live
    from properties`;
  const [size] = await sql<{ table: string; indexes: string }[]>`
    select pg_size_pretty(pg_table_size('properties')) as table, pg_size_pretty(pg_indexes_size('properties')) as indexes`;
  log(
    `${live?.all.toLocaleString('en-NG')} listings, ${live?.live.toLocaleString('en-NG')} live; table ${size?.table}, indexes ${size?.indexes}`,
  );
}

try {
  await ensureDatabase();
  await migrate();
  const sql = postgres(url, {
    max: Math.max(1, jobs),
    onnotice: () => {},
    connection: { jit: 'off', synchronous_commit: 'off', maintenance_work_mem: '512MB', work_mem: '64MB' },
  });
  try {
    const definitions = await dropIndexes(sql);
    log(`dropped ${definitions.length} search indexes for the load`);
    const owners = await createAgents(sql);
    log(`${owners.length} agents with plans (${owners.filter((o) => !o.live).length} lapsed)`);
    const insert = listingsInsert(owners);
    if (flag('print-sql')) console.log(insert);
    await loadListings(sql, insert);
    log('listings loaded; building indexes');
    await rebuildIndexes(sql, definitions);
    await sql`vacuum (analyze) properties`;
    await sql`analyze users, agents, subscriptions, search_vocabulary`;
    log('vacuum analyze done');
    await summary(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
  log('done');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
