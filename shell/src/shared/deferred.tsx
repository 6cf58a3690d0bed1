// Pieces of the frame that most visits never use (dialogs opened by an event) are loaded when first needed, so the
// first visit downloads only what the first screen shows.
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

/**
 * Renders `children` (a lazy component that listens for `events` itself) from the first time one of the events
 * fires; that first event is dispatched again once the component has mounted, so it is not lost.
 */
export function OnFirstEvent({ events, children }: { events: readonly string[]; children: ReactNode }) {
  const [first, setFirst] = useState<Event | null>(null);
  useEffect(() => {
    if (first) return;
    const catchFirst = (event: Event) => setFirst(event);
    for (const type of events) window.addEventListener(type, catchFirst);
    return () => {
      for (const type of events) window.removeEventListener(type, catchFirst);
    };
  }, [events, first]);
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      {children}
      <Replay event={first} />
    </Suspense>
  );
}

// Mounts after its earlier siblings' effects have run (React runs them in order), so their listeners are in place.
function Replay({ event }: { event: Event }) {
  const replayed = useRef(false);
  useEffect(() => {
    if (replayed.current) return;
    replayed.current = true;
    window.dispatchEvent(new CustomEvent(event.type, { detail: (event as CustomEvent<unknown>).detail }));
  }, [event]);
  return null;
}
