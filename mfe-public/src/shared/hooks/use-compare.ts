import { COMPARE_MAX, compareMessages } from '@naija-homes/contracts/compare';
import type { PropertyCard } from '@naija-homes/contracts/listing';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { useAtom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { useCallback } from 'react';

/**
 * What the tray and the compare page need before the full listings load: enough to draw a thumbnail and to
 * fetch the listing by slug. Kept small because it lives in localStorage.
 */
export type CompareItem = Pick<
  PropertyCard,
  '_id' | 'slug' | 'title' | 'photo' | 'price' | 'propertyFor' | 'rentPaymentFrequency'
>;

export const COMPARE_STORAGE_KEY = 'naija-homes:compare';

function isCompareItem(value: unknown): value is CompareItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.slug === 'string' && typeof item.title === 'string';
}

// Storage written by an older build (or by hand) must never break the page: anything unreadable reads as empty.
const storage = createJSONStorage<CompareItem[]>(() => localStorage);
const safeStorage = {
  ...storage,
  getItem(key: string, initialValue: CompareItem[]) {
    try {
      const value = storage.getItem(key, initialValue);
      return Array.isArray(value) ? value.filter(isCompareItem).slice(0, COMPARE_MAX) : initialValue;
    } catch {
      return initialValue;
    }
  },
};

/** The compared listings, shared by every card, the tray and /compare, and kept across visits and tabs. */
export const compareAtom = atomWithStorage<CompareItem[]>(COMPARE_STORAGE_KEY, [], safeStorage, {
  getOnInit: true,
});

export function toCompareItem(property: CompareItem): CompareItem {
  const { _id, slug, title, photo, price, propertyFor, rentPaymentFrequency } = property;
  return { _id, slug, title, photo, price, propertyFor, rentPaymentFrequency };
}

export function useCompare() {
  const [items, setItems] = useAtom(compareAtom);
  const has = useCallback((id: string) => items.some((item) => item._id === id), [items]);
  const remove = useCallback(
    (id: string) => setItems((current) => current.filter((item) => item._id !== id)),
    [setItems],
  );
  const clear = useCallback(() => setItems([]), [setItems]);
  /** Adds or removes a listing; refuses a fifth with the spec'd message. Returns whether it is now compared. */
  const toggle = useCallback(
    (property: CompareItem): boolean => {
      if (items.some((item) => item._id === property._id)) {
        setItems(items.filter((item) => item._id !== property._id));
        return false;
      }
      if (items.length >= COMPARE_MAX) {
        toast.error(compareMessages.full);
        return false;
      }
      // No toast when it works: the button's pressed state and the tray already show it.
      setItems([...items, toCompareItem(property)]);
      return true;
    },
    [items, setItems],
  );
  return { items, has, toggle, remove, clear, isFull: items.length >= COMPARE_MAX };
}
