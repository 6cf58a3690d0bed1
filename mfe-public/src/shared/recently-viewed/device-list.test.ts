import { describe, expect, test } from 'bun:test';
import { limits } from '@naija-homes/contracts/limits';

const RECENTLY_VIEWED_MAX = limits.recentlyViewedMax;

import { clearDeviceList, RECENTLY_VIEWED_STORAGE_KEY, readDeviceList, rememberOnDevice } from './device-list';

function memoryStorage(initial?: string) {
  const items = new Map<string, string>(initial === undefined ? [] : [[RECENTLY_VIEWED_STORAGE_KEY, initial]]);
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('the device’s recently viewed list', () => {
  test('newest first, once each, at most twelve', () => {
    const storage = memoryStorage();
    for (let n = 0; n < RECENTLY_VIEWED_MAX + 3; n++) rememberOnDevice(id(n), storage);
    rememberOnDevice(id(5), storage);
    const list = readDeviceList(storage);
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]).toBe(id(5));
    expect(list[1]).toBe(id(RECENTLY_VIEWED_MAX + 2));
    expect(list.filter((known) => known === id(5))).toHaveLength(1);
  });

  test('what cannot be read is nothing, never an error; clearing empties it', () => {
    expect(readDeviceList(memoryStorage('not json'))).toEqual([]);
    expect(readDeviceList(memoryStorage('{"a":1}'))).toEqual([]);
    expect(readDeviceList(memoryStorage(JSON.stringify([id(1), 'nope', 7, id(1)])))).toEqual([id(1)]);
    const storage = memoryStorage(JSON.stringify([id(2)]));
    clearDeviceList(storage);
    expect(readDeviceList(storage)).toEqual([]);
  });
});
