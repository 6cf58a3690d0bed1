import { lazy, Suspense, useEffect, useState } from 'react';
import type { ExternalToast } from 'sonner';
import { useMediaQuery } from '../hooks/use-media-query';

// sonner (the toasts) loads with the first toast, not with every page: most first visits never show one. The
// shell's <Toaster /> mounts sonner's on that first call, and the call waits until it listens (sonner drops toasts
// published before its Toaster subscribed). This module is one shared instance (federation singleton), so every
// app on the page goes through the same queue.
type Sonner = typeof import('sonner');

const TOASTER_WANTED_EVENT = 'naija:toaster-wanted';
let sonner: Promise<Sonner> | undefined;
let toasterWanted = false;
let markToasterReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  markToasterReady = resolve;
});

function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

async function ready(): Promise<Sonner['toast']> {
  if (!toasterWanted && typeof window !== 'undefined') {
    toasterWanted = true;
    window.dispatchEvent(new Event(TOASTER_WANTED_EVENT));
  }
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  return toast;
}

const SonnerToaster = lazy(async () => ({ default: (await loadSonner()).Toaster }));

// Mounted after sonner's Toaster in the same Suspense boundary: its effect runs once that Toaster subscribed.
function ToasterReady() {
  useEffect(() => markToasterReady(), []);
  return null;
}

/** Room for the sticky header (h-16) so a toast never covers its links. */
const belowHeader = { top: 72 };
/**
 * Below the header's full width (its lg breakpoint) the toasts rise from the bottom of the screen: at the top, a
 * toast as wide as a phone lies over the account menu, which opens under the header, and hides its links.
 */
const NARROW_SCREEN = '(max-width: 1023px)';

/** One toaster for the whole page, placed by the shell. Success shows the server message (spec §8). */
export function Toaster() {
  const [wanted, setWanted] = useState(toasterWanted);
  const narrow = useMediaQuery(NARROW_SCREEN);
  useEffect(() => {
    const want = () => setWanted(true);
    window.addEventListener(TOASTER_WANTED_EVENT, want);
    if (toasterWanted) setWanted(true);
    return () => window.removeEventListener(TOASTER_WANTED_EVENT, want);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster
        position={narrow ? 'bottom-center' : 'top-center'}
        offset={belowHeader}
        mobileOffset={belowHeader}
        richColors
        closeButton
      />
      <ToasterReady />
    </Suspense>
  );
}

type Message = Parameters<Sonner['toast']['success']>[0];
type Kind = 'message' | 'success' | 'error' | 'info' | 'warning';

function show(kind: Kind, message: Message, options?: ExternalToast): void {
  void ready().then((toast) => {
    if (kind === 'message') {
      toast(message, options);
      return;
    }
    if (kind === 'success') {
      // A success dismisses the errors and warnings still showing: they were about an attempt that has since
      // worked, and leaving them up contradicts the success beside them (every app's toasts, one instance).
      for (const shown of toast.getToasts()) {
        if ('type' in shown && (shown.type === 'error' || shown.type === 'warning')) toast.dismiss(shown.id);
      }
    }
    toast[kind](message, options);
  });
}

export const toast = Object.assign((message: Message, options?: ExternalToast) => show('message', message, options), {
  success: (message: Message, options?: ExternalToast) => show('success', message, options),
  error: (message: Message, options?: ExternalToast) => show('error', message, options),
  info: (message: Message, options?: ExternalToast) => show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => show('warning', message, options),
  /** Takes a toast (by its id), or every toast, off the screen; after the toasts published before it. */
  dismiss: (id?: string | number) => {
    if (toasterWanted) void ready().then((toast) => toast.dismiss(id));
  },
});
