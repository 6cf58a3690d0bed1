import { uiLimits } from '@naija-homes/ui-kit/lib/ui-limits';
import { useEffect, useState } from 'react';

/** The value after it has stopped changing for `delay` ms (spec default 500 ms). */
export function useDebounce<T>(value: T, delay: number = uiLimits.debounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
