import {
  allowedBookingActions,
  BOOKING_REASON_MAX,
  BOOKING_REASON_MIN,
  type Booking,
  type BookingAction,
  bookingMessages,
} from '@naija-homes/contracts/booking';
import type { DealSide } from '@naija-homes/contracts/deal';
import { formatLagosDate, formatLagosDateTime, formatNaira } from '@naija-homes/contracts/format';
import { BookingCard, stayCardFacts } from '@naija-homes/ui-kit/components/booking-card';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList, type CardListQuery } from '@naija-homes/ui-kit/components/card-list';
import { DealChatButton, DealRefuseButton } from '@naija-homes/ui-kit/components/deal-actions';
import { ReasonDialog } from '@naija-homes/ui-kit/components/reason-dialog';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { type UseDealMove, useDealMoves } from '@naija-homes/ui-kit/hooks/use-deal-moves';
import { CheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface BookingListProps {
  /** Whose list it is: the buyer's stays or the bookings at the agent's short-lets. */
  side: DealSide;
  label: string;
  list: CardListQuery<Booking>;
  page: number;
  onPageChange: (page: number) => void;
  /** client/queries/bookings' `useBookingMove`. */
  useMove: UseDealMove<BookingAction>;
  /** Under the empty text: where to go next. */
  empty?: ReactNode;
}

/** The line under a stay: what waits on whom, or who cancelled and why, as each side reads it. */
function stayNote(booking: Booking, side: DealSide): string {
  const reasonBy =
    booking.cancelledBy === side ? 'You' : side === 'buyer' ? booking.agent.fullName : booking.owner.fullName;
  const reason = booking.reason ? `${reasonBy}: “${booking.reason}”` : '';
  if (side === 'agent') {
    return [
      booking.owner.fullName,
      booking.message ? `: “${booking.message}”` : '',
      booking.status === 'pending' ? ` · Answer by ${formatLagosDateTime(booking.respondBy)}` : '',
      reason ? ` · ${reason}` : '',
    ].join('');
  }
  const state =
    booking.status === 'pending'
      ? `Waiting for ${booking.agent.fullName} to confirm, by ${formatLagosDateTime(booking.respondBy)}.`
      : reason || `With ${booking.agent.fullName}.`;
  const caution =
    booking.cautionFee > 0 ? ` The total includes a refundable caution fee of ${formatNaira(booking.cautionFee)}.` : '';
  return `${state}${caution}`;
}

/**
 * The short-let stays of both sides (/buyer/my-bookings, /agent/bookings): the stay, its price and status, the moves
 * the side may make now (contracts' state table: the agent confirms or declines a request, either cancels), the
 * chat, and the reason a refusal asks for (optional for a decline).
 */
export function BookingList({ side, label, list, page, onPageChange, useMove, empty }: BookingListProps) {
  const { asking, error, problem, ask, close, send, busy, move } = useDealMoves<Booking, BookingAction>(useMove);
  const declining = asking?.action === 'decline';
  const otherOf = (booking: Booking) => (side === 'buyer' ? booking.agent : booking.owner);
  return (
    <>
      <CardList
        query={list}
        label={label}
        skeletonClassName="h-36"
        problem={problem}
        page={page}
        onPageChange={onPageChange}
        empty={empty}
        renderItem={(booking) => {
          const actions = allowedBookingActions(side, booking.status);
          const waiting = busy(booking);
          const refusal = actions.includes('decline') ? 'decline' : actions.includes('cancel') ? 'cancel' : null;
          return (
            <BookingCard
              key={booking._id}
              {...stayCardFacts(booking)}
              actions={
                <>
                  {actions.includes('confirm') ? (
                    <Button
                      size="sm"
                      loading={waiting && move.variables?.action === 'confirm'}
                      disabled={waiting}
                      aria-label={`Confirm booking ${booking.bookingNo}`}
                      onClick={() => send({ id: booking._id, action: 'confirm' })}
                    >
                      <CheckIcon aria-hidden="true" /> Confirm
                    </Button>
                  ) : null}
                  {refusal ? (
                    <DealRefuseButton
                      disabled={waiting}
                      aria-label={`${refusal === 'decline' ? 'Decline' : 'Cancel'} booking ${booking.bookingNo}`}
                      onClick={() => ask(booking, refusal)}
                    >
                      {refusal === 'decline' ? 'Decline' : 'Cancel'}
                    </DealRefuseButton>
                  ) : null}
                  <DealChatButton area={side} roomId={booking.roomId} name={otherOf(booking).fullName} />
                </>
              }
            >
              <UserText className="text-xs text-muted-foreground" text={stayNote(booking, side)} />
            </BookingCard>
          );
        }}
      />
      <ReasonDialog
        open={asking !== null}
        onOpenChange={(open) => !open && close()}
        title={`${declining ? 'Decline' : 'Cancel'} booking ${asking?.deal.bookingNo ?? ''}?`}
        description={
          asking
            ? `${asking.deal.propertyId.title}, ${formatLagosDate(asking.deal.checkIn)} to ${formatLagosDate(asking.deal.checkOut)}. ${otherOf(asking.deal).fullName} will be told why.`
            : undefined
        }
        label={declining ? 'Reason (optional)' : 'Reason'}
        minLength={declining ? 0 : BOOKING_REASON_MIN}
        maxLength={BOOKING_REASON_MAX}
        tooShort={bookingMessages.reasonRequired}
        confirmText={declining ? 'Decline' : 'Cancel booking'}
        destructive
        busy={move.isPending}
        error={error}
        onConfirm={(reason) =>
          asking && send({ id: asking.deal._id, action: asking.action, ...(reason ? { reason } : {}) })
        }
      />
    </>
  );
}
