import { useEffect, useState } from 'react';

/** Seconds left of a countdown (0 when none runs) and the function that starts one; it ticks once a second. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}
