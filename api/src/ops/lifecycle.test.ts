// Readiness for the orchestrator and the drain bound of a graceful stop (the stop itself, on a real process, is
// restart.test.ts).
import { expect, test } from 'bun:test';
import { setupTestApp } from '../test/app';
import { Lifecycle } from './lifecycle';

const t = await setupTestApp();

test('/ready answers 200 while serving and 503 draining (with Retry-After) once a stop has begun', async () => {
  const ready = await t.app.request('/api/v1/ready');
  expect(ready.status, await ready.clone().text()).toBe(200);
  expect(await ready.json()).toEqual({ status: 'ready' });
  t.lifecycle.beginDrain();
  const draining = await t.app.request('/api/v1/ready');
  expect(draining.status).toBe(503);
  expect(draining.headers.get('retry-after')).toBe('5');
  expect(await draining.json()).toEqual({ status: 'draining' });
  // Liveness is another question: the draining process is alive.
  expect((await t.app.request('/api/v1/health')).status).toBe(200);
});

test('idle() waits for the requests in flight, and gives up at its bound', async () => {
  const lifecycle = new Lifecycle();
  let finish: () => void = () => {};
  const request = lifecycle.track(() => new Promise<void>((resolve) => (finish = resolve)));
  expect(lifecycle.inFlight).toBe(1);
  expect(await lifecycle.idle(50)).toBe(false);
  const idle = lifecycle.idle(5_000);
  finish();
  await request;
  expect(await idle).toBe(true);
  expect(lifecycle.inFlight).toBe(0);
});
