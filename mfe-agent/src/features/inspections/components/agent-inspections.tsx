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
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { InspectionSlots } from './inspection-slots';

/** The agent's inspections: open times, then confirm or decline requests, cancel with a reason, chat. */
export function AgentInspections() {
  useInspectionsFollowNotifications();
  const [page, setPage] = useState(1);
  const list = useQuery(inspectionsQueryOptions('agent', page));
  const [cancelling, setCancelling] = useState<Inspection | null>(null);
  const [error, setError] = useState<string | null>(null);
  const move = useInspectionMove({
    ...toastOutcome(() => setCancelling(null)),
    onError: (failure) => setError(failure.message),
  });
  return (
    <div className="grid gap-4">
      <InspectionSlots />
      <CardList
        query={list}
        label="Inspections"
        problem={error}
        page={page}
        onPageChange={setPage}
        renderItem={(inspection) => {
          const actions = allowedInspectionActions('agent', inspection.status);
          const busy = move.isPending && move.variables?.id === inspection._id;
          const when = formatLagosTimeRange(inspection.startsAt, inspection.endsAt);
          return (
            <BookingCard
              key={inspection._id}
              listing={inspection.propertyId}
              stay={when}
              status={inspection.status}
              reference={`Inspection with ${inspection.owner.fullName}`}
              actions={
                <>
                  {actions.includes('confirm') ? (
                    <Button
                      size="sm"
                      disabled={busy}
                      aria-label={`Confirm the inspection with ${inspection.owner.fullName} on ${when}`}
                      onClick={() => {
                        setError(null);
                        move.mutate({ id: inspection._id, action: 'confirm' });
                      }}
                    >
                      <CheckIcon aria-hidden="true" /> Confirm
                    </Button>
                  ) : null}
                  {actions.includes('decline') ? (
                    <DealRefuseButton
                      disabled={busy}
                      onClick={() => move.mutate({ id: inspection._id, action: 'decline' })}
                    >
                      Decline
                    </DealRefuseButton>
                  ) : null}
                  {actions.includes('cancel') ? (
                    <DealRefuseButton disabled={busy} onClick={() => setCancelling(inspection)}>
                      Cancel
                    </DealRefuseButton>
                  ) : null}
                  <DealChatButton area="agent" roomId={inspection.roomId} name={inspection.owner.fullName} />
                </>
              }
            >
              {inspection.message || inspection.reason ? (
                <UserText
                  className="text-xs text-muted-foreground"
                  text={[
                    inspection.message ? `“${inspection.message}”` : '',
                    inspection.reason ? ` Reason: “${inspection.reason}”` : '',
                  ].join('')}
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
        description={cancelling ? `${cancelling.owner.fullName} will be told why.` : undefined}
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
    </div>
  );
}
