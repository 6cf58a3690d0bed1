// Telling "the database is down or overloaded" (503, try again) from a bug (500), whichever driver answered.

/** PostgreSQL's SQLSTATEs for a server that is going away, starting, refusing or too busy, and a cancelled query. */
const unavailableStates = /^(08\d{3}|57P0[1-4]|53300|53400|57014|40001|40P01)$/;
/** postgres-js's own codes for a connection that could not be made or was lost. */
const connectionCodes = new Set([
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EPIPE',
]);

/** Whether `error` (or what caused it: Drizzle wraps the driver's error) means the database cannot serve now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, errno } = current as { code?: unknown; errno?: unknown };
    if (typeof code === 'string' && (unavailableStates.test(code) || connectionCodes.has(code))) return true;
    if (typeof errno === 'string' && connectionCodes.has(errno)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Rejects with `DatabaseTimeoutError` when `work` takes longer than `ms` (the health probe must answer fast). */
export async function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(Object.assign(new Error('database timeout'), { code: 'ETIMEDOUT' })), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
