const LOAD_TRIES = 3;
const RETRY_AFTER_MS = 100;

/**
 * Code that failed to download, asked for again before the failure is shown. The server preloads a first visit's
 * code (api/src/web/route-preloads.ts), and a preload that failed on a dropped connection answers the first request
 * for its file with the same failure without going to the network; a later request does. Code of several files
 * fails at its first failed file while the others are still failing, so the next try waits a moment for them. On
 * a flaky connection the tries also spare a Retry. Used for a remote's modules (the shell) and a page's chunks.
 */
export async function loadWithRetries<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= LOAD_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
    }
  }
}
