// The benchmarks' own databases on the local PostgreSQL, and the percentile they all report.
import postgres from 'postgres';

/** Refuses anything but a local server and a naija_* database, and creates the database when it is missing. */
export async function ensureLocalDatabase(url: string): Promise<void> {
  const server = new URL(url);
  if (server.hostname !== '127.0.0.1' && server.hostname !== 'localhost') {
    throw new Error('the benchmarks run against a local database only');
  }
  const name = server.pathname.slice(1);
  if (!/^naija_\w+$/.test(name)) throw new Error('a bench database name must start with naija_');
  server.pathname = '/postgres';
  const admin = postgres(server.toString(), { max: 1, onnotice: () => {} });
  const [exists] = await admin`select 1 from pg_database where datname = ${name}`;
  if (!exists) await admin.unsafe(`create database "${name}"`);
  await admin.end();
}

/** The value at this fraction of a sorted list (nearest rank); NaN for an empty one. */
export const percentile = (sorted: number[], fraction: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number) : Number.NaN;
