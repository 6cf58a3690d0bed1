import { offersQueryOptions, useOfferMove, useOffersFollowNotifications } from '@naija-homes/client/queries/offers';
import { formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { allowedOfferActions, type Offer, offerStatuses } from '@naija-homes/contracts/offer';
import { ConfirmDialog } from '@naija-homes/ui-kit/components/alert-dialog';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList } from '@naija-homes/ui-kit/components/card-list';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { PageHeader } from '@naija-homes/ui-kit/components/page-header';
import { StatusSelect } from '@naija-homes/ui-kit/components/status-select';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { useListParams } from '@naija-homes/ui-kit/hooks/use-list-params';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { choiceParam } from '@naija-homes/ui-kit/lib/search-params';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { ImageIcon } from 'lucide-react';
import { useState } from 'react';

/** /buyer/my-offers: the offers I sent, their answers, and what I can still do (withdraw, answer a counter). */
export function MyOffers() {
  const { params, page, update, setPage } = useListParams();
  useOffersFollowNotifications();
  const status = choiceParam(params, 'status', offerStatuses);
  const list = useQuery(offersQueryOptions('buyer', page, status));
  const [withdrawing, setWithdrawing] = useState<Offer | null>(null);
  // Accepting a counter closes the deal for good (ADR 026), so it asks first, as the agent's accept does.
  const [accepting, setAccepting] = useState<Offer | null>(null);
  const move = useOfferMove(
    toastOutcome(() => {
      setWithdrawing(null);
      setAccepting(null);
    }),
  );

  return (
    <>
      <PageHeader title="My Offers" description="Offers you have sent to agents and their answers." />
      <StatusSelect
        statuses={offerStatuses}
        value={status}
        allLabel="All offers"
        onChange={(value) => update({ status: value, page: null })}
      />
      <CardList
        query={list}
        label="My offers"
        page={page}
        onPageChange={setPage}
        empty={
          <Button asChild variant="outline">
            <Link to="/properties?propertyFor=sale">Browse homes for sale</Link>
          </Button>
        }
        renderItem={(offer) => (
          <OfferCard
            key={offer._id}
            offer={offer}
            busy={move.isPending && move.variables?.id === offer._id}
            onAccept={() => setAccepting(offer)}
            onDecline={() => move.mutate({ id: offer._id, action: 'decline' })}
            onWithdraw={() => setWithdrawing(offer)}
          />
        )}
      />
      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => !open && setAccepting(null)}
        title={accepting ? `Accept the counter-offer on ${accepting.requestNo}?` : 'Accept this counter-offer?'}
        description={
          accepting
            ? `You agree to pay ${formatNaira(accepting.counterPrice ?? accepting.offerPrice)} for ${accepting.propertyId.title ?? 'this listing'}. The agent is told at once, and this cannot be undone.`
            : undefined
        }
        confirmText="Yes, accept"
        cancelText="No"
        busy={move.isPending}
        onConfirm={() => {
          if (!accepting) return;
          // A failed accept (the agent accepted another offer first) closes too: its toast says why.
          move.mutate({ id: accepting._id, action: 'accept' }, { onError: () => setAccepting(null) });
        }}
      />
      <ConfirmDialog
        open={withdrawing !== null}
        onOpenChange={(open) => !open && setWithdrawing(null)}
        title="Withdraw this offer?"
        description={
          withdrawing
            ? `Your offer ${withdrawing.requestNo} of ${formatNaira(withdrawing.offerPrice)} will be withdrawn and the agent told.`
            : undefined
        }
        confirmText="Yes, withdraw"
        destructive
        busy={move.isPending}
        onConfirm={() => withdrawing && move.mutate({ id: withdrawing._id, action: 'withdraw' })}
      />
    </>
  );
}

function OfferCard({
  offer,
  busy,
  onAccept,
  onDecline,
  onWithdraw,
}: {
  offer: Offer;
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onWithdraw: () => void;
}) {
  const actions = allowedOfferActions('buyer', offer.status);
  const property = offer.propertyId;
  return (
    <li className="grid gap-3 rounded-card border border-border bg-surface p-4 sm:grid-cols-[7rem_1fr]">
      {property.photo ? (
        <img
          src={property.photo}
          alt=""
          width={112}
          height={84}
          loading="lazy"
          className="h-21 w-28 rounded-md object-cover"
        />
      ) : (
        <span className="grid h-21 w-28 place-items-center rounded-md bg-muted text-muted-foreground">
          <ImageIcon className="size-6" aria-label="No photo" />
        </span>
      )}
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0">
            <Link to={`/properties/${property.slug}`} className="user-text font-medium hover:underline">
              {property.title ?? 'Listing'}
            </Link>
            <span className="user-text text-xs text-muted-foreground">
              {[property.address, property.city].filter(Boolean).join(', ')}
            </span>
          </div>
          <Chip tone={statusTone(offer.status)}>{offer.status}</Chip>
        </div>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-muted-foreground">Request</dt>
            <dd className="font-medium">{offer.requestNo}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">My offer</dt>
            <dd className="font-medium">{formatNaira(offer.offerPrice)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Asking</dt>
            <dd>{property.price === null ? 'N/A' : formatNaira(property.price)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted-foreground">Sent</dt>
            <dd>{formatLagosDate(offer.createdAt)}</dd>
          </div>
        </dl>
        <UserText
          className="text-sm text-muted-foreground"
          text={`To ${offer.agent.fullName}: “${offer.description}”`}
        />
        {offer.counterPrice !== null ? (
          <div className="rounded-lg bg-blue-50 p-3 text-sm text-blue-900">
            <p className="font-medium">Counter-offer: {formatNaira(offer.counterPrice)}</p>
            {offer.counterMessage ? <UserText text={`“${offer.counterMessage}”`} /> : null}
          </div>
        ) : null}
        {actions.length ? (
          <div className="flex flex-wrap gap-2">
            {actions.includes('accept') ? (
              <Button size="sm" loading={busy} onClick={onAccept}>
                Accept {offer.counterPrice === null ? '' : formatNaira(offer.counterPrice)}
              </Button>
            ) : null}
            {actions.includes('decline') ? (
              <Button size="sm" variant="outline" disabled={busy} onClick={onDecline}>
                Decline
              </Button>
            ) : null}
            {actions.includes('withdraw') ? (
              <Button size="sm" variant="ghost" className="text-destructive" disabled={busy} onClick={onWithdraw}>
                Withdraw
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
