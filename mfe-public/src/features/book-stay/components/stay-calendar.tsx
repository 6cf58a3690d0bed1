import type { Availability } from '@naija-homes/contracts/booking';
import { addDays } from '@naija-homes/contracts/date-range';
import { cn } from '@naija-homes/ui-kit/lib/cn';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { useEffect, useState } from 'react';

const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function monthDays(month: string): Array<string | null> {
  const first = new Date(`${month}-01T00:00:00Z`);
  const lead = (first.getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: lead }, () => null);
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

function nextMonth(month: string, step: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + step);
  return date.toISOString().slice(0, 7);
}

interface StayCalendarProps {
  availability: Availability;
  today: string;
  checkIn: string;
  checkOut: string;
  /** A day was picked: the first pick is the check-in, the next one after it the check-out. */
  onPick: (day: string) => void;
}

/** A month of nights: taken ones struck through, the chosen stay highlighted; days are buttons (keyboard too). */
export function StayCalendar({ availability, today, checkIn, checkOut, onPick }: StayCalendarProps) {
  const first = availability.availableFrom && availability.availableFrom > today ? availability.availableFrom : today;
  const [month, setMonth] = useState((checkIn || first).slice(0, 7));
  // Dates typed into the fields bring their month into view.
  useEffect(() => {
    if (checkIn) setMonth(checkIn.slice(0, 7));
  }, [checkIn]);
  const lastMonth = availability.availableUntil?.slice(0, 7) ?? nextMonth(today.slice(0, 7), 12);
  const taken = (day: string) => availability.taken.some((range) => range.checkIn <= day && day < range.checkOut);
  const bookable = (day: string) =>
    day >= first && (!availability.availableUntil || day < availability.availableUntil) && !taken(day);
  // The check-out day itself may be a taken night (the next guest arrives as this one leaves).
  const canCheckOut = (day: string) => {
    if (!checkIn || checkOut || day <= checkIn) return false;
    if (availability.availableUntil && day > availability.availableUntil) return false;
    for (let night = checkIn; night < day; night = addDays(night, 1)) if (taken(night)) return false;
    return true;
  };
  const chosen = (day: string) => Boolean(checkIn) && day >= checkIn && (checkOut ? day < checkOut : day === checkIn);
  return (
    <section className="grid gap-2" aria-label="Availability">
      <div className="flex items-center justify-between">
        <button
          type="button"
          className="rounded-md p-1 hover:bg-muted disabled:opacity-30"
          aria-label="Previous month"
          disabled={month <= first.slice(0, 7)}
          onClick={() => setMonth(nextMonth(month, -1))}
        >
          <ChevronLeftIcon className="size-4" />
        </button>
        <p className="text-sm font-medium" aria-live="polite">
          {monthName(month)}
        </p>
        <button
          type="button"
          className="rounded-md p-1 hover:bg-muted disabled:opacity-30"
          aria-label="Next month"
          disabled={month >= lastMonth}
          onClick={() => setMonth(nextMonth(month, 1))}
        >
          <ChevronRightIcon className="size-4" />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-0.5 text-center text-xs">
        {WEEKDAYS.map((weekday) => (
          <span key={weekday} aria-hidden="true" className="py-1 font-medium text-muted-foreground">
            {weekday}
          </span>
        ))}
        {monthDays(month).map((day, index) =>
          day ? (
            <button
              key={day}
              type="button"
              disabled={!bookable(day) && !canCheckOut(day)}
              aria-pressed={chosen(day)}
              aria-label={`${day}${taken(day) ? ', taken' : bookable(day) ? ', free' : ', not available'}`}
              onClick={() => onPick(day)}
              className={cn(
                'rounded-md py-1.5 tabular-nums',
                bookable(day) ? 'hover:bg-primary/10' : 'text-muted-foreground/60',
                taken(day) && 'line-through',
                chosen(day) && 'bg-primary text-primary-foreground hover:bg-primary',
              )}
            >
              {Number(day.slice(8))}
            </button>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: blank cells before the first day have no identity
            <span key={`blank-${index}`} />
          ),
        )}
      </div>
      <p className="text-xs text-muted-foreground">Struck-through nights are taken.</p>
    </section>
  );
}
