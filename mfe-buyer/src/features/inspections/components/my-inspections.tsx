import {
  inspectionsQueryOptions,
  useInspectionMove,
  useInspectionsFollowNotifications,
} from '@naija-homes/client/queries/inspections';
import { formatLagosTimeRange } from '@naija-homes/contracts/format';
import { allowedInspectionActions, type Inspection, inspectionMessages } from '@naija-homes/contracts/inspection';
import { BookingCard } from '@naija-homes/ui-kit/components/booking-card';
import { Button } from '@naija-homes/ui-kit/components/button';
import { CardList } from '@naija-homes/ui-kit/components/card-list';
import { DealChatButton, DealRefuseButton } from '@naija-homes/ui-kit/components/deal-actions';
import { ReasonDialog } from '@naija-homes/ui-kit/components/reason-dialog';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** The buyer's inspections: when, where, with whom; chat with the agent or cancel with a reason. */
export function MyInspections() {
  useInspectionsFollowNotifications();
  const [page, setPage] = useState(1);
  const list = useQuery(inspectionsQueryOptions('buyer', page));
  const [cancelling, setCancelling] = useState<Inspection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useInspectionMove({
    ...toastOutcome(() => setCancelling(null)),
    onError: (failure) => setError(failure.message),
  });
  return (
    <>
      <CardList
        query={list}
        label="My inspections"
        page={page}
        onPageChange={setPage}
        empty={
          <Button asChild variant="outline">
            <Link to="/properties?propertyFor=rent">Find a home to inspect</Link>
          </Button>
        }
        renderItem={(inspection) => (
          <BookingCard
            key={inspection._id}
            listing={inspection.propertyId}
            stay={formatLagosTimeRange(inspection.startsAt, inspection.endsAt)}
            status={inspection.status}
            reference={`Inspection with ${inspection.agent.fullName}`}
            actions={
              <>
                <DealChatButton area="buyer" roomId={inspection.roomId} name={inspection.agent.fullName} />
                {allowedInspectionActions('buyer', inspection.status).includes('cancel') ? (
                  <DealRefuseButton
                    onClick={() => {
                      setError(null);
                      setCancelling(inspection);
                    }}
                  >
                    Cancel
                  </DealRefuseButton>
                ) : null}
              </>
            }
          >
            {inspection.reason ? (
              <UserText
                className="text-xs text-muted-foreground"
                text={`${inspection.cancelledBy === 'buyer' ? 'You' : inspection.agent.fullName}: “${inspection.reason}”`}
              />
            ) : null}
          </BookingCard>
        )}
      />
      <ReasonDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title="Cancel this inspection?"
        description={
          cancelling
            ? `${cancelling.propertyId.title}, ${formatLagosTimeRange(cancelling.startsAt, cancelling.endsAt)}.`
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
        onConfirm={(reason) => cancelling && move.mutate({ id: cancelling._id, action: 'cancel', reason })}
      />
    </>
  );
}
