import { slotsQueryOptions } from '@naija-homes/client/queries/inspections';
import { formatLagosTimeRange } from '@naija-homes/contracts/format';
import { INSPECTION_MAX_MINUTES, INSPECTION_MIN_MINUTES, inspectionMessages } from '@naija-homes/contracts/inspection';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Select } from '@naija-homes/ui-kit/components/select';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { toastOutcome } from '@naija-homes/ui-kit/lib/toast-outcome';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { inspectableListingsQueryOptions, useAddSlot, useRemoveSlot } from '../api/slots';

const durations = [15, 30, 45, 60, 90, 120].filter((m) => m >= INSPECTION_MIN_MINUTES && m <= INSPECTION_MAX_MINUTES);

/** A wall-clock time typed in Lagos (UTC+1, no daylight saving) as an ISO instant. */
function lagosInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  return new Date(`${local}:00+01:00`).toISOString();
}

/** Open inspection times on a listing for rent or sale, and see (or remove) the coming ones. */
export function InspectionSlots() {
  const listings = useQuery(inspectableListingsQueryOptions());
  const [propertyId, setPropertyId] = useState('');
  const chosen = propertyId || listings.data?.[0]?._id || '';
  const slots = useQuery({ ...slotsQueryOptions(chosen), enabled: Boolean(chosen) });
  const [when, setWhen] = useState('');
  const [duration, setDuration] = useState('30');
  const [error, setError] = useState<string | undefined>();
  /** A problem shown the one way every form shows it (ui-kit/lib/form-errors.ts): under the field and as the toast. */
  const invalid = (message: string) => {
    setError(message);
    toastInvalid(message);
  };
  const add = useAddSlot({ ...toastOutcome(() => setWhen('')), onError: (failure) => invalid(failure.message) });
  const remove = useRemoveSlot(toastOutcome());
  if (listings.isPending) return <Skeleton className="h-40 w-full rounded-card" />;
  if (listings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {listings.error.message}
      </p>
    );
  }
  if (!listings.data.length) {
    return (
      <p className="text-sm text-muted-foreground">
        You have no listing for rent or sale yet, so no inspection times to open.
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startsAt = lagosInstant(when);
    if (!startsAt) return invalid(inspectionMessages.startsRequired);
    setError(undefined);
    add.mutate({ propertyId: chosen, startsAt, durationMinutes: Number(duration) });
  };
  return (
    <section aria-labelledby="slots-heading" className="grid gap-3 rounded-card border border-border bg-surface p-4">
      <h2 id="slots-heading" className="text-lg font-semibold">
        Inspection times
      </h2>
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-3 md:grid-cols-[minmax(0,1fr)_15rem_8rem_auto] md:items-end"
      >
        <FormField label="Listing">
          <Select value={chosen} onChange={(event) => setPropertyId(event.target.value)}>
            {listings.data.map((listing) => (
              <option key={listing._id} value={listing._id}>
                {listing.title}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label="Date and time (Lagos)" error={error}>
          <Input type="datetime-local" value={when} onChange={(event) => setWhen(event.target.value)} />
        </FormField>
        <FormField label="Length">
          <Select value={duration} onChange={(event) => setDuration(event.target.value)}>
            {durations.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes} min
              </option>
            ))}
          </Select>
        </FormField>
        <Button type="submit" loading={add.isPending}>
          <PlusIcon aria-hidden="true" /> Add time
        </Button>
      </form>
      {slots.data?.data.length ? (
        <ul className="grid gap-1" aria-label="Coming inspection times">
          {slots.data.data.map((slot) => (
            <li key={slot._id} className="flex items-center justify-between gap-2 text-sm">
              <span>
                {formatLagosTimeRange(slot.startsAt, slot.endsAt)}
                {slot.available ? '' : ' · booked'}
              </span>
              {slot.available ? (
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive"
                  aria-label={`Remove the time ${formatLagosTimeRange(slot.startsAt, slot.endsAt)}`}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(slot._id)}
                >
                  <Trash2Icon aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No coming times on this listing yet.</p>
      )}
    </section>
  );
}
