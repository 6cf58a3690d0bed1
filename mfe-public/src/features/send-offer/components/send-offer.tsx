import { useSession } from '@naija-homes/client/queries/session';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { formatNaira } from '@naija-homes/contracts/format';
import { offerCreateSchema } from '@naija-homes/contracts/offer';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Dialog, DialogClose, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { OfferFields } from '@naija-homes/ui-kit/components/offer-fields';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { HandCoinsIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSendOffer } from '../api/send-offer';

export interface SendOfferProps {
  property: { _id: string; title: string; price: number | null; owner: { _id: string; fullName: string } };
}

/**
 * The Send Offer button and dialog (spec §2, §5, §6) on listings for sale or rent: buyers offer a price with a
 * message; visitors are asked to sign in; other signed-in roles see the button disabled.
 */
export function SendOffer({ property }: SendOfferProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  const blocked = Boolean(user) && user?.role !== 'BUYER';
  return (
    <div className="grid gap-1">
      <Button
        variant="outline"
        disabled={blocked}
        onClick={() => (user ? setOpen(true) : window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT)))}
      >
        <HandCoinsIcon aria-hidden="true" /> Send Offer
      </Button>
      {blocked ? <p className="text-xs text-muted-foreground">Only buyers can send offers.</p> : null}
      {user && !blocked ? <SendOfferDialog property={property} open={open} onOpenChange={setOpen} /> : null}
    </div>
  );
}

function SendOfferDialog({
  property,
  open,
  onOpenChange,
}: SendOfferProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ offerPrice?: string; description?: string; form?: string }>({});
  const [sentRequest, setSentRequest] = useState<string | null>(null);
  const send = useSendOffer();

  function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = offerCreateSchema.safeParse({
      offerPrice: price,
      description: message,
      propertyId: property._id,
      agentId: property.owner._id,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const text = firstIssueMessage(parsed.error);
      setErrors(
        field === 'offerPrice'
          ? { offerPrice: text }
          : field === 'description'
            ? { description: text }
            : { form: text },
      );
      toastInvalid(text);
      return;
    }
    setErrors({});
    send.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setSentRequest(answer.data.requestNo);
        setPrice('');
        setMessage('');
      },
      onError: (failure) => setErrors({ form: failure.message }),
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setErrors({});
          setSentRequest(null);
        }
        onOpenChange(next);
      }}
    >
      {/* Both steps are the one DialogPanel in one place (no key): sending swaps its content, the dialog stays. */}
      {sentRequest ? (
        <DialogPanel
          title="Offer sent"
          description={`${property.owner.fullName} has your offer ${sentRequest}. You will be told when they answer.`}
          footer={
            <>
              <Button asChild variant="outline">
                <Link to="/buyer/my-offers">See my offers</Link>
              </Button>
              <DialogClose asChild>
                <Button>OK</Button>
              </DialogClose>
            </>
          }
        />
      ) : (
        <DialogPanel
          title="Send Offer"
          description={`${property.title}${property.price ? ` · asking ${formatNaira(property.price)}` : ''}`}
          onSubmit={submit}
          noValidate
          submit={{ label: 'Send Offer', busy: send.isPending }}
        >
          <OfferFields
            priceLabel="Offer Price"
            price={price}
            pricePlaceholder="e.g. 40,000,000"
            priceError={errors.offerPrice}
            onPriceChange={(text) => {
              setPrice(text);
              setErrors((current) => ({ ...current, offerPrice: undefined }));
            }}
            message={message}
            messagePlaceholder="Tell the agent about your offer: how you will pay, when you can move"
            messageError={errors.description}
            onMessageChange={(value) => {
              setMessage(value);
              setErrors((current) => ({ ...current, description: undefined }));
            }}
            formError={errors.form}
            onSubmit={() => submit()}
          />
        </DialogPanel>
      )}
    </Dialog>
  );
}
