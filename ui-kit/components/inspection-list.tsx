import type { DealSide } from '@naija-homes/contracts/deal';
import { formatLagosTimeRange } from '@naija-homes/contracts/format';
import {
  allowedInspectionActions,
  type Inspection,
  type InspectionAction,
  inspectionMessages,
} from '@naija-homes/contracts/inspection';
import { BookingCard } from '@naija-homes/ui-kit/components/booking-card';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList, type CardListQuery } from '@naija-homes/ui-kit/components/card-list';
import { DealChatButton, DealRefuseButton } from '@naija-homes/ui-kit/components/deal-actions';
import { ReasonDialog } from '@naija-homes/ui-kit/components/reason-dialog';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { CheckIcon } from 'lucide-react';
import { type ReactNode, useState } from 'react';

/** One move of an inspection, as the client's useInspectionMove sends it. */
export interface InspectionMoveRequest {
  id: string;
  action: InspectionAction;
  reason?: string;
}

/** The move mutation, as `useInspectionMove` (client/queries/inspections) returns it. */
export interface InspectionMoveMutation {
  mutate: (move: InspectionMoveRequest) => void;
  isPending: boolean;
  variables?: InspectionMoveRequest | undefined;
}

interface InspectionListProps {
  /** Whose list it is: the buyer's requests or the agent's. */
  side: DealSide;
  label: string;
  list: CardListQuery<Inspection>;
  page: number;
  onPageChange: (page: number) => void;
  /** client/queries/inspections' `useInspectionMove`, called here with the list's own callbacks. */
  useMove: (callbacks: {
    onSuccess: (answer: { message?: string }) => void;
    onError: (failure: Error) => void;
  }) => InspectionMoveMutation;
  /** Under the empty text: where to go next. */
  empty?: ReactNode;
}

/**
 * The inspections of both sides (/buyer/my-bookings?tab=inspections, /agent/bookings?tab=inspections): when, where
 * and with whom, the moves the side may make now (contracts' state table), the chat, and the cancel with a reason.
 */
export function InspectionList({ side, label, list, page, onPageChange, useMove, empty }: InspectionListProps) {
  const [cancelling, setCancelling] = useState<Inspection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useMove({
    ...toastOutcome(() => setCancelling(null)),
    onError: (failure) => setError(failure.message),
  });
  const send = (request: InspectionMoveRequest) => {
    setError(null);
    move.mutate(request);
  };
  const otherOf = (inspection: Inspection) => (side === 'buyer' ? inspection.agent : inspection.owner);
  return (
    <>
      <CardList
        query={list}
        label={label}
        // A refused cancel shows in its dialog; any other refused move above the list.
        problem={cancelling ? null : error}
        page={page}
        onPageChange={onPageChange}
        empty={empty}
        renderItem={(inspection) => {
          const actions = allowedInspectionActions(side, inspection.status);
          const busy = move.isPending && move.variables?.id === inspection._id;
          const when = formatLagosTimeRange(inspection.startsAt, inspection.endsAt);
          const other = otherOf(inspection).fullName;
          const reasonBy = inspection.cancelledBy === side ? 'You' : other;
          return (
            <BookingCard
              key={inspection._id}
              listing={inspection.propertyId}
              stay={when}
              status={inspection.status}
              reference={`Inspection with ${other}`}
              actions={
                <>
                  {actions.includes('confirm') ? (
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Confirm the inspection with ${other} on ${when}`}
                      onClick={() => send({ id: inspection._id, action: 'confirm' })}
                    >
                      <CheckIcon aria-hidden="true" /> Confirm
                    </Button>
                  ) : null}
                  {actions.includes('decline') ? (
                    <DealRefuseButton disabled={busy} onClick={() => send({ id: inspection._id, action: 'decline' })}>
                      Decline
                    </DealRefuseButton>
                  ) : null}
                  {actions.includes('cancel') ? (
                    <DealRefuseButton
                      disabled={busy}
                      onClick={() => {
                        setError(null);
                        setCancelling(inspection);
                      }}
                    >
                      Cancel
                    </DealRefuseButton>
                  ) : null}
                  <DealChatButton area={side} roomId={inspection.roomId} name={other} />
                </>
              }
            >
              {inspection.message || inspection.reason ? (
                <UserText
                  className="text-xs text-muted-foreground"
                  text={[
                    inspection.message ? `“${inspection.message}”` : '',
                    inspection.reason ? `${reasonBy}: “${inspection.reason}”` : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                />
              ) : null}
            </BookingCard>
          );
        }}
      />
      <ReasonDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this inspection?"
        description={
          cancelling
            ? `${cancelling.propertyId.title}, ${formatLagosTimeRange(cancelling.startsAt, cancelling.endsAt)}. ${otherOf(cancelling).fullName} will be told why.`
            : undefined
        }
        label="Reason"
        minLength={5}
        maxLength={200}
        tooShort={inspectionMessages.reasonRequired}
        confirmText="Cancel inspection"
        destructive
        busy={move.isPending}
        error={error}
        onConfirm={(reason) => cancelling && send({ id: cancelling._id, action: 'cancel', reason })}
      />
    </>
  );
}
