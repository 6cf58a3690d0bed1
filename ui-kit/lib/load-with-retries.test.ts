import { describe, expect, test } from 'bun:test';
import { loadWithRetries } from './load-with-retries';

describe('loadWithRetries', () => {
  test('a load that works is called once', async () => {
    let calls = 0;
    expect(await loadWithRetries(async () => ++calls)).toBe(1);
    expect(calls).toBe(1);
  });

  test('a load that fails twice then works gives its result on the third try, about 100 ms apart', async () => {
    const started = performance.now();
    let calls = 0;
    const result = await loadWithRetries(async () => {
      calls += 1;
      if (calls < 3) throw new Error(`failed try ${calls}`);
      return 'page';
    });
    expect(result).toBe('page');
    expect(calls).toBe(3);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });

  test('after three failures the last error is thrown', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      throw new Error(`failed try ${calls}`);
    };
    await expect(loadWithRetries(load)).rejects.toThrow('failed try 3');
    expect(calls).toBe(3);
  });
});
