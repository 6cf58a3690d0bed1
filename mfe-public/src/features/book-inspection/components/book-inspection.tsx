import { slotsQueryOptions } from '@naija-homes/client/queries/inspections';
import { useSession } from '@naija-homes/client/queries/session';
import type { InspectionSlot } from '@naija-homes/contracts/inspection';
import { Button } from '@naija-homes/ui-kit/components/button';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { EyeIcon } from 'lucide-react';
import { useState } from 'react';
import { useBookInspection } from '../api/book-inspection';

const lagos = (iso: string, options: Intl.DateTimeFormatOptions) =>
  new Date(iso).toLocaleString('en-NG', { timeZone: 'Africa/Lagos', ...options });

function byDay(slots: InspectionSlot[]): Array<[string, InspectionSlot[]]> {
  const days = new Map<string, InspectionSlot[]>();
  for (const slot of slots) {
    const day = lagos(slot.startsAt, { weekday: 'short', day: 'numeric', month: 'short' });
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/**
 * Inspect before paying: the agent's coming slots on this listing (Lagos time), one to pick and request. Buyers
 * book; visitors are asked to sign in; other signed-in roles see it disabled. Nothing shows without slots.
 */
export function BookInspection({ propertyId }: { propertyId: string }) {
  const { user } = useSession();
  const slots = useQuery(slotsQueryOptions(propertyId));
  const book = useBookInspection(propertyId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const blocked = Boolean(user) && user?.role !== 'BUYER';
  const list = slots.data?.data ?? [];
  if (!list.length) return null;
  const request = () => {
    if (!user) return window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
    if (!chosen) {
      // Shown as every form shows a problem: under the times it is about, and as the toast (spec §8).
      setError('Please choose a time');
      return toastInvalid('Please choose a time');
    }
    book.mutate(
      { slotId: chosen },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setRequested(true);
          setChosen(null);
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <section aria-labelledby="inspect-heading" className="grid gap-3 border-t border-border pt-4">
      <h3 id="inspect-heading" className="text-sm font-semibold">
        Book an inspection
      </h3>
      <div
        className="grid max-h-64 gap-2 overflow-y-auto"
        role="radiogroup"
        aria-label="Inspection times"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'inspect-problem' : undefined}
      >
        {byDay(list).map(([day, daySlots]) => (
          <div key={day} className="grid gap-1">
            <p className="text-xs font-medium text-muted-foreground">{day}</p>
            <div className="flex flex-wrap gap-1.5">
              {daySlots.map((slot) => (
                <button
                  key={slot._id}
                  type="button"
                  role="radio"
                  aria-checked={chosen === slot._id}
                  disabled={!slot.available || blocked}
                  onClick={() => {
                    setChosen(slot._id);
                    setError(null);
                  }}
                  className={cn(
                    'rounded-full border border-border px-3 py-1 text-sm tabular-nums',
                    chosen === slot._id ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                    !slot.available && 'line-through opacity-50',
                  )}
                >
                  {lagos(slot.startsAt, { hour: 'numeric', minute: '2-digit' })}
                  <span className="sr-only">{slot.available ? '' : ', taken'}</span>
                </button>
              ))}
            </div>
          </div>
        ))}
      </div>
      {error ? (
        <p id="inspect-problem" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {requested ? (
        <p role="status" className="text-sm">
          Requested.{' '}
          <Link to="/buyer/my-bookings?tab=inspections" className="font-medium text-primary underline">
            See my inspections
          </Link>
        </p>
      ) : null}
      <Button variant="outline" disabled={blocked} loading={book.isPending} onClick={request}>
        <EyeIcon aria-hidden="true" /> Request inspection
      </Button>
      {blocked ? <p className="text-xs text-muted-foreground">Only buyers can book inspections.</p> : null}
    </section>
  );
}
