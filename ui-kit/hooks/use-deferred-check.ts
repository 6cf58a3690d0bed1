import { useRef, useState } from 'react';

/**
 * The submit of a form whose check loads on first use (lib/deferred-module.ts): `checking` while the check loads,
 * for the button's busy state; from `start` until `done` (the request answered, or the check refused what was
 * typed), a second submit gets null and sends nothing. A ref, as two taps can come before the next render.
 */
export function useDeferredCheck<T>(check: { load: () => Promise<T> }) {
  const [checking, setChecking] = useState(false);
  const sending = useRef(false);
  const done = () => {
    sending.current = false;
  };
  /** The loaded check, or null: a submit is under way, or the load failed (`onLoadFailed` tells the visitor). */
  async function start(onLoadFailed: () => void): Promise<T | null> {
    if (sending.current) return null;
    sending.current = true;
    setChecking(true);
    try {
      return await check.load();
    } catch {
      done();
      onLoadFailed();
      return null;
    } finally {
      setChecking(false);
    }
  }
  return { checking, start, done };
}
