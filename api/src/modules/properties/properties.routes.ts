import {
  createPropertySchema,
  listingStatusSchema,
  myPropertiesQuerySchema,
  myPropertySchema,
  propertyMessages,
  propertySchema,
  propertyUpdateSchema,
  virtualTourSchema,
} from '@naija-homes/contracts/property';
import { Hono } from 'hono';
import * as z from 'zod';
import type { Auth } from '../../auth/auth';
import { requireApprovedAgent, requireUser } from '../../auth/guard';
import type { Db } from '../../db/client';
import type { PropertyRow } from '../../db/schema/properties';
import { HttpError } from '../../lib/errors';
import { errorResponses, messageResponseSchema, type RouteDoc } from '../../lib/openapi';
import { readMultipart, singleFile } from '../../lib/upload';
import { validate } from '../../lib/validate';
import type { FileStorage } from '../../providers/storage';
import {
  addPhotos,
  createProperty,
  deleteProperty,
  listMyProperties,
  ownerOf,
  propertyForEditor,
  propertyJson,
  propertyReview,
  propertyStats,
  publishProperty,
  setFloorPlan,
  setListingStatus,
  setPanoramaFile,
  setPanoramaUrl,
  unpublishProperty,
  updateProperty,
} from './properties.service';

export function propertyRoutes(auth: Auth, db: Db, storage: FileStorage) {
  const agent = requireApprovedAgent(auth, db);
  const agentOrAdmin = requireUser(auth, db, ['AGENT', 'ADMIN']);
  /** The response every write returns: the saved property and its review sections. */
  const saved = async (row: PropertyRow) => ({
    data: propertyJson(row, await ownerOf(db, row.ownerId)),
    review: propertyReview(row),
  });

  return new Hono()
    .post('/create', agent, validate('json', createPropertySchema), async (c) => {
      const row = await createProperty(db, c.get('user').id, c.req.valid('json'));
      return c.json(
        {
          data: { _id: row.id, propertyCategory: row.propertyCategory, slug: row.slug },
          message: propertyMessages.created,
        },
        201,
      );
    })
    .get('/mine', agent, validate('query', myPropertiesQuerySchema), async (c) =>
      c.json(await listMyProperties(db, c.get('user').id, c.req.valid('query'))),
    )
    .get('/stats', agent, async (c) => c.json({ data: await propertyStats(db, c.get('user').id) }))
    .patch('/virtual-tour/:id', agent, validate('json', virtualTourSchema), async (c) => {
      const row = await setPanoramaUrl(db, storage, c.get('user').id, c.req.param('id'), c.req.valid('json').panorama);
      return c.json({ ...(await saved(row)), message: propertyMessages.saved });
    })
    .get('/:id', agentOrAdmin, async (c) => {
      const { property, owner } = await propertyForEditor(db, c.get('user'), c.req.param('id'));
      return c.json({ data: propertyJson(property, owner), review: propertyReview(property) });
    })
    .patch('/:id', agent, validate('json', propertyUpdateSchema), async (c) => {
      const row = await updateProperty(db, storage, c.get('user').id, c.req.param('id'), c.req.valid('json'));
      return c.json({ ...(await saved(row)), message: propertyMessages.saved });
    })
    .post('/:id/photos', agent, async (c) => {
      const form = await readMultipart(c);
      const row = await addPhotos(db, storage, c.get('user').id, c.req.param('id'), form.files.photos ?? []);
      return c.json({ ...(await saved(row)), message: propertyMessages.saved });
    })
    .put('/:id/floor-plan', agent, async (c) => {
      const file = singleFile(await readMultipart(c), 'floorPlan');
      if (!file) throw new HttpError(400, 'Please choose a floor plan');
      const row = await setFloorPlan(db, storage, c.get('user').id, c.req.param('id'), file);
      return c.json({ ...(await saved(row)), message: propertyMessages.saved });
    })
    .put('/:id/panorama', agent, async (c) => {
      const file = singleFile(await readMultipart(c), 'panoramaFile');
      if (!file) throw new HttpError(400, 'Please choose a 360° image');
      const row = await setPanoramaFile(db, storage, c.get('user').id, c.req.param('id'), file);
      return c.json({ ...(await saved(row)), message: propertyMessages.saved });
    })
    .post('/:id/publish', agent, async (c) => {
      const row = await publishProperty(db, c.get('user').id, c.req.param('id'));
      return c.json({ ...(await saved(row)), message: propertyMessages.published });
    })
    .post('/:id/unpublish', agent, async (c) => {
      const row = await unpublishProperty(db, c.get('user').id, c.req.param('id'));
      return c.json({ ...(await saved(row)), message: propertyMessages.unpublished });
    })
    .patch('/:id/status', agent, validate('json', listingStatusSchema), async (c) => {
      const status = c.req.valid('json').listingStatus;
      const row = await setListingStatus(db, c.get('user').id, c.req.param('id'), status);
      return c.json({
        ...(await saved(row)),
        message: status === 'active' ? propertyMessages.activated : propertyMessages.deactivated,
      });
    })
    .delete('/:id', agent, async (c) => {
      await deleteProperty(db, storage, c.get('user').id, c.req.param('id'));
      return c.json({ message: propertyMessages.deleted });
    });
}

const tag = 'Properties';
const reviewSchema = z.array(
  z.object({
    key: z.string(),
    label: z.string(),
    step: z.number(),
    complete: z.boolean(),
    missing: z.array(z.string()),
  }),
);
const savedSchema = z.object({ data: propertySchema, review: reviewSchema, message: z.string() });
const agentErrors = {
  401: errorResponses[401],
  403: { description: 'Not an approved agent, or not the owner', schema: messageResponseSchema },
  404: { description: 'No such property', schema: messageResponseSchema },
};
const write = (method: RouteDoc['method'], path: string, summary: string, extra: Partial<RouteDoc> = {}): RouteDoc => ({
  method,
  path: `/api/v1/property${path}`,
  tag,
  access: ['AGENT'],
  summary,
  responses: { 200: { description: 'Saved', schema: savedSchema }, 400: errorResponses[400], ...agentErrors },
  ...extra,
});

export const propertyDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/api/v1/property/create',
    tag,
    access: ['AGENT'],
    body: createPropertySchema,
    summary: 'Start a listing (Add Property dialog); needs an approved agent with a live plan',
    responses: {
      201: {
        description: 'Created',
        schema: z.object({
          data: z.object({ _id: z.string(), propertyCategory: z.string(), slug: z.string() }),
          message: z.string(),
        }),
      },
      400: errorResponses[400],
      401: errorResponses[401],
      403: { description: 'Not approved, or no live plan (Subscription Required)', schema: messageResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/api/v1/property/mine',
    tag,
    access: ['AGENT'],
    query: myPropertiesQuerySchema,
    summary: 'My Properties: newest first, searchable by title, city or address',
    responses: {
      200: {
        description: 'A page',
        schema: z.object({ data: z.array(myPropertySchema), total: z.number(), totalPages: z.number() }),
      },
      400: errorResponses[400],
      401: errorResponses[401],
      403: agentErrors[403],
    },
  },
  {
    method: 'get',
    path: '/api/v1/property/stats',
    tag,
    access: ['AGENT'],
    summary: 'Counts for the agent dashboard',
    responses: { 200: { description: 'Counts' }, 401: errorResponses[401], 403: agentErrors[403] },
  },
  write('patch', '/virtual-tour/:id', '360° tour by link (Elite or Platinum); clears an uploaded panorama', {
    body: virtualTourSchema,
  }),
  {
    method: 'get',
    path: '/api/v1/property/:id',
    tag,
    access: ['AGENT', 'ADMIN'],
    summary: 'A property for its editor (owner) or an admin, with its review sections',
    responses: {
      200: { description: 'Property', schema: z.object({ data: propertySchema, review: reviewSchema }) },
      ...agentErrors,
    },
  },
  write('patch', '/:id', 'Save changed fields (null clears one); deletedPhotos, photoOrder, deletedFloorPlan', {
    body: propertyUpdateSchema,
  }),
  write('post', '/:id/photos', 'Add photos (multipart field `photos`): png/jpeg by content, ≤3 MB each, 5 in all'),
  write('put', '/:id/floor-plan', 'Set the floor plan (multipart field `floorPlan`): png/jpeg/pdf, ≤5 MB'),
  write('put', '/:id/panorama', '360° image (multipart `panoramaFile`, ≤10 MB; Elite or Platinum); clears the link'),
  write('post', '/:id/publish', 'Publish: 422 with `missing` while a step is incomplete; needs a live plan'),
  write('post', '/:id/unpublish', 'Take the listing out of search'),
  write('patch', '/:id/status', 'Activate or deactivate a listing', { body: listingStatusSchema }),
  {
    method: 'delete',
    path: '/api/v1/property/:id',
    tag,
    access: ['AGENT'],
    summary: 'Delete a listing and its files',
    responses: { 200: { description: 'Deleted', schema: messageResponseSchema }, ...agentErrors },
  },
];
