// The real entry point on an empty DATA_DIR: migrates, seeds, serves; a second process on the same
// directory is refused; SIGTERM releases the lock.
import { afterAll, describe, expect, test } from 'bun:test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tempRoot = mkdtempSync(join(tmpdir(), 'naija-main-'));
const dataDir = join(tempRoot, 'data');
const env: Record<string, string | undefined> = {
  ...process.env,
  NODE_ENV: 'development',
  PORT: '0',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'info',
  WEB_DIST_ROOT: dataDir,
  DATABASE_URL: undefined,
};
const entry = join(import.meta.dir, 'main.ts');
const first = Bun.spawn([process.execPath, entry], { env, stdout: 'pipe', stderr: 'pipe' });
afterAll(() => {
  first.kill();
  rmSync(tempRoot, { recursive: true, force: true });
});

async function waitForUrl(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let output = '';
  const reader = stream.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    output += decoder.decode(value);
    const match = output.match(/"msg":"listening","url":"([^"]+)"/);
    if (match?.[1]) {
      reader.releaseLock();
      return match[1];
    }
  }
  throw new Error(`server never listened:\n${output}`);
}

describe('main.ts', () => {
  test('starts on an empty DATA_DIR, seeds the demo accounts and serves the API', async () => {
    const url = await waitForUrl(first.stdout);
    expect(await (await fetch(`${url}/api/v1/health`)).json()).toEqual({ status: 'ok', database: 'pglite' });
    const signIn = await fetch(`${url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'admin@demo.ng', password: 'Demo-pass-2026' }),
    });
    expect(signIn.status).toBe(200);
    // A demo agent who has not started onboarding shows no progress: it follows from the steps completed.
    const newAgent = await fetch(`${url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: 'new.agent@demo.ng', password: 'Demo-pass-2026' }),
    });
    const cookie = newAgent.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const me = (await (await fetch(`${url}/api/v1/agent/me`, { headers: { cookie } })).json()) as {
      data: { progress: number; steps: Record<string, boolean> };
    };
    const completed = Object.values(me.data.steps).filter(Boolean).length;
    expect(me.data.progress).toBe(completed * 25);
    expect(me.data.progress).toBe(0);
    // The first start also draws the demo listings' photos and their months of history, hence the room: about 40 s
    // on a quiet 2-core machine, past 100 s while a browser suite runs beside it.
  }, 180_000);

  test('a second process on the same DATA_DIR exits with a clear error', async () => {
    const second = Bun.spawn([process.execPath, entry], { env, stdout: 'pipe', stderr: 'pipe' });
    expect(await second.exited).toBe(1);
    expect(await new Response(second.stderr).text()).toContain('already open in process');
  }, 30_000);

  test('SIGTERM stops the server and releases the lock', async () => {
    first.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 30_000);
});
