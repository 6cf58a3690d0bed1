// /api/v1/property: the listing editor's calls (an approved agent's own listings; admins read any).

import { freshnessMessages } from '@naija-homes/contracts/freshness';
import {
  createdPropertySchema,
  createPropertySchema,
  listingStatusSchema,
  myPropertiesPageSchema,
  myPropertiesQuerySchema,
  propertyMessages,
  propertyStatsSchema,
  propertyUpdateSchema,
  virtualTourSchema,
} from '@naija-homes/contracts/property';
import { propertyEditorResponseSchema, savedPropertyResponseSchema } from '@naija-homes/contracts/property-review';
import * as z from 'zod';
import type { Db } from '../../db/client';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';
import {
  defineRoute,
  errorResponse,
  jsonBody,
  jsonResponse,
  messageResponse,
  multipartBody,
  router,
  uuidParam,
} from '../../lib/route';
import { readMultipart, singleFile } from '../../lib/upload';
import { markLetOrSold, renewListing } from './freshness';
import { listMyProperties, propertyStats } from './my-properties';
import { propertyForEditor } from './owned-property';
import { createProperty, updateProperty } from './property-edits';
import { holdOf, ownerOf, propertyJson } from './property-json';
import { addPhotos, setFloorPlan, setPanoramaFile, setPanoramaUrl } from './property-media';
import { deleteProperty, publishProperty, setListingStatus, unpublishProperty } from './property-publishing';
import { propertyReview } from './property-review';

const tags = ['Properties'];
const params = z.object({ id: uuidParam(propertyMessages.notFound) });
const saved = jsonResponse(savedPropertyResponseSchema, 'Saved: the property, its review sections and a message');
const notYours = errorResponse('Not an approved agent, or not the owner');

const incomplete = (description: string) =>
  jsonResponse(z.object({ message: z.string(), missing: z.array(z.string()) }), description);

/** An editor write: approved agent, owner of the listing, answering the saved property (and `more` answers). */
const editorWrite = <
  const D extends { method: 'post' | 'put' | 'patch'; operationId: string; path: string; summary: string },
  const M extends Record<number, ReturnType<typeof jsonResponse>> = Record<never, never>,
>(
  definition: D,
  more?: M,
) => ({
  ...definition,
  tags,
  access: 'approved-agent' as const,
  ownedBy: 'property' as const,
  responses: { 200: saved, 403: notYours, ...(more as M) },
});

const create = defineRoute({
  method: 'post',
  operationId: 'propertiesCreate',
  path: '/create',
  tags,
  access: 'approved-agent',
  summary: 'Start a listing (Add Property dialog); needs an approved agent with a live plan',
  request: { body: jsonBody(createPropertySchema) },
  responses: {
    201: jsonResponse(createdPropertySchema, 'Created'),
    403: errorResponse('Not approved, or no live plan (Subscription Required)'),
  },
});

const mine = defineRoute({
  method: 'get',
  operationId: 'propertiesMine',
  path: '/mine',
  tags,
  access: 'approved-agent',
  summary: 'My Properties: newest first, searchable by title, city or address',
  request: { query: myPropertiesQuerySchema },
  responses: { 200: jsonResponse(myPropertiesPageSchema, 'A page of my listings') },
});

const stats = defineRoute({
  method: 'get',
  operationId: 'propertiesStats',
  path: '/stats',
  tags,
  access: 'approved-agent',
  summary: 'Counts of my listings for the agent dashboard',
  responses: { 200: jsonResponse(z.object({ data: propertyStatsSchema }), 'Counts') },
});

const setTourLink = defineRoute(
  editorWrite({
    method: 'patch',
    operationId: 'propertiesSetTourLink',
    path: '/virtual-tour/{id}',
    summary: '360° tour by link (Elite or Platinum); clears an uploaded panorama',
    request: { params, body: jsonBody(virtualTourSchema) },
  }),
);

const read = defineRoute({
  method: 'get',
  operationId: 'propertiesRead',
  path: '/{id}',
  tags,
  access: ['AGENT', 'ADMIN'],
  ownedBy: 'property',
  summary: 'A property for its editor (owner) or an admin, with its review sections',
  request: { params },
  responses: {
    200: jsonResponse(propertyEditorResponseSchema, 'The property and its review sections'),
    403: notYours,
  },
});

const update = defineRoute(
  editorWrite(
    {
      method: 'patch',
      operationId: 'propertiesUpdate',
      path: '/{id}',
      summary: 'Save changed fields (null clears one); deletedPhotos, photoOrder, deletedFloorPlan',
      request: { params, body: jsonBody(propertyUpdateSchema) },
    },
    { 422: incomplete('A published listing must stay complete: what the change would leave missing') },
  ),
);

const photosForm = multipartBody({ photos: { description: 'Photos', multiple: true } });
const floorPlanForm = multipartBody({ floorPlan: { description: 'The floor plan' } });
const panoramaForm = multipartBody({ panoramaFile: { description: 'An equirectangular 360° photo' } });

const uploadPhotos = defineRoute(
  editorWrite({
    method: 'post',
    operationId: 'propertiesUploadPhotos',
    path: '/{id}/photos',
    summary: 'Add photos: png/jpeg by content, ≤3 MB each, 5 in all (re-encoded as WebP)',
    request: { params, body: photosForm },
  }),
);

const uploadFloorPlan = defineRoute(
  editorWrite({
    method: 'put',
    operationId: 'propertiesUploadFloorPlan',
    path: '/{id}/floor-plan',
    summary: 'Set the floor plan: png/jpeg/pdf, ≤5 MB',
    request: { params, body: floorPlanForm },
  }),
);

const uploadPanorama = defineRoute(
  editorWrite({
    method: 'put',
    operationId: 'propertiesUploadPanorama',
    path: '/{id}/panorama',
    summary: '360° image, ≤10 MB (Elite or Platinum); clears the link',
    request: { params, body: panoramaForm },
  }),
);

const publish = defineRoute(
  editorWrite(
    {
      method: 'post',
      operationId: 'propertiesPublish',
      path: '/{id}/publish',
      summary: 'Publish: 422 with `missing` while a step is incomplete; needs a live plan',
      request: { params },
    },
    { 409: errorResponse('Already published'), 422: incomplete('Steps still incomplete') },
  ),
);

const unpublish = defineRoute(
  editorWrite(
    {
      method: 'post',
      operationId: 'propertiesUnpublish',
      path: '/{id}/unpublish',
      summary: 'Take the listing out of search',
      request: { params },
    },
    { 409: errorResponse('Not published') },
  ),
);

const setStatus = defineRoute(
  editorWrite(
    {
      method: 'patch',
      operationId: 'propertiesSetStatus',
      path: '/{id}/status',
      summary: 'Activate or deactivate a listing',
      request: { params, body: jsonBody(listingStatusSchema) },
    },
    { 409: errorResponse('Not published yet, or already in that status') },
  ),
);

const renew = defineRoute(
  editorWrite(
    {
      method: 'post',
      operationId: 'propertiesRenew',
      path: '/{id}/renew',
      summary:
        "Renew a listing in one click ('Still available'): a fresh renewal date, back in search if it expired or closed",
      request: { params },
    },
    { 409: errorResponse('Nothing to renew: live and not yet asked, not published, or held by an admin') },
  ),
);

const letOrSold = defineRoute(
  editorWrite(
    {
      method: 'post',
      operationId: 'propertiesLetOrSold',
      path: '/{id}/let-or-sold',
      summary:
        'Mark a live listing let (rentals, short-lets) or sold (sales): shown so for 30 days, then out of search',
      request: { params },
    },
    { 409: errorResponse('Already let or sold, not in search, or held by an admin') },
  ),
);

const remove = defineRoute({
  method: 'delete',
  operationId: 'propertiesRemove',
  path: '/{id}',
  tags,
  access: 'approved-agent',
  ownedBy: 'property',
  summary: 'Delete a listing and its files',
  request: { params },
  responses: { 200: messageResponse('Deleted'), 403: notYours },
});

/** The answer of every editor write: the saved property and its review sections. */
async function savedBody(db: Db, row: PropertyRow, message: string) {
  return {
    data: propertyJson(row, await ownerOf(db, row.ownerId)),
    review: propertyReview(row),
    hold: holdOf(row),
    message,
  };
}

export const propertyRoutes = router()
  .openapi(create, async (c) => {
    const row = await createProperty(c.var.services.db, c.var.user.id, c.req.valid('json'));
    const data = { _id: row.id, propertyCategory: row.propertyCategory, slug: row.slug };
    return c.json({ data, message: propertyMessages.created }, 201);
  })
  .openapi(mine, async (c) =>
    c.json(await listMyProperties(c.var.services.db, c.var.user.id, c.req.valid('query')), 200),
  )
  .openapi(stats, async (c) => c.json({ data: await propertyStats(c.var.services.db, c.var.user.id) }, 200))
  .openapi(setTourLink, async (c) => {
    const { db, storage } = c.var.services;
    const row = await setPanoramaUrl(db, storage, c.var.user.id, c.req.valid('param').id, c.req.valid('json').panorama);
    return c.json(await savedBody(db, row, propertyMessages.saved), 200);
  })
  .openapi(read, async (c) => {
    const { property, owner } = await propertyForEditor(c.var.services.db, c.var.user, c.req.valid('param').id);
    return c.json(
      { data: propertyJson(property, owner), review: propertyReview(property), hold: holdOf(property) },
      200,
    );
  })
  .openapi(update, async (c) => {
    const { db, storage } = c.var.services;
    const { jobs } = c.var.services;
    const row = await updateProperty(db, storage, c.var.user.id, c.req.valid('param').id, c.req.valid('json'), jobs);
    return c.json(await savedBody(db, row, propertyMessages.saved), 200);
  })
  .openapi(uploadPhotos, async (c) => {
    const { db, storage } = c.var.services;
    const form = await readMultipart(c, photosForm);
    const row = await addPhotos(db, storage, c.var.user.id, c.req.valid('param').id, form.files.photos ?? []);
    return c.json(await savedBody(db, row, propertyMessages.saved), 200);
  })
  .openapi(uploadFloorPlan, async (c) => {
    const { db, storage } = c.var.services;
    const file = singleFile(await readMultipart(c, floorPlanForm), 'floorPlan');
    if (!file) throw new HttpError(400, propertyMessages.floorPlanRequired);
    const row = await setFloorPlan(db, storage, c.var.user.id, c.req.valid('param').id, file);
    return c.json(await savedBody(db, row, propertyMessages.saved), 200);
  })
  .openapi(uploadPanorama, async (c) => {
    const { db, storage } = c.var.services;
    const file = singleFile(await readMultipart(c, panoramaForm), 'panoramaFile');
    if (!file) throw new HttpError(400, propertyMessages.panoramaRequired);
    const row = await setPanoramaFile(db, storage, c.var.user.id, c.req.valid('param').id, file);
    return c.json(await savedBody(db, row, propertyMessages.saved), 200);
  })
  .openapi(publish, async (c) => {
    const { db } = c.var.services;
    const row = await publishProperty(db, c.var.user.id, c.req.valid('param').id, c.var.services.jobs);
    return c.json(await savedBody(db, row, propertyMessages.published), 200);
  })
  .openapi(unpublish, async (c) => {
    const { db } = c.var.services;
    const row = await unpublishProperty(db, c.var.user.id, c.req.valid('param').id);
    return c.json(await savedBody(db, row, propertyMessages.unpublished), 200);
  })
  .openapi(setStatus, async (c) => {
    const { db } = c.var.services;
    const status = c.req.valid('json').listingStatus;
    const row = await setListingStatus(db, c.var.user.id, c.req.valid('param').id, status);
    const message = status === 'active' ? propertyMessages.activated : propertyMessages.deactivated;
    return c.json(await savedBody(db, row, message), 200);
  })
  .openapi(renew, async (c) => {
    const { db } = c.var.services;
    const row = await renewListing(db, c.var.user.id, c.req.valid('param').id);
    return c.json(await savedBody(db, row, freshnessMessages.renewed), 200);
  })
  .openapi(letOrSold, async (c) => {
    const { db } = c.var.services;
    const row = await markLetOrSold(db, c.var.user.id, c.req.valid('param').id, c.var.services.jobs);
    const state = row.availability === 'sold' ? 'sold' : 'let';
    return c.json(await savedBody(db, row, freshnessMessages.markedLetOrSold(state)), 200);
  })
  .openapi(remove, async (c) => {
    const { db, storage } = c.var.services;
    await deleteProperty(db, storage, c.var.user.id, c.req.valid('param').id);
    return c.json({ message: propertyMessages.deleted }, 200);
  });
