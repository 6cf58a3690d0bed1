import {
  inspectionsQueryOptions,
  useInspectionMove,
  useInspectionsFollowNotifications,
} from '@naija-homes/client/queries/inspections';
import { formatLagosTimeRange } from '@naija-homes/contracts/format';
import { allowedInspectionActions, type Inspection, inspectionMessages } from '@naija-homes/contracts/inspection';
import { messages } from '@naija-homes/contracts/messages';
import { BookingCard } from '@naija-homes/ui-kit/components/booking-card';
import { Button } from '@naija-homes/ui-kit/components/button';
import { EmptyState } from '@naija-homes/ui-kit/components/empty-state';
import { Pagination } from '@naija-homes/ui-kit/components/pagination';
import { ReasonDialog } from '@naija-homes/ui-kit/components/reason-dialog';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { CheckIcon, MessageCircleIcon, XIcon } from 'lucide-react';
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
      {list.isError || error ? (
        <p role="alert" className="text-sm text-destructive">
          {list.error?.message ?? error}
        </p>
      ) : null}
      {list.isPending ? (
        <Skeleton className="h-32 w-full rounded-card" />
      ) : list.data?.data.length ? (
        <ul className="grid gap-3" aria-label="Inspections">
          {list.data.data.map((inspection) => {
            const actions = allowedInspectionActions('agent', inspection.status);
            const busy = move.isPending && move.variables?.id === inspection._id;
            const when = formatLagosTimeRange(inspection.startsAt, inspection.endsAt);
            return (
              <BookingCard
                key={inspection._id}
                photo={inspection.propertyId.photo}
                title={inspection.propertyId.title}
                href={`/properties/${inspection.propertyId.slug}`}
                place={[inspection.propertyId.address, inspection.propertyId.city].filter(Boolean).join(', ')}
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
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive"
                        disabled={busy}
                        onClick={() => move.mutate({ id: inspection._id, action: 'decline' })}
                      >
                        <XIcon aria-hidden="true" /> Decline
                      </Button>
                    ) : null}
                    {actions.includes('cancel') ? (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="text-destructive"
                        disabled={busy}
                        onClick={() => setCancelling(inspection)}
                      >
                        <XIcon aria-hidden="true" /> Cancel
                      </Button>
                    ) : null}
                    {inspection.roomId ? (
                      <Button asChild size="sm" variant="outline">
                        <Link to={`/agent/chats?room=${inspection.roomId}`}>
                          <MessageCircleIcon aria-hidden="true" /> Chat with {inspection.owner.fullName}
                        </Link>
                      </Button>
                    ) : null}
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
          })}
        </ul>
      ) : (
        <EmptyState text={messages.noRecord} />
      )}
      <Pagination page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} />
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
