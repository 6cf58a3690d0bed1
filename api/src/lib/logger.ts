// Structured JSON logs, one object per line. Tests pass a silent logger.
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: 'silent' | 'info' | 'debug'): Logger {
  if (level === 'silent') return { info() {}, warn() {}, error() {} };
  const write = (lvl: string, message: string, fields?: Record<string, unknown>) => {
    const line = JSON.stringify({ time: new Date().toISOString(), level: lvl, msg: message, ...fields });
    if (lvl === 'error') console.error(line);
    else console.log(line);
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}

/**
 * A failed query's message carries its parameters (emails, phone numbers, message text): they never reach the
 * log. Drizzle writes them after `params:`, up to the stack or the end.
 */
export function redactQueryParams(text: string): string {
  return text.replace(/\bparams: [\s\S]*?(?=\n\s+at |$)/g, 'params: [redacted]');
}

/** An error as log fields: its message, its cause (the database's own reason), its stack; query values redacted. */
export function errorFields(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: redactQueryParams(String(error)) };
  const cause = error.cause instanceof Error ? redactQueryParams(error.cause.message) : undefined;
  return {
    error: redactQueryParams(error.message),
    ...(cause ? { cause } : {}),
    stack: error.stack ? redactQueryParams(error.stack) : undefined,
  };
}
