// Inspections (viewings) of homes and offices for rent or sale, what Nigerian renters do before paying: the agent
// publishes slots on a listing, a buyer books one, the agent confirms; both are reminded the day before. A slot is
// never booked twice (a partial unique index decides races).

import {
  type DealStateTable,
  dealCancellationFields,
  dealLifecycle,
  dealListingSchema,
  dealPartySchema,
  dealsQuerySchema,
} from './deal';
import { strictBody } from './fields';
import { pageAnswerSchema } from './paging';
import { z } from './zod';

export const INSPECTION_MIN_MINUTES = 15;
export const INSPECTION_MAX_MINUTES = 180;
/** How far ahead slots can be published. */
export const INSPECTION_MAX_DAYS_AHEAD = 90;

export const inspectionMessages = {
  slotAdded: 'Inspection slot added',
  slotRemoved: 'Inspection slot removed',
  slotTaken: 'This slot has just been booked by someone else. Please choose another.',
  slotBooked: 'This slot is booked: cancel the inspection first',
  slotPast: 'Inspection slots must start in the future',
  slotTooFar: `Inspection slots can be at most ${INSPECTION_MAX_DAYS_AHEAD} days ahead`,
  slotExists: 'There is already a slot at this time on this listing',
  startsRequired: 'Please choose a date and time',
  durationRange: `An inspection lasts ${INSPECTION_MIN_MINUTES} to ${INSPECTION_MAX_MINUTES} minutes`,
  notForInspection: 'Inspections are for listings for rent or sale',
  notFound: 'This listing could not be found',
  requested: 'Inspection requested. The agent will confirm it.',
  confirmed: 'Inspection confirmed',
  declined: 'Inspection declined',
  cancelled: 'Inspection cancelled',
  reasonRequired: 'Please give a reason of at least 5 characters',
  notAllowed: (status: InspectionStatus) => `This inspection is ${status}: it can no longer be changed this way`,
  started: 'This inspection time has passed',
} as const;

export const inspectionStatuses = ['pending', 'confirmed', 'declined', 'cancelled'] as const;
export type InspectionStatus = (typeof inspectionStatuses)[number];
export type InspectionAction = 'confirm' | 'decline' | 'cancel';

export const inspectionActions = {
  agent: { pending: ['confirm', 'decline'], confirmed: ['cancel'] },
  buyer: { pending: ['cancel'], confirmed: ['cancel'] },
} as const satisfies DealStateTable<InspectionStatus, InspectionAction>;

export const inspectionLifecycle = dealLifecycle<InspectionStatus, InspectionAction>(
  inspectionStatuses,
  inspectionActions,
);
export const allowedInspectionActions = inspectionLifecycle.allowedActions;

/** POST /api/v1/inspection/slots: the agent opens a time on one of their listings. */
export const slotCreateSchema = strictBody({
  propertyId: z.string({ error: 'Property is required' }).trim().min(1, 'Property is required'),
  startsAt: z.iso.datetime({ offset: true, error: inspectionMessages.startsRequired }),
  durationMinutes: z
    .number({ error: inspectionMessages.durationRange })
    .int(inspectionMessages.durationRange)
    .min(INSPECTION_MIN_MINUTES, inspectionMessages.durationRange)
    .max(INSPECTION_MAX_MINUTES, inspectionMessages.durationRange),
});
export type SlotCreate = z.input<typeof slotCreateSchema>;

export const inspectionSlotSchema = z
  .object({
    _id: z.string(),
    propertyId: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** False once a buyer holds it (pending or confirmed). */
    available: z.boolean(),
  })
  .meta({ id: 'InspectionSlot' });
export type InspectionSlot = z.infer<typeof inspectionSlotSchema>;
export const inspectionSlotsSchema = z.object({ data: z.array(inspectionSlotSchema) });
export const inspectionSlotResponseSchema = z.object({ data: inspectionSlotSchema, message: z.string() });

/** POST /api/v1/inspection/book */
export const inspectionBookSchema = strictBody({
  slotId: z.string({ error: 'Please choose a time' }).trim().min(1, 'Please choose a time'),
  message: z.string().trim().max(200, 'Message must contain upto 200 characters').optional(),
});

export const inspectionCancelSchema = strictBody({
  reason: z
    .string({ error: inspectionMessages.reasonRequired })
    .trim()
    .min(5, inspectionMessages.reasonRequired)
    .max(200),
});

export const inspectionSchema = z
  .object({
    _id: z.string(),
    status: z.enum(inspectionStatuses),
    startsAt: z.string(),
    endsAt: z.string(),
    message: z.string().nullable(),
    ...dealCancellationFields,
    owner: dealPartySchema,
    agent: dealPartySchema,
    roomId: z.string().nullable(),
    propertyId: dealListingSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Inspection' });
export type Inspection = z.infer<typeof inspectionSchema>;

export const inspectionsQuerySchema = dealsQuerySchema(inspectionStatuses);
export const inspectionsPageSchema = pageAnswerSchema(inspectionSchema);
export type InspectionsPage = z.infer<typeof inspectionsPageSchema>;
export const inspectionResponseSchema = z.object({ data: inspectionSchema, message: z.string() });
