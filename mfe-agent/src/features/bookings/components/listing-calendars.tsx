import { calendarImportSchema, type ListingCalendar } from '@naija-homes/contracts/booking';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { countOf, formatLagosDateTime } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { useQuery } from '@tanstack/react-query';
import { CopyIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { calendarsQueryOptions, useSaveCalendarImport } from '../api/calendars';

/**
 * Each short-let's calendars: the link to add to Airbnb, Booking.com or Google Calendar (so nights booked here show
 * there), and the link of the calendar kept there (so nights booked there cannot be booked here).
 */
export function ListingCalendars() {
  const list = useQuery(calendarsQueryOptions());
  if (!list.data?.data.length) return null;
  return (
    <section aria-labelledby="calendars-heading" className="mt-8 grid gap-3">
      <div>
        <h2 id="calendars-heading" className="text-lg font-semibold">
          Calendars
        </h2>
        <p className="text-sm text-muted-foreground">
          Keep your short-lets in step with Airbnb, Booking.com or Google Calendar: add our link there, and paste theirs
          here. Imported nights cannot be booked on Naija Homes; they are read again every hour.
        </p>
      </div>
      <ul className="grid gap-3">
        {list.data.data.map((calendar) => (
          <CalendarRow key={calendar.propertyId} calendar={calendar} />
        ))}
      </ul>
    </section>
  );
}

function CalendarRow({ calendar }: { calendar: ListingCalendar }) {
  const [importUrl, setImportUrl] = useState(calendar.importUrl ?? '');
  const [error, setError] = useState<string | undefined>();
  /** A problem shown the one way every form shows it (ui-kit/lib/form-errors.ts): under the field and as the toast. */
  const invalid = (message: string) => {
    setError(message);
    toastInvalid(message);
  };
  const save = useSaveCalendarImport({
    onSuccess: (answer) => toast.success(answer.message),
    onError: (failure) => invalid(failure.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = importUrl.trim() || null;
    const parsed = calendarImportSchema.safeParse({ importUrl: value });
    if (!parsed.success) return invalid(firstIssueMessage(parsed.error));
    setError(undefined);
    save.mutate({ propertyId: calendar.propertyId, importUrl: parsed.data.importUrl });
  };
  return (
    <li className="grid gap-3 rounded-card border border-border bg-surface p-4">
      <UserText className="font-medium" text={calendar.title} />
      <div className="grid gap-1.5">
        <span className="text-sm font-medium">Add this link to your other calendars</span>
        <div className="flex gap-2">
          <Input
            readOnly
            value={calendar.feedUrl}
            aria-label={`Calendar link of ${calendar.title}`}
            className="text-xs"
          />
          <Button
            type="button"
            variant="outline"
            aria-label={`Copy the calendar link of ${calendar.title}`}
            onClick={() =>
              navigator.clipboard
                .writeText(calendar.feedUrl)
                .then(() => toast.success('Link copied'))
                .catch(() => toast.error('Copy the link by hand: your browser did not allow it'))
            }
          >
            <CopyIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <form onSubmit={submit} noValidate className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end">
        <FormField
          label="Import from (iCal link)"
          error={error ?? calendar.importError ?? undefined}
          hint={
            calendar.importedAt
              ? `Read ${formatLagosDateTime(calendar.importedAt)}: ${countOf(calendar.blockedCount, 'blocked stay')}`
              : 'e.g. Airbnb: Calendar → Availability settings → Export calendar'
          }
        >
          <Input
            type="url"
            value={importUrl}
            placeholder="https://www.airbnb.com/calendar/ical/…"
            onChange={(event) => {
              setImportUrl(event.target.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" loading={save.isPending}>
          {importUrl.trim() || !calendar.importUrl ? 'Save' : 'Stop importing'}
        </Button>
      </form>
    </li>
  );
}
