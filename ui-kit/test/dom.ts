// Component tests run in `bun test` beside the API's, in the same process and module cache: `withDom()` at the top
// of a test file gives that file a DOM (happy-dom) and takes it away after the file, so the API's tests keep Bun's
// own fetch, Request and Response. Import React, Testing Library and the component under test after calling it
// (`await import(...)`): they look for `document` when they first load.
import { afterAll, afterEach } from 'bun:test';
import { GlobalRegistrator } from '@happy-dom/global-registrator';

// Bun's own timers, kept as the globals while a DOM is registered: React's scheduler and the query library take
// the timer functions they find when they first load, once for the whole process, and the DOM's own stop with
// the DOM of the file that loaded them, which would leave every later file's renders and `waitFor` waiting forever.
const processTimers = {
  setTimeout: globalThis.setTimeout,
  clearTimeout: globalThis.clearTimeout,
  setInterval: globalThis.setInterval,
  clearInterval: globalThis.clearInterval,
  queueMicrotask: globalThis.queueMicrotask,
};

export function withDom(): void {
  if (!GlobalRegistrator.isRegistered) {
    GlobalRegistrator.register({ url: 'http://localhost/' });
    Object.assign(globalThis, processTimers);
  }
  // What unmounting schedules (Radix returns focus from a zero-delay timer) runs while the DOM still exists: with
  // Bun's timers it would otherwise run after the DOM is taken away, in the next file's time.
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  afterEach(async () => {
    const { cleanup } = await import('@testing-library/react');
    cleanup();
    await settle();
  });
  afterAll(async () => {
    await settle();
    if (GlobalRegistrator.isRegistered) await GlobalRegistrator.unregister();
  });
}
