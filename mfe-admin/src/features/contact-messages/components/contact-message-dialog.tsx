import type { ContactMessageRow } from '@naija-homes/contracts/contact';
import { formatLagosDateTime } from '@naija-homes/contracts/format';
import { formatPhoneForDisplay } from '@naija-homes/contracts/phone-format';
import { Button, buttonVariants } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { returnFocusTo } from '@naija-homes/ui-kit/hooks/use-return-focus';
import { MailIcon } from 'lucide-react';
import type { RefObject } from 'react';
import { useMarkContactMessage } from '../api/mark-contact-message';
import { ContactMessageStatus } from './contact-message-status';

/** A reply in the admin's mail app, to the sender, on the same subject. */
export function replyHref(message: Pick<ContactMessageRow, 'email' | 'subject'>): string {
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

/** The whole message, a Reply link, and Mark handled (or Reopen); the dialog shows the message as the answer left it. */
export function ContactMessageDialog({
  message,
  onChange,
  onClose,
  opener,
}: {
  message: ContactMessageRow | null;
  onChange: (message: ContactMessageRow) => void;
  onClose: () => void;
  opener?: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog open={message !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {message ? (
        <ContactMessageContent key={message._id} message={message} onChange={onChange} opener={opener} />
      ) : null}
    </Dialog>
  );
}

function ContactMessageContent({
  message,
  onChange,
  opener,
}: {
  message: ContactMessageRow;
  onChange: (message: ContactMessageRow) => void;
  opener?: RefObject<HTMLElement | null>;
}) {
  const mark = useMarkContactMessage({
    onSuccess: (response) => {
      toast.success(response.message);
      onChange(response.data);
    },
  });
  const handled = message.handledAt !== null;
  return (
    <DialogPanel
      className="max-w-xl"
      onCloseAutoFocus={returnFocusTo(opener)}
      title={message.subject}
      titleClassName="user-text"
      description={`From ${message.firstName} (${message.email}), ${formatLagosDateTime(message.createdAt)}`}
      footer={
        <>
          <a className={buttonVariants({ variant: 'outline' })} href={replyHref(message)}>
            <MailIcon aria-hidden="true" /> Reply
          </a>
          <Button
            variant={handled ? 'outline' : 'default'}
            loading={mark.isPending}
            onClick={() => mark.mutate({ id: message._id, handled: !handled })}
          >
            {handled ? 'Reopen' : 'Mark handled'}
          </Button>
        </>
      }
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Email</dt>
        <dd className="user-text">
          <a className="text-primary underline underline-offset-2" href={`mailto:${message.email}`}>
            {message.email}
          </a>
        </dd>
        <dt className="text-muted-foreground">Phone</dt>
        <dd>
          {message.phoneNumber ? (
            <a className="text-primary underline underline-offset-2" href={`tel:${message.phoneNumber}`}>
              {formatPhoneForDisplay(message.phoneNumber)}
            </a>
          ) : (
            'N/A'
          )}
        </dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <ContactMessageStatus handled={handled} />
          {message.handledAt ? (
            <span className="text-xs text-muted-foreground">
              by {message.handledBy?.fullName ?? 'a former admin'}, {formatLagosDateTime(message.handledAt)}
            </span>
          ) : null}
        </dd>
      </dl>
      <p className="max-h-[50vh] overflow-y-auto rounded-md bg-muted p-3 text-sm whitespace-pre-wrap user-text">
        {message.message}
      </p>
      {mark.isError ? (
        <p role="alert" className="text-sm text-destructive">
          {mark.error.message}
        </p>
      ) : null}
    </DialogPanel>
  );
}
