import { describe, expect, test } from 'bun:test';
import { deferredModule } from './deferred-module';

/** A real module of ui-kit's, loaded through deferredModule, counting the imports. */
function pagination(fail: () => boolean = () => false) {
  const imports = { count: 0 };
  const check = deferredModule(async () => {
    imports.count += 1;
    if (fail()) throw new Error('Failed to fetch dynamically imported module');
    return import('./pagination');
  });
  return { check, imports };
}

describe('deferredModule', () => {
  test('imports nothing until used; preloads and loads share one import', async () => {
    const { check, imports } = pagination();
    expect(imports.count).toBe(0);
    check.preload();
    check.preload();
    const [first, second] = await Promise.all([check.load(), check.load()]);
    expect(first).toBe(second);
    expect(imports.count).toBe(1);
    expect(first.paginationWindow(1, 3).pages).toEqual([1, 2, 3]);
  });

  test('a failed import is retried, then forgotten: the next use imports again', async () => {
    let offline = true;
    const { check, imports } = pagination(() => offline);
    check.preload();
    await expect(check.load()).rejects.toThrow('Failed to fetch');
    const triesOfFirstUse = imports.count;
    expect(triesOfFirstUse).toBe(3);

    offline = false;
    const loaded = await check.load();
    expect(typeof loaded.paginationWindow).toBe('function');
    expect(imports.count).toBe(triesOfFirstUse + 1);
  });
});
