// A visitor's recently viewed listings (issue 37), kept on the device: ids, newest first. A buyer's list is on their
// account; at a buyer's first look after signing in, what this device holds joins it and is cleared here.
import { limits } from '@naija-homes/contracts/limits';

const RECENTLY_VIEWED_MAX = limits.recentlyViewedMax;

export const RECENTLY_VIEWED_STORAGE_KEY = 'naija-homes:recently-viewed';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The ids on this device, newest first; anything unreadable (an older build, a hand edit) reads as nothing. */
export function readDeviceList(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((id): id is string => typeof id === 'string' && UUID.test(id)))].slice(
      0,
      RECENTLY_VIEWED_MAX,
    );
  } catch {
    return [];
  }
}

/** Puts a listing first on this device's list (once), keeping the newest RECENTLY_VIEWED_MAX. */
export function rememberOnDevice(
  id: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage,
): string[] {
  const list = [id, ...readDeviceList(storage).filter((known) => known !== id)].slice(0, RECENTLY_VIEWED_MAX);
  try {
    storage?.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or blocked storage (private browsing): the list simply is not kept.
  }
  return list;
}

export function clearDeviceList(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    // Nothing to clear where nothing could be kept.
  }
}
