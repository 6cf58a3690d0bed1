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
import { type UseDealMove, useDealMoves } from '@naija-homes/ui-kit/hooks/use-deal-moves';
import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface InspectionListProps {
  /** Whose list it is: the buyer's requests or the agent's. */
  side: DealSide;
  label: string;
  list: CardListQuery<Inspection>;
  page: number;
  onPageChange: (page: number) => void;
  /** client/queries/inspections' `useInspectionMove`. */
  useMove: UseDealMove<InspectionAction>;
  /** Under the empty text: where to go next. */
  empty?: ReactNode;
}

/**
 * The inspections of both sides (/buyer/my-bookings?tab=inspections, /agent/bookings?tab=inspections): when, where
 * and with whom, the moves the side may make now (contracts' state table), the chat, and the cancel with a reason.
 */
export function InspectionList({ side, label, list, page, onPageChange, useMove, empty }: InspectionListProps) {
  const { asking, error, problem, ask, close, send, busy, move } = useDealMoves<Inspection, InspectionAction>(useMove);
  const cancelling = asking?.deal ?? null;
  const otherOf = (inspection: Inspection) => (side === 'buyer' ? inspection.agent : inspection.owner);
  return (
    <>
      <CardList
        query={list}
        label={label}
        problem={problem}
        page={page}
        onPageChange={onPageChange}
        empty={empty}
        renderItem={(inspection) => {
          const actions = allowedInspectionActions(side, inspection.status);
          const waiting = busy(inspection);
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
                      disabled={waiting}
                      aria-label={`Confirm the inspection with ${other} on ${when}`}
                      onClick={() => send({ id: inspection._id, action: 'confirm' })}
                    >
                      <CheckIcon aria-hidden="true" /> Confirm
                    </Button>
                  ) : null}
                  {actions.includes('decline') ? (
                    <DealRefuseButton
                      disabled={waiting}
                      onClick={() => send({ id: inspection._id, action: 'decline' })}
                    >
                      Decline
                    </DealRefuseButton>
                  ) : null}
                  {actions.includes('cancel') ? (
                    <DealRefuseButton disabled={waiting} onClick={() => ask(inspection, 'cancel')}>
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
        onOpenChange={(open) => !open && close()}
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
