// /api/v1/inspection: viewing slots on listings for rent or sale, and their bookings.
import {
  inspectionBookSchema,
  inspectionCancelSchema,
  inspectionMessages,
  inspectionResponseSchema,
  inspectionSlotResponseSchema,
  inspectionSlotsSchema,
  inspectionsPageSchema,
  inspectionsQuerySchema,
  slotCreateSchema,
} from '@naija-homes/contracts/inspection';
import * as z from 'zod';
import type { AppServices } from '../../app-env';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  router,
  uuidParam,
} from '../../lib/route';
import { addSlot, listSlots, removeSlot } from './inspection-slots';
import { answerInspection, bookInspection, listInspections } from './inspections.service';

const tags = ['Inspections'];
const idParams = z.object({ id: uuidParam() });
const moveResponses = {
  200: jsonResponse(inspectionResponseSchema, 'The inspection now'),
  409: errorResponse('Not this side’s move in its state, or its time has passed'),
};

const slots = defineRoute({
  method: 'get',
  operationId: 'inspectionsSlots',
  // `{id}` (the listing's) rather than `{propertyId}`: one path template with DELETE /slots/{id} (a slot's id),
  // as OpenAPI requires of paths that differ only by their parameter's name.
  path: '/slots/{id}',
  tags,
  access: 'public',
  summary: "A listing's coming inspection slots, each free or held",
  request: { params: z.object({ id: uuidParam().meta({ description: "The listing's id" }) }) },
  responses: { 200: jsonResponse(inspectionSlotsSchema, 'Slots by time') },
});

const addSlotRoute = defineRoute({
  method: 'post',
  operationId: 'inspectionsAddSlot',
  path: '/slots',
  tags,
  access: ['AGENT'],
  summary: 'Open an inspection slot on one of my listings for rent or sale',
  request: { body: jsonBody(slotCreateSchema) },
  responses: {
    201: jsonResponse(inspectionSlotResponseSchema, 'The slot'),
    404: errorResponse('Not one of my listings'),
    409: errorResponse('A slot already starts at this time on this listing'),
  },
});

const removeSlotRoute = defineRoute({
  method: 'delete',
  operationId: 'inspectionsRemoveSlot',
  path: '/slots/{id}',
  tags,
  access: ['AGENT'],
  ownedBy: 'inspection-slot',
  summary: 'Remove one of my slots that nobody holds',
  request: { params: idParams },
  responses: { 200: messageResponse('Removed'), 409: errorResponse('A buyer holds the slot') },
});

const book = defineRoute({
  method: 'post',
  operationId: 'inspectionsBook',
  path: '/book',
  tags,
  access: ['BUYER'],
  summary: 'Book a free, coming inspection slot; the agent confirms',
  request: { body: jsonBody(inspectionBookSchema) },
  responses: {
    201: jsonResponse(inspectionResponseSchema, 'The pending inspection'),
    404: errorResponse('No such slot on a live listing'),
    409: errorResponse('Someone holds the slot, or its time has passed'),
  },
});

const mine = defineRoute({
  method: 'get',
  operationId: 'inspectionsMine',
  path: '/mine',
  tags,
  access: ['BUYER'],
  summary: 'My inspections: coming ones first',
  request: { query: inspectionsQuerySchema },
  responses: { 200: jsonResponse(inspectionsPageSchema, 'A page') },
});

const requests = defineRoute({
  method: 'get',
  operationId: 'inspectionsRequests',
  path: '/requests',
  tags,
  access: ['AGENT'],
  summary: 'Inspections of my listings: coming ones first',
  request: { query: inspectionsQuerySchema },
  responses: { 200: jsonResponse(inspectionsPageSchema, 'A page') },
});

const confirm = defineRoute({
  method: 'post',
  operationId: 'inspectionsConfirm',
  path: '/{id}/confirm',
  tags,
  access: ['AGENT'],
  ownedBy: 'inspection',
  summary: 'Confirm a pending inspection',
  request: { params: idParams },
  responses: moveResponses,
});

const decline = defineRoute({
  method: 'post',
  operationId: 'inspectionsDecline',
  path: '/{id}/decline',
  tags,
  access: ['AGENT'],
  ownedBy: 'inspection',
  summary: 'Decline a pending inspection; the slot is free again',
  request: { params: idParams },
  responses: moveResponses,
});

const cancel = defineRoute({
  method: 'post',
  operationId: 'inspectionsCancel',
  path: '/{id}/cancel',
  tags,
  access: ['BUYER', 'AGENT'],
  ownedBy: 'inspection',
  summary: 'Either side cancels before the time, with a reason; the slot is free again',
  request: { params: idParams, body: jsonBody(inspectionCancelSchema) },
  responses: moveResponses,
});

const deps = (services: AppServices) => ({ db: services.db, mailer: services.mailer, appUrl: services.config.baseUrl });

export const inspectionRoutes = router()
  .openapi(slots, async (c) => c.json({ data: await listSlots(c.var.services.db, c.req.valid('param').id) }, 200))
  .openapi(addSlotRoute, async (c) => {
    const slot = await addSlot(c.var.services.db, c.var.user, c.req.valid('json'));
    return c.json({ data: slot, message: inspectionMessages.slotAdded }, 201);
  })
  .openapi(removeSlotRoute, async (c) => {
    await removeSlot(c.var.services.db, c.var.user, c.req.valid('param').id);
    return c.json({ message: inspectionMessages.slotRemoved }, 200);
  })
  .openapi(book, async (c) => {
    const inspection = await bookInspection(deps(c.var.services), c.var.user, c.req.valid('json'));
    return c.json({ data: inspection, message: inspectionMessages.requested }, 201);
  })
  .openapi(mine, async (c) =>
    c.json(await listInspections(c.var.services.db, c.var.user, 'buyer', c.req.valid('query')), 200),
  )
  .openapi(requests, async (c) =>
    c.json(await listInspections(c.var.services.db, c.var.user, 'agent', c.req.valid('query')), 200),
  )
  .openapi(confirm, async (c) => {
    const done = await answerInspection(deps(c.var.services), c.var.user, c.req.valid('param').id, 'confirm');
    return c.json({ data: done.inspection, message: done.message }, 200);
  })
  .openapi(decline, async (c) => {
    const done = await answerInspection(deps(c.var.services), c.var.user, c.req.valid('param').id, 'decline');
    return c.json({ data: done.inspection, message: done.message }, 200);
  })
  .openapi(cancel, async (c) => {
    const { id } = c.req.valid('param');
    const done = await answerInspection(deps(c.var.services), c.var.user, id, 'cancel', c.req.valid('json').reason);
    return c.json({ data: done.inspection, message: done.message }, 200);
  });
