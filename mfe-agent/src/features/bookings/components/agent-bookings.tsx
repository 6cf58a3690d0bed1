import {
  bookingsQueryOptions,
  useBookingMove,
  useBookingsFollowNotifications,
} from '@naija-homes/client/queries/bookings';
import {
  allowedBookingActions,
  BOOKING_REASON_MAX,
  BOOKING_REASON_MIN,
  type Booking,
  bookingMessages,
  bookingStatuses,
} from '@naija-homes/contracts/booking';
import { formatLagosDate, formatLagosDateTime } from '@naija-homes/contracts/format';
import { BookingCard, stayCardFacts } from '@naija-homes/ui-kit/components/booking-card';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList } from '@naija-homes/ui-kit/components/card-list';
import { DealChatButton, DealRefuseButton } from '@naija-homes/ui-kit/components/deal-actions';
import { ReasonDialog } from '@naija-homes/ui-kit/components/reason-dialog';
import { StatusSelect } from '@naija-homes/ui-kit/components/status-select';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { choiceParam, pageParam, withParams } from '@naija-homes/ui-kit/lib/search-params';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { ListingCalendars } from './listing-calendars';

type Asking = { booking: Booking; action: 'decline' | 'cancel' };

/** /agent/bookings: stays booked at my short-lets; confirm or decline requests before their deadline, cancel, chat. */
export function AgentBookings() {
  const [params, setParams] = useSearchParams();
  useBookingsFollowNotifications();
  const page = pageParam(params);
  const status = choiceParam(params, 'status', bookingStatuses);
  const list = useQuery(bookingsQueryOptions('agent', page, status));
  const [asking, setAsking] = useState<Asking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useBookingMove({
    ...toastOutcome(() => setAsking(null)),
    onError: (failure) => setError(failure.message),
  });
  const change = (changes: Record<string, string | null>) => setParams(withParams(params, changes));

  return (
    <>
      <StatusSelect
        statuses={bookingStatuses}
        value={status}
        allLabel="All bookings"
        onChange={(value) => change({ status: value, page: null })}
      />
      <CardList
        query={list}
        label="Bookings"
        skeletonClassName="h-36"
        problem={error}
        page={page}
        onPageChange={(next) => change({ page: String(next) })}
        renderItem={(booking) => {
          const actions = allowedBookingActions('agent', booking.status);
          const busy = move.isPending && move.variables?.id === booking._id;
          return (
            <BookingCard
              key={booking._id}
              {...stayCardFacts(booking)}
              actions={
                <>
                  {actions.includes('confirm') ? (
                    <Button
                      size="sm"
                      loading={busy && move.variables?.action === 'confirm'}
                      disabled={busy}
                      aria-label={`Confirm booking ${booking.bookingNo}`}
                      onClick={() => {
                        setError(null);
                        move.mutate({ id: booking._id, action: 'confirm' });
                      }}
                    >
                      <CheckIcon aria-hidden="true" /> Confirm
                    </Button>
                  ) : null}
                  {actions.includes('decline') || actions.includes('cancel') ? (
                    <DealRefuseButton
                      disabled={busy}
                      aria-label={`${actions.includes('decline') ? 'Decline' : 'Cancel'} booking ${booking.bookingNo}`}
                      onClick={() => {
                        setError(null);
                        setAsking({ booking, action: actions.includes('decline') ? 'decline' : 'cancel' });
                      }}
                    >
                      {actions.includes('decline') ? 'Decline' : 'Cancel'}
                    </DealRefuseButton>
                  ) : null}
                  <DealChatButton area="agent" roomId={booking.roomId} name={booking.owner.fullName} />
                </>
              }
            >
              <UserText
                className="text-xs text-muted-foreground"
                text={[
                  booking.owner.fullName,
                  booking.message ? `: “${booking.message}”` : '',
                  booking.status === 'pending' ? ` · Answer by ${formatLagosDateTime(booking.respondBy)}` : '',
                  booking.reason
                    ? ` · ${booking.cancelledBy === 'agent' ? 'You' : booking.owner.fullName}: “${booking.reason}”`
                    : '',
                ].join('')}
              />
            </BookingCard>
          );
        }}
      />
      <ListingCalendars />
      <ReasonDialog
        open={asking !== null}
        onOpenChange={(open) => !open && setAsking(null)}
        title={`${asking?.action === 'decline' ? 'Decline' : 'Cancel'} booking ${asking?.booking.bookingNo ?? ''}?`}
        description={
          asking
            ? `${asking.booking.owner.fullName}, ${formatLagosDate(asking.booking.checkIn)} to ${formatLagosDate(asking.booking.checkOut)}. They will be told why.`
            : undefined
        }
        label={asking?.action === 'decline' ? 'Reason (optional)' : 'Reason'}
        minLength={asking?.action === 'decline' ? 0 : BOOKING_REASON_MIN}
        maxLength={BOOKING_REASON_MAX}
        tooShort={bookingMessages.reasonRequired}
        confirmText={asking?.action === 'decline' ? 'Decline' : 'Cancel booking'}
        destructive
        busy={move.isPending}
        error={error}
        onConfirm={(reason) =>
          asking && move.mutate({ id: asking.booking._id, action: asking.action, ...(reason ? { reason } : {}) })
        }
      />
    </>
  );
}
