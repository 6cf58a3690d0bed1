// Short-let bookings: a buyer asks for nights within the listing's availability (spec §3 minimumStay and maximumStay
// are its first and last available dates), the agent confirms or declines before a deadline, either side cancels
// with a reason. The spec's booking card shows the per-night price with chat and cancel buttons.

import {
  type DealStateTable,
  dealCancellationFields,
  dealLifecycle,
  dealListingSchema,
  dealPartySchema,
  dealsQuerySchema,
} from './deal';
import { strictBody } from './fields';
import { formatLagosDate } from './format';
import { pageAnswerSchema } from './paging';
import { z } from './zod';

/** The longest stay one booking takes; longer stays are rentals. */
export const MAX_NIGHTS = 90;
export const MAX_GUESTS = 20;
/** How long the agent has to confirm or decline a booking request. */
export const BOOKING_RESPONSE_HOURS = 24;
export const BOOKING_REASON_MIN = 5;
export const BOOKING_REASON_MAX = 200;

export const bookingMessages = {
  checkInRequired: 'Please choose a check-in date',
  checkOutRequired: 'Please choose a check-out date',
  checkOutAfter: 'Check-out must be after check-in',
  checkInPast: 'Check-in cannot be before today',
  tooLong: `A stay can be at most ${MAX_NIGHTS} nights`,
  guestsRequired: 'Please say how many guests',
  guestsMin: 'At least 1 guest',
  guestsMax: `At most ${MAX_GUESTS} guests`,
  messageMax: 'Message must contain upto 200 characters',
  notShortLet: 'Only short-let listings can be booked',
  notFound: 'This listing could not be found',
  outsideAvailability: (from: string, until: string) =>
    `This listing can be booked from ${formatLagosDate(from)} to ${formatLagosDate(until)}`,
  unavailable: 'Some of these nights are no longer available. Please choose other dates.',
  ownListing: 'You cannot book your own listing',
  requested: `Booking requested. The agent has ${BOOKING_RESPONSE_HOURS} hours to confirm it.`,
  confirmed: 'Booking confirmed',
  declined: 'Booking declined',
  cancelled: 'Booking cancelled',
  reasonRequired: `Please give a reason of at least ${BOOKING_REASON_MIN} characters`,
  reasonMax: `Reason must contain upto ${BOOKING_REASON_MAX} characters`,
  notAllowed: (status: BookingStatus) => `This booking is ${status}: it can no longer be changed this way`,
  stayStarted: 'This stay has already started: contact the other side by chat',
} as const;

export const bookingStatuses = ['pending', 'confirmed', 'declined', 'expired', 'cancelled'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];
export type BookingAction = 'confirm' | 'decline' | 'cancel';

/** What each side may do with a booking in each state (the server enforces the same table). */
export const bookingActions = {
  agent: { pending: ['confirm', 'decline'], confirmed: ['cancel'] },
  buyer: { pending: ['cancel'], confirmed: ['cancel'] },
} as const satisfies DealStateTable<BookingStatus, BookingAction>;

export const bookingLifecycle = dealLifecycle<BookingStatus, BookingAction>(bookingStatuses, bookingActions);
export const allowedBookingActions = bookingLifecycle.allowedActions;

const isoDay = (required: string) =>
  z
    .string({ error: required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, required)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), required);

const DAY_MS = 86_400_000;

/** Nights between two ISO dates (check-out minus check-in). */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((Date.parse(`${checkOut}T00:00:00Z`) - Date.parse(`${checkIn}T00:00:00Z`)) / DAY_MS);
}

/** What a stay costs, shown before booking and stored with it: nights × the nightly price, plus the caution fee. */
export function stayQuote(nightlyPrice: number, cautionFee: number, checkIn: string, checkOut: string) {
  const nights = Math.max(0, nightsBetween(checkIn, checkOut));
  const subtotal = Math.round(nightlyPrice * nights * 100) / 100;
  return { nights, subtotal, cautionFee, total: Math.round((subtotal + cautionFee) * 100) / 100 };
}

/** POST /api/v1/booking/create. Dates are calendar days in Lagos; "today" is checked by the server. */
export const bookingCreateSchema = strictBody({
  propertyId: z.string({ error: 'Property is required' }).trim().min(1, 'Property is required'),
  checkIn: isoDay(bookingMessages.checkInRequired),
  checkOut: isoDay(bookingMessages.checkOutRequired),
  guests: z
    .number({ error: bookingMessages.guestsRequired })
    .int(bookingMessages.guestsRequired)
    .min(1, bookingMessages.guestsMin)
    .max(MAX_GUESTS, bookingMessages.guestsMax),
  message: z.string().trim().max(200, bookingMessages.messageMax).optional(),
}).superRefine((booking, ctx) => {
  const nights = nightsBetween(booking.checkIn, booking.checkOut);
  if (nights < 1) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: bookingMessages.checkOutAfter });
  else if (nights > MAX_NIGHTS) ctx.addIssue({ code: 'custom', path: ['checkOut'], message: bookingMessages.tooLong });
});
export type BookingCreate = z.input<typeof bookingCreateSchema>;

export const bookingCancelSchema = strictBody({
  reason: z
    .string({ error: bookingMessages.reasonRequired })
    .trim()
    .min(BOOKING_REASON_MIN, bookingMessages.reasonRequired)
    .max(BOOKING_REASON_MAX, bookingMessages.reasonMax),
});
export const bookingDeclineSchema = strictBody({
  reason: z.string().trim().max(BOOKING_REASON_MAX, bookingMessages.reasonMax).optional(),
});

export const bookingSchema = z
  .object({
    /** The chat room of the buyer and the agent (the card's chat button). */
    roomId: z.string().nullable(),
    _id: z.string(),
    /** e.g. BKG-1001 */
    bookingNo: z.string(),
    status: z.enum(bookingStatuses),
    checkIn: z.string(),
    checkOut: z.string(),
    nights: z.number().int(),
    guests: z.number().int(),
    /** Naira, as when booked. */
    nightlyPrice: z.number(),
    cautionFee: z.number(),
    totalPrice: z.number(),
    message: z.string().nullable(),
    /** Until when the agent can answer a pending booking. */
    respondBy: z.string(),
    ...dealCancellationFields,
    owner: dealPartySchema,
    agent: dealPartySchema,
    propertyId: dealListingSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

export const bookingsQuerySchema = dealsQuerySchema(bookingStatuses);
export const bookingsPageSchema = pageAnswerSchema(bookingSchema);
export type BookingsPage = z.infer<typeof bookingsPageSchema>;
export const bookingResponseSchema = z.object({ data: bookingSchema, message: z.string() });

/** GET /api/v1/booking/availability/{propertyId}: what the booking card and the calendar need. */
export const availabilitySchema = z.object({
  /** First and last bookable nights (the listing's minimumStay and maximumStay), or null when open. */
  availableFrom: z.string().nullable(),
  availableUntil: z.string().nullable(),
  nightlyPrice: z.number(),
  cautionFee: z.number(),
  maxNights: z.number().int(),
  /** Stays held by bookings and nights blocked by the agent's other calendars: [checkIn, checkOut). */
  taken: z.array(z.object({ checkIn: z.string(), checkOut: z.string() })),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** Whether a stay [checkIn, checkOut) shares a night with any taken range. */
export function overlapsTaken(checkIn: string, checkOut: string, taken: Availability['taken']): boolean {
  return taken.some((range) => checkIn < range.checkOut && range.checkIn < checkOut);
}

export function bookingNumber(bookingNo: number): string {
  return `BKG-${bookingNo}`;
}

/** What an imported calendar may be: read whole within this many seconds, at most this many bytes. */
export const CALENDAR_IMPORT_SECONDS = 10;
export const CALENDAR_IMPORT_MAX_BYTES = 1024 * 1024;

export const calendarMessages = {
  saved: 'Calendar saved',
  removed: 'Calendar import removed',
  notShortLet: 'Calendars belong to short-let listings',
  notALink: 'This is not a calendar link',
  /**
   * One sentence for every link whose server we refuse (inside our network) or cannot reach (unknown name, closed,
   * timed out, bad certificate, endless redirects): it must not tell which of these it was.
   */
  unreachable:
    'We could not read a calendar at that link. Copy the iCal export link from Airbnb, Booking.com or Google Calendar and paste it here.',
  answered: (status: number) =>
    `The calendar’s website answered with an error (${status}). Copy the iCal export link again from Airbnb, Booking.com or Google Calendar.`,
  tooLarge: `This calendar is larger than ${CALENDAR_IMPORT_MAX_BYTES / (1024 * 1024)} MB, more than we can import`,
  tooSlow: `This calendar took more than ${CALENDAR_IMPORT_SECONDS} seconds to download. Please try again later.`,
  notIcal: 'This link is not an iCal calendar',
  readFailed: 'The calendar could not be read',
} as const;

/** A short-let's calendar links, for the agent: the feed to subscribe to elsewhere, and the calendar imported here. */
export const listingCalendarSchema = z.object({
  propertyId: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Secret: anyone with it sees which nights are taken (never who booked). */
  feedUrl: z.string(),
  importUrl: z.string().nullable(),
  importedAt: z.string().nullable(),
  importError: z.string().nullable(),
  /** Spans of nights the imported calendar holds from today on. */
  blockedCount: z.number().int(),
});
export type ListingCalendar = z.infer<typeof listingCalendarSchema>;
export const listingCalendarsSchema = z.object({ data: z.array(listingCalendarSchema) });

export const calendarImportSchema = strictBody({
  /** An iCal link (https:// or webcal://), or null to stop importing. */
  importUrl: z
    .string({ error: 'Please paste a calendar link' })
    .trim()
    .max(2000, 'The link is too long')
    .regex(/^(https?|webcal):\/\/\S+$/i, 'Please paste a calendar link starting with https:// or webcal://')
    .nullable(),
});
export const listingCalendarResponseSchema = z.object({ data: listingCalendarSchema, message: z.string() });
