// The process survives the database driver's write to a closed connection (an open upstream bug), exits for a
// restart on any other uncaught error, and waits for a database that is not up yet, naming it (never its password).
import { describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres } from '../db/client';
import { createLogger } from '../lib/logger';
import { startDatabaseProxy } from '../test/tcp-proxy';
import { describeDatabaseUrl, waitForDatabase } from './process-guards';

const dir = mkdtempSync(join(tmpdir(), 'naija-guards-'));
// A module at the driver's path whose setImmediate writes to a socket it has nulled, as postgres-js does.
mkdirSync(join(dir, 'node_modules', 'postgres', 'src'), { recursive: true });
writeFileSync(
  join(dir, 'node_modules', 'postgres', 'src', 'connection.js'),
  `export function closedConnectionWrite() {
     let socket = { write() {} };
     setImmediate(function nextWrite() { socket.write('x'); });
     socket = null;
   }
   export function resetConnectionWrite() {
     setImmediate(function nextWrite() {
       throw Object.assign(new Error('write ECONNRESET'), { code: 'ECONNRESET', syscall: 'write', errno: -104 });
     });
   }`,
);
const guards = join(import.meta.dir, 'process-guards.ts');
const logger = join(import.meta.dir, '..', 'lib', 'logger.ts');

async function runChild(body: string) {
  const file = join(dir, `child-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    file,
    `import { installProcessGuards } from ${JSON.stringify(guards)};
     import { createLogger } from ${JSON.stringify(logger)};
     import { closedConnectionWrite, resetConnectionWrite } from './node_modules/postgres/src/connection.js';
     installProcessGuards(createLogger('info'));
     ${body}`,
  );
  const child = Bun.spawn([process.execPath, file], { cwd: dir, stdout: 'pipe', stderr: 'pipe' });
  const code = await child.exited;
  return { code, out: (await new Response(child.stdout).text()) + (await new Response(child.stderr).text()) };
}

test("the driver's write to a closed connection is logged and the process goes on", async () => {
  const { code, out } = await runChild(
    "closedConnectionWrite(); await Bun.sleep(200); console.log('still alive'); process.exit(0);",
  );
  expect(out).toContain('database driver wrote to a closed connection');
  expect(out).toContain('still alive');
  expect(code).toBe(0);
});

test("the driver's write to a connection the network reset is logged and the process goes on", async () => {
  const { code, out } = await runChild(
    "resetConnectionWrite(); await Bun.sleep(200); console.log('still alive'); process.exit(0);",
  );
  expect(out).toContain('database driver wrote to a closed connection');
  expect(out).toContain('still alive');
  expect(code).toBe(0);
});

test('a reset outside the driver is not excused: the process exits 1', async () => {
  const { code, out } = await runChild(
    "setImmediate(() => { throw Object.assign(new Error('write ECONNRESET'), { code: 'ECONNRESET', syscall: 'write' }); }); await Bun.sleep(200); console.log('still alive');",
  );
  expect(out).toContain('uncaught exception: exiting to be restarted');
  expect(code).toBe(1);
});

test('any other uncaught error is logged and the process exits 1 (to be restarted)', async () => {
  const { code, out } = await runChild(
    "setImmediate(() => { throw new TypeError('something else'); }); await Bun.sleep(200); console.log('still alive');",
  );
  expect(out).toContain('uncaught exception: exiting to be restarted');
  expect(out).not.toContain('still alive');
  expect(code).toBe(1);
});

describe('waiting for the database at start', () => {
  test('gives up after the limit, naming host, port and database but never the password', async () => {
    const url = 'postgres://naija:s3cret-pass@127.0.0.1:1/naija_down';
    const database = openPostgres(url);
    const started = performance.now();
    const error = await waitForDatabase(database, {
      limitMs: 1_500,
      logger: createLogger('silent'),
      describe: describeDatabaseUrl(url),
    }).catch((caught: unknown) => caught as Error);
    await database.close();
    expect(performance.now() - started).toBeLessThan(4_000);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain('Cannot reach PostgreSQL at 127.0.0.1:1/naija_down');
    expect((error as Error).message).not.toContain('s3cret');
  });

  const serverUrl = process.env.TEST_DATABASE_URL;
  test.if(Boolean(serverUrl))('starts once a database that was down comes up', async () => {
    const proxy = await startDatabaseProxy(serverUrl as string);
    proxy.cut();
    setTimeout(() => proxy.restore(), 1_500);
    const database = openPostgres(proxy.url);
    const started = performance.now();
    await waitForDatabase(database, { limitMs: 20_000, logger: createLogger('silent'), describe: 'test' });
    expect(performance.now() - started).toBeGreaterThan(1_000);
    await database.close();
    proxy.close();
  });
});
