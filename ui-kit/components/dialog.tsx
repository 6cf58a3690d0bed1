import { Button } from '@naija-homes/ui-kit/components/button';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, FormEvent, ReactNode } from 'react';
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

interface DialogPanelProps extends Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title' | 'onSubmit'> {
  title: ReactNode;
  titleClassName?: string;
  /** Under the title; read out with it when the dialog opens. */
  description?: ReactNode;
  descriptionClassName?: string;
  /** The buttons at the bottom, the way out first (it is last on a phone's column, first in a row). */
  footer?: ReactNode;
  /** Makes the body and the footer one form (its submit button in the footer), named by `formLabel` when given. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  formLabel?: string;
  /** The form's fields are checked by the screen (its messages), not by the browser. */
  noValidate?: boolean;
  /**
   * With `onSubmit`, the usual footer instead of `footer`: a button that closes the dialog (`cancel`, "Cancel" by
   * default) and the submit button, waiting while `busy`.
   */
  submit?: { label: ReactNode; busy?: boolean; destructive?: boolean; cancel?: string };
}

/** The usual footer of a form dialog: the way out, then the submit button. */
function FormDialogButtons({
  label,
  busy = false,
  destructive = false,
  cancel = 'Cancel',
}: NonNullable<DialogPanelProps['submit']>) {
  return (
    <>
      <DialogPrimitive.Close asChild>
        <Button type="button" variant="outline">
          {cancel}
        </Button>
      </DialogPrimitive.Close>
      <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={busy}>
        {label}
      </Button>
    </>
  );
}

/**
 * The dialog as every screen lays it out: the title and its description, the body, the footer's buttons; a form
 * when `onSubmit` is given. Put it inside `<Dialog>`; the parts above stay for a layout this does not fit.
 */
export function DialogPanel({
  title,
  titleClassName,
  description,
  descriptionClassName,
  footer,
  onSubmit,
  formLabel,
  noValidate,
  submit,
  children,
  ...content
}: DialogPanelProps) {
  const buttons = submit ? <FormDialogButtons {...submit} /> : footer;
  const footerRow = buttons ? <DialogFooter>{buttons}</DialogFooter> : null;
  return (
    <DialogContent {...(description ? {} : { 'aria-describedby': undefined })} {...content}>
      <DialogHeader>
        <DialogTitle className={titleClassName}>{title}</DialogTitle>
        {description ? <DialogDescription className={descriptionClassName}>{description}</DialogDescription> : null}
      </DialogHeader>
      {onSubmit ? (
        <form className="grid gap-4" onSubmit={onSubmit} aria-label={formLabel} noValidate={noValidate}>
          {children}
          {footerRow}
        </form>
      ) : (
        <>
          {children}
          {footerRow}
        </>
      )}
    </DialogContent>
  );
}
