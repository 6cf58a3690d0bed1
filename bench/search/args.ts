// Command-line flags (`--count 1000` or `--count=1000`) and the bench database's address.

const argv = process.argv.slice(2);

function raw(name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const arg = argv[index] as string;
  if (arg.includes('=')) return arg.slice(arg.indexOf('=') + 1);
  const next = argv[index + 1];
  return next === undefined || next.startsWith('--') ? '' : next;
}

export const flag = (name: string): boolean => raw(name) !== undefined;

export function stringFlag(name: string): string | undefined {
  const value = raw(name);
  return value === undefined || value === '' ? undefined : value;
}

export function numberFlag(name: string, fallback: number): number {
  const value = raw(name);
  if (value === undefined || value === '') return fallback;
  const number = Number(value.replace(/_/g, ''));
  if (!Number.isFinite(number) || number < 0) throw new Error(`--${name} must be a number, not "${value}"`);
  return number;
}

export const benchDatabaseUrl = (): string =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/naija_bench';
