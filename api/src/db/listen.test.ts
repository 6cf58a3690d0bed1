// The LISTEN connection comes back after any outage (TEST_DATABASE_URL only): a stopped server that refuses
// connections for a while, a LISTEN connection cut again and again (even while it is reconnecting), and one that goes
// silent without ending (half-open), which the driver alone never notices: the process's probe NOTIFYs find it.
import { afterAll, describe, expect, test } from 'bun:test';
import postgres from 'postgres';
import { type DatabaseProxy, startDatabaseProxy } from '../test/tcp-proxy';
import { openPostgres } from './client';

const serverUrl = process.env.TEST_DATABASE_URL;

describe.if(Boolean(serverUrl))('a PostgreSQL LISTEN', async () => {
  if (!serverUrl) return;
  const direct = postgres(serverUrl, { max: 1, onnotice: () => {} });
  const proxies: DatabaseProxy[] = [];
  const databases: Array<ReturnType<typeof openPostgres>> = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.close()));
    for (const proxy of proxies) proxy.close();
    await direct.end();
  });

  /** Listens through a proxy of its own on a channel of its own; `heard` holds the payloads, `listens` counts. */
  const listening = async () => {
    const proxy = await startDatabaseProxy(serverUrl);
    proxies.push(proxy);
    const channel = `naija_listen_${crypto.randomUUID().replaceAll('-', '')}`;
    // The channel's name is also the connections' application_name, to find them in pg_stat_activity.
    const url = new URL(proxy.url);
    url.searchParams.set('application_name', channel);
    const database = openPostgres(url.toString(), { listenProbeMs: 500 });
    databases.push(database);
    const state = { heard: [] as string[], listens: 0 };
    const stop = await database.listen(
      channel,
      (payload) => state.heard.push(payload),
      () => state.listens++,
    );
    /** NOTIFYs straight to the server (not through the proxy) until one is heard, or `withinMs` has passed. */
    const hears = async (payload: string, withinMs: number) => {
      const deadline = Date.now() + withinMs;
      while (Date.now() < deadline) {
        await direct`select pg_notify(${channel}, ${payload})`;
        await Bun.sleep(100);
        if (state.heard.includes(payload)) return true;
      }
      return false;
    };
    /** Ends the LISTEN connection from the server's side, as an administrator or a failover does. */
    const terminate = () =>
      direct`select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = ${channel} and query ilike 'listen%'`;
    return { proxy, state, stop, hears, terminate };
  };

  test('after the server refused connections for 3 s, NOTIFYs are heard again and the caller is told', async () => {
    const { proxy, state, hears } = await listening();
    expect(await hears('before', 2_000)).toBe(true);
    expect(state.listens).toBe(1);
    proxy.cut();
    await Bun.sleep(3_000);
    expect(await hears('during', 300)).toBe(false);
    proxy.restore();
    expect(await hears('after', 5_000)).toBe(true);
    expect(state.listens).toBeGreaterThanOrEqual(2);
  }, 20_000);

  // The connections are ended by the server here, not reset by the proxy: a reset can reach postgres-js while it
  // writes, which it throws where no caller can catch it (the process guard's concern, not this test's).
  test('a LISTEN connection ended every 50 ms for 3 s, reconnects included, listens again once that stops', async () => {
    const { terminate, hears } = await listening();
    expect(await hears('before', 2_000)).toBe(true);
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      await terminate();
      await Bun.sleep(50);
    }
    expect(await hears('after', 5_000)).toBe(true);
  }, 20_000);

  test('a LISTEN connection that goes silent without ending is replaced: NOTIFYs are heard again within seconds', async () => {
    const { proxy, state, hears } = await listening();
    expect(await hears('before', 2_000)).toBe(true);
    proxy.silence();
    // Two probe periods unheard, then a new connection: about 1.5 s with the test's 0.5 s probe.
    expect(await hears('after', 6_000)).toBe(true);
    expect(state.listens).toBe(2);
  }, 20_000);

  test('probes are nobody’s payload: a listener hears only what was sent to it, each once', async () => {
    const { state, hears } = await listening();
    const other = await listening();
    expect(await hears('one', 2_000)).toBe(true);
    await Bun.sleep(1_500);
    expect(state.heard.every((payload) => payload === 'one')).toBe(true);
    expect(other.state.heard).toEqual([]);
  }, 20_000);

  test('stopping ends the LISTEN for good: nothing is heard after, and no reconnect follows a cut', async () => {
    const { state, stop, hears, terminate } = await listening();
    expect(await hears('before', 2_000)).toBe(true);
    await stop();
    await terminate();
    await Bun.sleep(1_500);
    expect(await hears('after stop', 500)).toBe(false);
    expect(state.listens).toBe(1);
  }, 20_000);
});
