import type { User } from '@naija-homes/contracts/user';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { returnFocusTo } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { type RefObject, useRef } from 'react';
import { useBlockUser } from '../api/block-user';
import { useUnblockUser } from '../api/unblock-user';

type Target = Pick<User, '_id' | 'fullName' | 'isBlocked'>;

/**
 * Confirms blocking or unblocking a user. An alert dialog like the kit's ConfirmDialog (focus starts on Cancel, a
 * click outside does not dismiss it), but it keeps a failed request's message inside the dialog, where a screen
 * reader can reach it while the rest of the page is hidden behind the modal.
 */
export function BlockUserDialog({
  user,
  onClose,
  opener,
}: {
  user: Target | null;
  onClose: () => void;
  /** The button that opened the dialog, focused again when it closes. */
  opener?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {user ? <BlockUserContent key={user._id} user={user} onDone={onClose} opener={opener} /> : null}
    </Dialog>
  );
}

function BlockUserContent({
  user,
  onDone,
  opener,
}: {
  user: Target;
  onDone: () => void;
  opener?: RefObject<HTMLElement | null>;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  // `user` is the row as it was when the dialog opened, so the wording does not flip while the list refreshes.
  const blocking = !user.isBlocked;
  const action = blocking ? 'Block' : 'Unblock';
  const callbacks = {
    onSuccess: (response: { message: string }) => {
      toast.success(response.message);
      onDone();
    },
  };
  const block = useBlockUser(callbacks);
  const unblock = useUnblockUser(callbacks);
  const change = blocking ? block : unblock;
  return (
    <DialogPanel
      role="alertdialog"
      className="max-w-md"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        cancel.current?.focus();
      }}
      onCloseAutoFocus={returnFocusTo(opener)}
      onPointerDownOutside={(event) => event.preventDefault()}
      title={`${action} ${user.fullName}?`}
      description={
        blocking
          ? 'They will be signed out everywhere and cannot sign in until unblocked.'
          : 'They will be able to sign in again.'
      }
      footer={
        <>
          <Button ref={cancel} variant="outline" onClick={onDone} disabled={change.isPending}>
            Cancel
          </Button>
          <Button
            variant={blocking ? 'destructive' : 'default'}
            onClick={() => change.mutate(user._id)}
            loading={change.isPending}
          >
            {action}
          </Button>
        </>
      }
    >
      {change.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {change.error.message}
        </p>
      ) : null}
    </DialogPanel>
  );
}
