import { loadWithRetries } from './load-with-retries';

/** Told when a form's checks could not be loaded to check what was typed. */
export const SCHEMA_LOAD_FAILED = 'The form could not be checked: the connection dropped. Please try again.';

/**
 * Code a page loads when it is first used rather than with the page: a form's schema, and zod with it, on a page
 * whose first load has no use for them (issue 19). `load` resolves the module, starting its download unless one is
 * under way; `preload` starts it as the visitor starts on the form (its first focus), so a submit rarely waits. A
 * load that failed (a dropped connection) is forgotten, so the next use tries again.
 */
export function deferredModule<T>(importModule: () => Promise<T>): { load: () => Promise<T>; preload: () => void } {
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= loadWithRetries(importModule).catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { load, preload: () => void load().catch(() => {}) };
}
