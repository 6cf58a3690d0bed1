// `npm start`'s supervisor: a crashed API is started again with backoff and the reason said; one that keeps failing
// as it starts is given up with its exit code; a clean exit ends it.
import { expect, test } from 'bun:test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supervise } from './supervise';

const dir = mkdtempSync(join(tmpdir(), 'naija-supervise-'));

test('a process that crashes is started again (after a pause, with the reason), then its clean exit ends it', async () => {
  const marker = join(dir, 'crashed-once');
  const script = join(dir, 'crash-once.ts');
  writeFileSync(
    script,
    `import { existsSync, writeFileSync } from 'node:fs';
     if (!existsSync(${JSON.stringify(marker)})) { writeFileSync(${JSON.stringify(marker)}, 'x'); await Bun.sleep(50); process.exit(3); }
     process.exit(0);`,
  );
  const said: string[] = [];
  const started = performance.now();
  const run = supervise({
    command: [process.execPath, script],
    cwd: dir,
    env: process.env,
    firstDelayMs: 300,
    startupMs: 10,
    say: (line) => said.push(line),
    output: 'pipe',
  });
  expect(await run.done).toBe(0);
  expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  expect(said).toHaveLength(1);
  expect(said[0]).toMatch(/exited with code 3 after .* s; starting it again in 0\.3 s/);
});

test('a process that keeps failing as it starts is given up after a few tries, with its exit code', async () => {
  const script = join(dir, 'always-fails.ts');
  writeFileSync(script, 'process.exit(7);');
  const said: string[] = [];
  const run = supervise({
    command: [process.execPath, script],
    cwd: dir,
    env: process.env,
    firstDelayMs: 10,
    maxFailedStarts: 3,
    say: (line) => said.push(line),
    output: 'pipe',
  });
  expect(await run.done).toBe(7);
  expect(said).toHaveLength(3);
  expect(said.at(-1)).toContain('exited with code 7 3 times as it started; giving up');
});
