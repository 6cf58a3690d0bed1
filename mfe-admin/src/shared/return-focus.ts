import { type RefObject, type SyntheticEvent, useRef } from 'react';

/**
 * Radix dialogs opened without a `DialogTrigger` (from a table row's button) return focus nowhere when they close,
 * leaving keyboard users at the top of the page. `remember` keeps the button that opened the dialog (set it in
 * that button's onClick: Safari does not focus buttons on click), and `returnFocus` is the dialog content's
 * `onCloseAutoFocus`, which puts focus back on that button while it is still on the page.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    opener,
    remember: (event: SyntheticEvent<HTMLElement>) => {
      opener.current = event.currentTarget;
    },
  };
}

export function returnFocusTo(opener: RefObject<HTMLElement | null> | undefined) {
  return (event: Event) => {
    const target = opener?.current;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
