import type { Booking } from '@naija-homes/contracts/booking';
import type { DealListing } from '@naija-homes/contracts/deal';
import { countOf, formatLagosDate, formatNaira } from '@naija-homes/contracts/format';
import { Chip } from '@naija-homes/ui-kit/components/chip';
import { UserText } from '@naija-homes/ui-kit/components/user-text';
import { statusTone } from '@naija-homes/ui-kit/lib/status-tone';
import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface BookingCardProps {
  /** The listing the booking or inspection is for: its photo, title, link and place. */
  listing: DealListing;
  /** e.g. "12 Dec 2026 → 14 Dec 2026 · 2 nights · 2 guests" */
  stay: string;
  /** e.g. "₦45,000.00 / night"; none for an inspection. */
  perNight?: string;
  total?: string;
  status: string;
  reference: string;
  /** Lines under the stay: who, the deadline, a reason. */
  children?: ReactNode;
  /** The buttons (chat, cancel, confirm). */
  actions?: ReactNode;
}

/**
 * The short-let booking card of the design (spec §2): the stay, its per-night price, status, chat and cancel; an
 * inspection uses it without the price.
 */
export function BookingCard({
  listing,
  stay,
  perNight,
  total,
  status,
  reference,
  children,
  actions,
}: BookingCardProps) {
  const { photo, title } = listing;
  const place = [listing.address, listing.city].filter(Boolean).join(', ');
  return (
    <li
      data-slot="booking-card"
      className="grid gap-3 rounded-card border border-border bg-surface p-4 sm:grid-cols-[8rem_1fr]"
    >
      {photo ? (
        <img src={photo} alt="" width={128} height={96} loading="lazy" className="h-24 w-32 rounded-md object-cover" />
      ) : (
        <span className="grid h-24 w-32 place-items-center rounded-md bg-muted text-muted-foreground">
          <ImageIcon className="size-6" aria-label="No photo" />
        </span>
      )}
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="grid min-w-0">
            <a href={`/properties/${listing.slug}`} className="font-medium hover:underline user-text">
              {title}
            </a>
            <UserText as="span" className="text-xs text-muted-foreground" text={place} />
          </div>
          <Chip tone={statusTone(status)}>{status}</Chip>
        </div>
        <p className="text-sm">{stay}</p>
        {perNight ? (
          <p className="flex flex-wrap items-baseline gap-x-3 text-sm">
            <span className="text-lg font-semibold text-primary">{perNight}</span>
            <span className="text-muted-foreground">
              Total {total} · {reference}
            </span>
          </p>
        ) : (
          <p className="text-xs text-muted-foreground">{reference}</p>
        )}
        {children}
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
    </li>
  );
}

/** A short-let booking's card as both sides see it: the stay, the nights and guests, the prices and the number. */
export function stayCardFacts(booking: Booking) {
  return {
    listing: booking.propertyId,
    stay: `${formatLagosDate(booking.checkIn)} → ${formatLagosDate(booking.checkOut)} · ${countOf(booking.nights, 'night')} · ${countOf(booking.guests, 'guest')}`,
    perNight: `${formatNaira(booking.nightlyPrice)} / night`,
    total: formatNaira(booking.totalPrice),
    status: booking.status,
    reference: booking.bookingNo,
  };
}
