// Temporary (not for commit): times the admin listings queries on the bench database.
import { adminPropertiesQuerySchema } from '@naija-homes/contracts/admin-property';
import { openDatabase } from './src/db/client';
import { listAdminProperties } from './src/modules/admin-properties/admin-properties.service';
import { sql } from 'drizzle-orm';

const database = await openDatabase({ databaseUrl: process.env.URL, dataDir: '/tmp/unused' });
const [agent] = await database.execute<{ id: string; email: string }>(sql`select id, email from users where role = 'AGENT' limit 1`);
const [pkg] = await database.execute<{ id: string }>(sql`select id from packages order by priority desc limit 1`);
const queries = [
  '',
  'page=2',
  'page=500&limit=20',
  'sort=oldest',
  'sort=price-asc',
  'sort=price-desc',
  'sort=title',
  'status=pending',
  'status=inactive',
  'status=deactivated',
  'purpose=short-let',
  'city=Lekki',
  'city=Ibadan',
  `agent=${agent?.id}`,
  `agent=${agent?.email.split('@')[0]}`,
  `plan=${pkg?.id}`,
  'verified=yes',
  'verified=no',
  'search=lekki',
  'search=duplex lekki',
  'search=zzzzqqq',
  'status=pending&purpose=rent&sort=price-desc',
];
for (const q of queries) {
  const query = adminPropertiesQuerySchema.parse(Object.fromEntries(new URLSearchParams(q)));
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    const page = await listAdminProperties(database.db, query);
    times.push(performance.now() - started);
    total = page.total;
  }
  console.log(`${q.padEnd(48)} total=${String(total).padStart(6)} ms=${times.map((t) => t.toFixed(0)).join(',')}`);
}
await database.close();
