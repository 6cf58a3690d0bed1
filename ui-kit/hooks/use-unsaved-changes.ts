import { holdHistoryMoves, useLocation, useNavigate } from '@naija-homes/ui-kit/lib/router';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface UnsavedChangesGuard {
  /** Whether the form has changes it has not saved; stable, so a form can call it from an effect. */
  setDirty: (dirty: boolean) => void;
  /** Runs `proceed` at once when nothing is unsaved; otherwise asks first (a wizard's own step change). */
  confirmLeave: (proceed: () => void) => void;
  /** Whether the question is on screen. */
  asking: boolean;
  /** Declines: the person stays, with the form as it was. */
  stay: () => void;
  /** Confirms: the move that was held back goes ahead, without saving. */
  leave: () => void;
}

/** React Router's place of the entry in the session history (BrowserRouter writes `idx` into each entry's state). */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (state && typeof state === 'object' && 'idx' in state && typeof state.idx === 'number') return state.idx;
  return null;
}

/** The same-origin page a click on `target` would open, or null when the guard has nothing to hold back. */
function guardedLink(event: MouseEvent): { anchor: HTMLAnchorElement; url: URL } | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  // A new tab or window leaves this page as it is.
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if (anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return null;
  const url = new URL(anchor.href, window.location.href);
  // Another site unloads the page: `beforeunload` asks, in the browser's own words.
  if (url.origin !== window.location.origin) return null;
  // A skip link or any other jump within this page keeps the form.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return { anchor, url };
}

/**
 * Keeps a form's unsaved changes from being lost by leaving its page: a click on any link of the page (sidebar,
 * header, footer, the form's own), the browser's Back and Forward, and a reload or closed tab. In-app moves are held
 * and asked about (`UnsavedChangesDialog` shows the question); a reload or a closed tab gets the browser's own
 * question, the only one a page may show then.
 *
 * Made by hand because the shell's router is declarative (BrowserRouter + useRoutes) and React Router's
 * `useBlocker` works only under a data router. Navigations started by code (`navigate()`) are not held: a form
 * that navigates after saving is no longer dirty.
 */
export function useUnsavedChanges(): UnsavedChangesGuard {
  const dirty = useRef(false);
  // Set once the person chose to leave, so the move that follows passes; cleared when the page changes.
  const released = useRef(false);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const index = useRef<number | null>(null);
  // True while the guard puts back the entry it stepped away from: that move is hidden from the router too.
  const restoring = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each navigation, when the entry changes
  useEffect(() => {
    // Read on every page change: the entry this page is shown from, to tell Back from Forward and how far.
    index.current = historyIndex();
    released.current = false;
  }, [location.key]);

  const guarding = useCallback(() => dirty.current && !released.current, []);
  const hold = useCallback((move: () => void) => setPending(() => move), []);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (!guarding()) return;
      const link = guardedLink(event);
      if (!link) return;
      // Capture phase on the window runs before React's handlers: the router's Link sees the click as prevented and
      // does not navigate, while the link's own handler still runs (a menu drawer closes, the question shows).
      event.preventDefault();
      hold(() => {
        const { anchor, url } = link;
        // The same click again, now let through, does what the link does; a closed drawer's link is gone.
        if (anchor.isConnected) anchor.click();
        else navigate(`${url.pathname}${url.search}${url.hash}`);
      });
    }

    function onHistoryMove(): boolean {
      if (restoring.current) {
        restoring.current = false;
        return true;
      }
      if (!guarding()) return false;
      const from = index.current;
      const to = historyIndex();
      // An entry the router did not write (a jump within the page) is not a page change.
      if (from === null || to === null || to === from) return false;
      // The router never hears of the move, so the page stays as it is; the address is put back where it was.
      const delta = to - from;
      restoring.current = true;
      window.history.go(-delta);
      hold(() => window.history.go(delta));
      return true;
    }

    function onBeforeUnload(event: BeforeUnloadEvent) {
      if (!guarding()) return;
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    }

    window.addEventListener('click', onClick, true);
    const releaseHistoryMoves = holdHistoryMoves(onHistoryMove);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('click', onClick, true);
      releaseHistoryMoves();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [guarding, hold, navigate]);

  const setDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  const confirmLeave = useCallback(
    (proceed: () => void) => {
      if (guarding()) hold(proceed);
      else proceed();
    },
    [guarding, hold],
  );

  return {
    setDirty,
    confirmLeave,
    asking: pending !== null,
    stay: () => setPending(null),
    leave: () => {
      const move = pending;
      setPending(null);
      released.current = true;
      move?.();
    },
  };
}
