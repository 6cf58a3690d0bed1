import { buttonVariants } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { useReturnFocus } from '../hooks/use-return-focus';
import { PortalScope, usePortalScope } from '../lib/portal-scope';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  confirmText?: string;
  cancelText?: string;
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  /** Where focus goes on close when what opened the dialog has left the page (a menu that closed). */
  fallbackFocus?: () => HTMLElement | null;
}

/**
 * The generic Yes/No alert of the spec: focus starts on "No" so Enter never confirms by accident, and goes back to
 * what opened it on close (it is opened by state, with no Radix trigger to return to).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmText = 'Yes',
  cancelText = 'No',
  destructive = false,
  busy = false,
  onConfirm,
  fallbackFocus,
}: ConfirmDialogProps) {
  const { anchor, scope } = usePortalScope();
  const returnFocus = useReturnFocus({ open, fallback: fallbackFocus });
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {anchor}
      <AlertPrimitive.Portal>
        <PortalScope scope={scope}>
          <AlertPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <AlertPrimitive.Content
            data-slot="confirm-dialog"
            onCloseAutoFocus={returnFocus.onCloseAutoFocus}
            className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-card bg-surface p-6 shadow-xl"
          >
            <AlertPrimitive.Title className="text-lg font-semibold">{title}</AlertPrimitive.Title>
            {description ? (
              <AlertPrimitive.Description className="text-sm text-muted-foreground">
                {description}
              </AlertPrimitive.Description>
            ) : (
              <AlertPrimitive.Description className="sr-only">{title}</AlertPrimitive.Description>
            )}
            <div className="flex justify-end gap-2">
              <AlertPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>
                {cancelText}
              </AlertPrimitive.Cancel>
              <AlertPrimitive.Action
                disabled={busy}
                className={cn(buttonVariants({ variant: destructive ? 'destructive' : 'default' }))}
                onClick={(event) => {
                  event.preventDefault();
                  onConfirm();
                }}
              >
                {confirmText}
              </AlertPrimitive.Action>
            </div>
          </AlertPrimitive.Content>
        </PortalScope>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
