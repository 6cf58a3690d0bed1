import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { returnFocusTo } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { type FormEvent, type ReactNode, type RefObject, useRef } from 'react';

/**
 * The frame of a decision on a listing: a title, what will happen, the form's own fields, the problem (the form's
 * check or the server's refusal) where a screen reader reaches it, and Back / confirm. Focus starts on Back (a
 * stray Enter never decides) unless a field takes it, and returns to the row's button that opened the dialog.
 */
export function DecisionDialog({
  open,
  onClose,
  opener,
  title,
  description,
  confirmText,
  destructive = false,
  busy = false,
  problem,
  onSubmit,
  children,
  focusFirstField = false,
}: {
  open: boolean;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
  title: string;
  description: ReactNode;
  confirmText: string;
  destructive?: boolean;
  busy?: boolean;
  problem?: string | null;
  onSubmit: () => void;
  children?: ReactNode;
  focusFirstField?: boolean;
}) {
  const back = useRef<HTMLButtonElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <Dialog open={open} onOpenChange={(next) => (next || busy ? undefined : onClose())}>
      <DialogPanel
        className="max-w-lg"
        onOpenAutoFocus={(event) => {
          if (focusFirstField) return;
          event.preventDefault();
          back.current?.focus();
        }}
        onCloseAutoFocus={returnFocusTo(opener)}
        onPointerDownOutside={(event) => event.preventDefault()}
        title={title}
        titleClassName="user-text"
        description={description}
        onSubmit={submit}
        noValidate
        footer={
          <>
            <Button ref={back} type="button" variant="outline" onClick={onClose} disabled={busy}>
              Back
            </Button>
            <Button type="submit" variant={destructive ? 'destructive' : 'default'} loading={busy}>
              {confirmText}
            </Button>
          </>
        }
      >
        {children}
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </DialogPanel>
    </Dialog>
  );
}
