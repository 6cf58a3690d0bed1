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
} from '@naija-homes/contracts/booking';
import { formatLagosDate, formatLagosDateTime, formatNaira } from '@naija-homes/contracts/format';
import { BookingCard, stayCardFacts } from '@naija-homes/ui-kit/components/booking-card';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList } from '@naija-homes/ui-kit/components/card-list';
import { DealChatButton, DealRefuseButton } from '@naija-homes/ui-kit/components/deal-actions';
import { ReasonDialog } from '@naija-homes/ui-kit/components/reason-dialog';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { Link, useSearchParams } from '@naija-homes/ui-kit/lib/router';
import { pageParam, withParams } from '@naija-homes/ui-kit/lib/search-params';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** /buyer/my-bookings: my short-let stays (spec §2 booking card: per-night price, chat and cancel). */
export function MyBookings() {
  const [params, setParams] = useSearchParams();
  useBookingsFollowNotifications();
  const page = pageParam(params);
  const list = useQuery(bookingsQueryOptions('buyer', page, null));
  const [cancelling, setCancelling] = useState<Booking | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useBookingMove({
    ...toastOutcome(() => setCancelling(null)),
    onError: (failure) => setError(failure.message),
  });

  return (
    <>
      <CardList
        query={list}
        label="My bookings"
        skeletonClassName="h-36"
        page={page}
        onPageChange={(next) => setParams(withParams(params, { page: String(next) }))}
        empty={
          <Button asChild variant="outline">
            <Link to="/properties?propertyFor=short-let">Find a short-let</Link>
          </Button>
        }
        renderItem={(booking) => (
          <BookingCard
            key={booking._id}
            {...stayCardFacts(booking)}
            actions={
              <>
                <DealChatButton area="buyer" roomId={booking.roomId} name={booking.agent.fullName} />
                {allowedBookingActions('buyer', booking.status).includes('cancel') ? (
                  <DealRefuseButton
                    onClick={() => {
                      setError(null);
                      setCancelling(booking);
                    }}
                  >
                    Cancel
                  </DealRefuseButton>
                ) : null}
              </>
            }
          >
            <UserText
              className="text-xs text-muted-foreground"
              text={`${
                booking.status === 'pending'
                  ? `Waiting for ${booking.agent.fullName} to confirm, by ${formatLagosDateTime(booking.respondBy)}.`
                  : booking.reason
                    ? `${booking.cancelledBy === 'buyer' ? 'You' : booking.agent.fullName}: “${booking.reason}”`
                    : `With ${booking.agent.fullName}.`
              }${booking.cautionFee > 0 ? ` The total includes a refundable caution fee of ${formatNaira(booking.cautionFee)}.` : ''}`}
            />
          </BookingCard>
        )}
      />
      <ReasonDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={`Cancel booking ${cancelling?.bookingNo ?? ''}?`}
        description={
          cancelling
            ? `${cancelling.propertyId.title}, ${formatLagosDate(cancelling.checkIn)} to ${formatLagosDate(cancelling.checkOut)}. ${cancelling.agent.fullName} will be told why.`
            : undefined
        }
        label="Reason"
        minLength={BOOKING_REASON_MIN}
        maxLength={BOOKING_REASON_MAX}
        tooShort={bookingMessages.reasonRequired}
        confirmText="Cancel booking"
        destructive
        busy={move.isPending}
        error={error}
        onConfirm={(reason) => cancelling && move.mutate({ id: cancelling._id, action: 'cancel', reason })}
      />
    </>
  );
}
