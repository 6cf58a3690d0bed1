import { isApiError } from '@naija-homes/client/api-client';
import { useSession } from '@naija-homes/client/queries/session';
import {
  bookingCreateSchema,
  bookingMessages,
  MAX_GUESTS,
  overlapsTaken,
  stayQuote,
} from '@naija-homes/contracts/booking';
import { addDays } from '@naija-homes/contracts/date-range';
import { firstIssueMessage } from '@naija-homes/contracts/fields';
import { countOf, formatLagosDate, formatNaira, lagosIsoDate } from '@naija-homes/contracts/format';
import { Button } from '@naija-homes/ui-kit/components/button';
import { FormField } from '@naija-homes/ui-kit/components/form-field';
import { Input } from '@naija-homes/ui-kit/components/input';
import { Skeleton } from '@naija-homes/ui-kit/components/skeleton';
import { toast } from '@naija-homes/ui-kit/components/toast';
import { LOGIN_PROMPT_EVENT } from '@naija-homes/ui-kit/lib/app-events';
import { toastInvalid } from '@naija-homes/ui-kit/lib/form-errors';
import { Link } from '@naija-homes/ui-kit/lib/router';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheckIcon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { availabilityQueryOptions, useBookStay } from '../api/book-stay';
import { StayCalendar } from './stay-calendar';

/** A problem of the form: under the field it is about, or (the server's answer) under the whole form. */
interface BookingErrors {
  checkIn?: string;
  checkOut?: string;
  guests?: string;
  form?: string;
}
const fieldsWithMessages = ['checkIn', 'checkOut', 'guests'] as const;
type FieldWithMessage = (typeof fieldsWithMessages)[number];
const isFieldWithMessage = (name: unknown): name is FieldWithMessage =>
  fieldsWithMessages.some((field) => field === name);

/**
 * The booking card of a short-let (spec §2): the nightly price, dates on a calendar of free and taken nights within
 * the listing's availability, guests, and the total with the caution fee before anything is sent. Buyers book;
 * visitors are asked to sign in; other signed-in roles see it disabled.
 */
export function BookStay({ propertyId }: { propertyId: string }) {
  const { user } = useSession();
  const open = useQuery(availabilityQueryOptions(propertyId));
  const book = useBookStay(propertyId);
  const [checkIn, setCheckIn] = useState('');
  const [checkOut, setCheckOut] = useState('');
  const [guests, setGuests] = useState('2');
  const [errors, setErrors] = useState<BookingErrors>({});
  const [booked, setBooked] = useState<string | null>(null);
  const today = lagosIsoDate();
  const blocked = Boolean(user) && user?.role !== 'BUYER';

  if (open.isPending) return <Skeleton className="h-72 w-full rounded-card" />;
  if (open.isError) return null;
  const availability = open.data.data;
  const first = availability.availableFrom && availability.availableFrom > today ? availability.availableFrom : today;
  const quote =
    checkIn && checkOut ? stayQuote(availability.nightlyPrice, availability.cautionFee, checkIn, checkOut) : null;

  /** Validation shows one way (spec §8, ui-kit/lib/form-errors): under its field and as the toast. */
  function invalid(field: FieldWithMessage, message: string) {
    setErrors({ [field]: message });
    toastInvalid(message);
  }

  function pick(day: string) {
    setErrors({});
    // A free day past taken nights cannot end this stay (it would cross them): it begins a new one.
    if (!checkIn || checkOut || day <= checkIn || overlapsTaken(checkIn, day, availability.taken)) {
      setCheckIn(day);
      setCheckOut('');
    } else {
      setCheckOut(day);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      window.dispatchEvent(new CustomEvent(LOGIN_PROMPT_EVENT));
      return;
    }
    const parsed = bookingCreateSchema.safeParse({
      propertyId,
      checkIn,
      checkOut,
      guests: Number(guests) || undefined,
    });
    if (!parsed.success) {
      const field = parsed.error.issues[0]?.path[0];
      // The schema's only issue outside these fields is the property id, which the page supplies.
      return invalid(isFieldWithMessage(field) ? field : 'checkIn', firstIssueMessage(parsed.error));
    }
    // Taken nights are a problem of the chosen range, which ends at check-out.
    if (overlapsTaken(checkIn, checkOut, availability.taken)) return invalid('checkOut', bookingMessages.unavailable);
    setErrors({});
    book.mutate(parsed.data, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setBooked(answer.data.bookingNo);
        setCheckIn('');
        setCheckOut('');
      },
      onError: (failure) => setErrors({ form: isApiError(failure) ? failure.message : bookingMessages.unavailable }),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Book this stay" className="grid gap-3 border-t border-border pt-4">
      <p className="flex items-baseline gap-1">
        <span className="text-xl font-semibold text-primary">{formatNaira(availability.nightlyPrice)}</span>
        <span className="text-sm text-muted-foreground">/ night</span>
      </p>
      {availability.availableUntil ? (
        <p className="text-xs text-muted-foreground">
          Available {formatLagosDate(first)} to {formatLagosDate(availability.availableUntil)}
        </p>
      ) : null}
      <StayCalendar availability={availability} today={today} checkIn={checkIn} checkOut={checkOut} onPick={pick} />
      <div className="grid grid-cols-2 gap-2">
        <FormField label="Check-in" error={errors.checkIn}>
          <Input
            type="date"
            value={checkIn}
            min={first}
            max={availability.availableUntil ? addDays(availability.availableUntil, -1) : undefined}
            onChange={(event) => {
              setErrors({});
              setCheckIn(event.target.value);
              if (checkOut && checkOut <= event.target.value) setCheckOut('');
            }}
          />
        </FormField>
        <FormField label="Check-out" error={errors.checkOut}>
          <Input
            type="date"
            value={checkOut}
            min={checkIn ? addDays(checkIn, 1) : addDays(first, 1)}
            max={availability.availableUntil ?? undefined}
            onChange={(event) => {
              setErrors({});
              setCheckOut(event.target.value);
            }}
          />
        </FormField>
      </div>
      <FormField label="Guests" error={errors.guests}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_GUESTS}
          value={guests}
          onChange={(event) => {
            setErrors((current) => ({ ...current, guests: undefined }));
            setGuests(event.target.value.replace(/\D/g, ''));
          }}
        />
      </FormField>
      {quote && quote.nights > 0 ? (
        <dl className="grid gap-1 rounded-lg bg-muted p-3 text-sm" aria-label="Price">
          <div className="flex justify-between">
            <dt>
              {formatNaira(availability.nightlyPrice)} × {countOf(quote.nights, 'night')}
            </dt>
            <dd>{formatNaira(quote.subtotal)}</dd>
          </div>
          {quote.cautionFee > 0 ? (
            <div className="flex justify-between">
              <dt>Caution fee (refundable)</dt>
              <dd>{formatNaira(quote.cautionFee)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between border-t border-border pt-1 font-semibold">
            <dt>Total</dt>
            <dd>{formatNaira(quote.total)}</dd>
          </div>
        </dl>
      ) : null}
      {/* Only the server's answer to a request shows here (the nights were taken meanwhile, the listing closed). */}
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      {booked ? (
        <p className="text-sm" role="status">
          Requested {booked}.{' '}
          <Link to="/buyer/my-bookings" className="font-medium text-primary underline">
            See my bookings
          </Link>
        </p>
      ) : null}
      <Button type="submit" disabled={blocked} loading={book.isPending}>
        <CalendarCheckIcon aria-hidden="true" /> Request to book
      </Button>
      {blocked ? <p className="text-xs text-muted-foreground">Only buyers can book stays.</p> : null}
      <p className="text-xs text-muted-foreground">Nothing is charged now: the agent confirms within 24 hours.</p>
    </form>
  );
}
