import { offersQueryOptions, useOfferMove, useOffersFollowNotifications } from '@naija-homes/client/queries/offers';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { messages } from '@naija-homes/contracts/messages';
import { allowedOfferActions, type Offer, offerCounterSchema, offerStatuses } from '@naija-homes/contracts/offer';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { DataTable } from '@naija-homes/ui-kit/components/data-table';
import { Dialog, DialogPanel } from '@naija-homes/ui-kit/components/dialog';
import { OfferFields } from '@naija-homes/ui-kit/components/offer-fields';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { StatusSelect } from '@naija-homes/ui-kit/components/status-select';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';

/** /agent/offer-requests (spec §3 Offer requests): offers on my listings, with accept, decline and counter. */
export function OfferRequests() {
  const { params, page, update } = useListParams();
  useOffersFollowNotifications();
  const status = choiceParam(params, 'status', offerStatuses);
  const list = useQuery(offersQueryOptions('agent', page, status));
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const move = useOfferMove(toastOutcome(() => setAccepting(null)));
  const [countering, setCountering] = useState<Offer | null>(null);

  return (
    <>
      <PageHeader title="Offer Requests" description="Offers buyers sent on your listings." />
      <StatusSelect
        statuses={offerStatuses}
        value={status}
        allLabel="All offers"
        onChange={(value) => update({ status: value, page: null })}
      />
      <DataTable
        error={list.error}
        onRetry={() => void list.refetch()}
        caption="Offer requests"
        stackOnMobile
        rows={list.data?.data}
        rowKey={(offer) => offer._id}
        isLoading={list.isPending}
        emptyText={messages.noRecord}
        page={page}
        totalPages={list.data?.totalPages ?? 1}
        onPageChange={(next) => update({ page: String(next) })}
        columns={[
          {
            key: 'requestNo',
            header: 'Request No',
            cell: (offer) => <span className="font-medium">{offer.requestNo}</span>,
          },
          { key: 'buyer', header: 'Buyer', cell: (offer) => offer.owner.fullName },
          {
            key: 'property',
            header: 'Property',
            className: 'min-w-40 max-w-72',
            cell: (offer) => (
              <div className="grid min-w-0">
                <a
                  href={`/properties/${offer.propertyId.slug}`}
                  target="_blank"
                  rel="noopener"
                  className="font-medium hover:underline user-text"
                >
                  {offer.propertyId.address || offer.propertyId.title}
                </a>
                <span className="text-xs text-muted-foreground">
                  Asking {offer.propertyId.price === null ? 'N/A' : formatNaira(offer.propertyId.price)}
                </span>
              </div>
            ),
          },
          {
            key: 'offer',
            header: 'Offer Price',
            cell: (offer) => (
              <div className="grid" title={offer.description}>
                <span className="font-medium">{formatNaira(offer.offerPrice)}</span>
                {offer.counterPrice !== null ? (
                  <span className="text-xs text-muted-foreground">Countered {formatNaira(offer.counterPrice)}</span>
                ) : null}
              </div>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            cell: (offer) => <Chip tone={statusTone(offer.status)}>{offer.status}</Chip>,
          },
          { key: 'date', header: 'Received', cell: (offer) => formatLagosDate(offer.createdAt) },
          {
            key: 'actions',
            header: 'Actions',
            cell: (offer) => {
              const actions = allowedOfferActions('agent', offer.status);
              if (!actions.length) {
                return (
                  <span className="text-xs text-muted-foreground">
                    {offer.status === 'countered' ? 'Waiting for the buyer' : 'Closed'}
                  </span>
                );
              }
              const busy = move.isPending && move.variables?.id === offer._id;
              return (
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    loading={busy && move.variables?.action === 'accept'}
                    disabled={busy}
                    aria-label={`Accept offer ${offer.requestNo}`}
                    onClick={() => setAccepting(offer)}
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={busy}
                    aria-label={`Counter offer ${offer.requestNo}`}
                    onClick={() => setCountering(offer)}
                  >
                    Counter
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-destructive"
                    disabled={busy}
                    aria-label={`Decline offer ${offer.requestNo}`}
                    onClick={() => move.mutate({ id: offer._id, action: 'decline' })}
                  >
                    Decline
                  </Button>
                </div>
              );
            },
          },
        ]}
      />
      <CounterDialog offer={countering} onClose={() => setCountering(null)} />
      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={accepting ? `Accept offer ${accepting.requestNo}?` : 'Accept this offer?'}
        description={
          accepting
            ? `${accepting.owner.fullName}’s offer of ${formatNaira(accepting.offerPrice)} will be accepted. Every other open offer on this listing will be declined and its buyer told. This cannot be undone.`
            : undefined
        }
        confirmText="Yes, accept"
        cancelText="No"
        busy={move.isPending}
        onConfirm={() => {
          if (!accepting) return;
          // A failed accept (another offer won first) closes too: its toast says why and the list refreshes.
          move.mutate({ id: accepting._id, action: 'accept' }, { onError: () => setAccepting(null) });
        }}
      />
    </>
  );
}

function CounterDialog({ offer, onClose }: { offer: Offer | null; onClose: () => void }) {
  const [price, setPrice] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ offerPrice?: string; message?: string; form?: string }>({});
  const close = () => {
    setPrice('');
    setMessage('');
    setErrors({});
    onClose();
  };
  const move = useOfferMove(toastOutcome(close));

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!offer) return;
    const parsed = offerCounterSchema.safeParse({ offerPrice: price, message });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      const text = firstIssueMessage(parsed.error);
      setErrors(
        field === 'offerPrice' ? { offerPrice: text } : field === 'message' ? { message: text } : { form: text },
      );
      toastInvalid(text);
      return;
    }
    move.mutate(
      { id: offer._id, action: 'counter', counter: parsed.data },
      { onError: (failure) => setErrors({ form: failure.message }) },
    );
  }

  return (
    <Dialog open={offer !== null} onOpenChange={(open) => !open && close()}>
      <DialogPanel
        title={`Counter offer ${offer?.requestNo ?? ''}`}
        description={
          offer
            ? `${offer.owner.fullName} offered ${formatNaira(offer.offerPrice)}${offer.propertyId.price ? ` against your asking ${formatNaira(offer.propertyId.price)}` : ''}: “${offer.description}”`
            : null
        }
        onSubmit={submit}
        noValidate
        submit={{ label: 'Send counter-offer', busy: move.isPending }}
      >
        <OfferFields
          priceLabel="Your price"
          price={price}
          priceError={errors.offerPrice}
          onPriceChange={(text) => {
            setPrice(text);
            setErrors((current) => ({ ...current, offerPrice: undefined }));
          }}
          message={message}
          messagePlaceholder="Why this price: what is included, how soon you can close"
          messageError={errors.message}
          onMessageChange={(value) => {
            setMessage(value);
            setErrors((current) => ({ ...current, message: undefined }));
          }}
          formError={errors.form}
          onSubmit={() => submit()}
        />
      </DialogPanel>
    </Dialog>
  );
}
