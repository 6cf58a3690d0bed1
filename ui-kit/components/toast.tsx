import { Toaster as Sonner, toast as sonnerToast } from 'sonner';

/** Room for the sticky header (h-16) so a toast never covers its links. */
const belowHeader = { top: 72 };

/** One toaster for the whole page, placed by the shell. Success shows the server message (spec §8). */
export function Toaster() {
  return <Sonner position="top-center" offset={belowHeader} mobileOffset={belowHeader} richColors closeButton />;
}

/**
 * A success dismisses the errors and warnings still showing: they were about an attempt that has since worked, and
 * leaving them up contradicts the success beside them. sonner is one shared instance (federation singleton), so this
 * sees the toasts of every app on the page.
 */
function success(...args: Parameters<typeof sonnerToast.success>) {
  for (const shown of sonnerToast.getToasts()) {
    if ('type' in shown && (shown.type === 'error' || shown.type === 'warning')) sonnerToast.dismiss(shown.id);
  }
  return sonnerToast.success(...args);
}

export const toast: typeof sonnerToast = Object.assign(
  (...args: Parameters<typeof sonnerToast>) => sonnerToast(...args),
  { ...sonnerToast, success },
);
