import { type RefObject, type SyntheticEvent, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

interface ReturnFocusOptions {
  /** The dialog's open state: the opener is remembered as it turns true. Leave out to call `remember` yourself. */
  open?: boolean;
  /** Where focus goes when nothing had it before the dialog opened, or that element has left the page. */
  fallback?: () => HTMLElement | null;
}

export interface ReturnFocus {
  /** The element that opened the dialog, while it is remembered. */
  opener: RefObject<HTMLElement | null>;
  /**
   * Notes the opener: the element an event came from (pass the opening button's click: Safari does not focus a
   * clicked button), else the element that has focus now (call it just before opening a dialog by hand).
   */
  remember: (event?: SyntheticEvent<HTMLElement> | Event) => void;
  /** Puts focus back on that element, or on the fallback. */
  restore: () => void;
  /** For a Radix dialog's `onCloseAutoFocus`: restores instead of Radix's default. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Gives focus back to whatever opened a dialog. A dialog opened without a Radix trigger (a table row's button, a
 * window event from another app, the page's arrival) sends focus to <body> on close: a keyboard user is thrown back
 * to the top of the page. With `open`, the opener is read in a layout effect, before the dialog's focus scope (a
 * passive effect) moves focus inside it.
 */
export function useReturnFocus({ open, fallback }: ReturnFocusOptions = {}): ReturnFocus {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;

  const remember = useCallback((event?: SyntheticEvent<HTMLElement> | Event) => {
    const source = event?.currentTarget;
    const active = document.activeElement;
    opener.current =
      source instanceof HTMLElement
        ? source
        : active instanceof HTMLElement && active !== document.body
          ? active
          : null;
  }, []);

  const restore = useCallback(() => {
    const target = opener.current?.isConnected ? opener.current : (fallbackRef.current?.() ?? null);
    target?.focus({ preventScroll: true });
  }, []);

  const onCloseAutoFocus = useCallback(
    (event: Event) => {
      event.preventDefault();
      restore();
    },
    [restore],
  );

  useLayoutEffect(() => {
    if (open) remember();
  }, [open, remember]);

  return { opener, remember, restore, onCloseAutoFocus };
}

/**
 * A dialog's `onCloseAutoFocus` for openers kept by the page (a table's row buttons): the first of `openers` still
 * on the page takes the focus back, later ones standing in when it has gone (a row removed by the dialog's action).
 */
export function returnFocusTo(...openers: Array<RefObject<HTMLElement | null> | undefined>) {
  return (event: Event) => {
    const target = openers.map((opener) => opener?.current).find((element) => element?.isConnected);
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };
}

/**
 * For a list whose rows open dialogs: when the list has refreshed (`refreshedAt`, its query's dataUpdatedAt) and
 * the opener's row has left it (a decision took it out of the filtered list), focus goes to `fallback` (the list's
 * search box or filter) instead of falling to the page's top.
 */
export function useFocusWhenOpenerLeaves(
  opener: RefObject<HTMLElement | null>,
  refreshedAt: number,
  fallback: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const button = opener.current;
    if (refreshedAt > 0 && button && !button.isConnected && document.activeElement === document.body) {
      opener.current = null;
      fallback.current?.focus();
    }
  }, [refreshedAt, opener, fallback]);
}
