import { cn } from '@naija-homes/ui-kit/lib/cn';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { PortalScope, usePortalScope } from '../lib/portal-scope';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export function DialogContent({ className, children, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  const { anchor, scope } = usePortalScope();
  return (
    <>
      {anchor}
      <DialogPrimitive.Portal>
        <PortalScope scope={scope}>
          <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
          <DialogPrimitive.Content
            data-slot="dialog-content"
            className={cn(
              // user-text: a dialog quoting what someone typed (an offer's message, a title) wraps it within its width.
              'user-text fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-card bg-surface p-6 shadow-xl',
              className,
            )}
            {...props}
          >
            {children}
            <DialogPrimitive.Close
              aria-label="Close"
              className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted"
            >
              <XIcon className="size-4" />
            </DialogPrimitive.Close>
          </DialogPrimitive.Content>
        </PortalScope>
      </DialogPrimitive.Portal>
    </>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-6', className)} {...props} />;
}
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}
export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
