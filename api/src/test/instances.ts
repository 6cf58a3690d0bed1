// Several API processes (`bun api/src/main.ts`) on one fresh PostgreSQL database, for the tests of what must hold
// across processes (TEST_DATABASE_URL only): they start together and are stopped, and the database dropped, after
// the file's tests.
import { afterAll } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { openPostgres } from '../db/client';
import { ensureAccount } from '../db/seed/accounts';

export interface Instances {
  /** Each process's base URL, in order. */
  urls: string[];
  /** The database they share. */
  databaseUrl: string;
  /** Each process's output so far. */
  logs: string[];
  /** Each process's `application_name` on PostgreSQL (to find its connections in pg_stat_activity). */
  applicationNames: string[];
  /** The processes themselves (to signal, or to see that they are still alive). */
  processes: Array<ReturnType<typeof Bun.spawn>>;
  /**
   * Starts one more process on the same database with the same environment (a restart after a stop, say); resolves
   * with its base URL once it listens. It is appended to `urls`, `logs`, `applicationNames` and `processes`.
   */
  startAnother(): Promise<string>;
}

export const ADMIN = { email: 'ops@example.ng', password: 'Two-instances-2026' };

export interface InstanceOptions {
  /** The database URL the processes are given, from the real one (a proxy in front of it, for the fault tests). */
  through?: (databaseUrl: string) => Promise<string>;
  /** More environment for every process. */
  env?: Record<string, string>;
}

export async function startInstances(
  serverUrl: string,
  count: number,
  prefix = 'naija_multi',
  options: InstanceOptions = {},
): Promise<Instances> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`;
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'naija-multi-'));
  const applicationNames = Array.from({ length: count }, (_, index) => `${name}_${index}`);
  const entry = join(import.meta.dir, '..', 'main.ts');
  const givenUrl = options.through ? await options.through(url.toString()) : url.toString();
  const processes: Array<ReturnType<typeof Bun.spawn>> = [];
  const logs: string[] = [];
  /** Spawns one process and resolves with its base URL once it listens. */
  const spawn = (applicationName: string): Promise<string> => {
    const index = processes.length;
    const child = Bun.spawn([process.execPath, entry], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        DATABASE_URL: givenUrl,
        PGAPPNAME: applicationName,
        DATA_DIR: dataDir,
        WEB_DIST_ROOT: dataDir,
        DEMO_SEED: 'false',
        LOG_LEVEL: 'info',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        ...options.env,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    });
    processes.push(child);
    logs.push('');
    return new Promise<string>((resolve, reject) => {
      const reader = child.stdout.getReader();
      const decoder = new TextDecoder();
      const timer = setTimeout(() => reject(new Error(`instance ${index} never listened:\n${logs[index]}`)), 60_000);
      void (async () => {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          logs[index] += decoder.decode(value);
          const match = logs[index]?.match(/"msg":"listening","url":"([^"]+)"/);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        }
      })();
    });
  };
  afterAll(async () => {
    for (const child of processes) child.kill();
    await Promise.all(processes.map((child) => child.exited));
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
    // Stopping processes and dropping a database can take a while on a busy machine.
  }, 30_000);
  const urls = await Promise.all(applicationNames.map((applicationName) => spawn(applicationName)));
  const startAnother = async () => {
    const applicationName = `${name}_${applicationNames.length}`;
    applicationNames.push(applicationName);
    const started = await spawn(applicationName);
    urls.push(started);
    return started;
  };
  return { urls, databaseUrl: url.toString(), logs, applicationNames, processes, startAnother };
}

export const PASSWORD = 'Multi-instances-2026';

/** Accounts written straight to the shared database (verified, agents approved), returning their ids. */
export async function createAccounts(
  databaseUrl: string,
  people: Array<{ email: string; role: 'BUYER' | 'AGENT' }>,
): Promise<string[]> {
  const database = openPostgres(databaseUrl);
  try {
    const ids: string[] = [];
    for (const person of people) {
      const row = await ensureAccount(database.db, {
        email: person.email,
        password: PASSWORD,
        firstName: person.role === 'BUYER' ? 'Ngozi' : 'Tunde',
        lastName: person.role === 'BUYER' ? 'Obi' : 'Bakare',
        role: person.role,
        phoneNumber: '+2348031234567',
        agent: person.role === 'AGENT' ? { status: 'approved' } : undefined,
      });
      ids.push(row.id);
    }
    return ids;
  } finally {
    await database.close();
  }
}

/** Signs in on one process; returns the Cookie header to send. */
export async function signInCookie(base: string, email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in on ${base} failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
}
