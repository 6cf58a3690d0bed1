// /api/v1/admin/properties: every listing for admins, deactivation and verification.
import {
  adminPropertiesPageSchema,
  adminPropertiesQuerySchema,
  adminPropertyActionSchema,
  adminPropertyFacetsSchema,
  adminPropertyMessages,
  deactivationReasonSchema,
} from '@naija-homes/contracts/admin-property';
import * as z from 'zod';
import type { Db, Tx } from '../../db/client';
import { defineRoute, errorResponse, jsonBody, jsonResponse, router, uuidParam } from '../../lib/route';
import { adminPropertyFacets, adminPropertyRow, listAdminProperties } from './admin-properties.service';
import { deactivateListing, reactivateListing } from './listing-moderation';
import { unverifyListing, verifyListing } from './listing-verification';

const tags = ['Admin'];
const access = ['ADMIN'] as const;
const params = z.object({ id: uuidParam() });
const unknownListing = errorResponse('No such listing');

const list = defineRoute({
  method: 'get',
  operationId: 'adminPropertiesList',
  path: '/properties',
  tags,
  access,
  summary: 'Every listing (live or not): searched, filtered by status, purpose, city, agent, plan and verified',
  request: { query: adminPropertiesQuerySchema },
  responses: { 200: jsonResponse(adminPropertiesPageSchema, 'A page; the count stops at 10,000') },
});

const facets = defineRoute({
  method: 'get',
  operationId: 'adminPropertiesFacets',
  path: '/properties/facets',
  tags,
  access,
  summary: "The filters' choices: cities with listings and the plans",
  responses: { 200: jsonResponse(adminPropertyFacetsSchema, 'Cities and plans') },
});

const actionResponses = (conflict: string) => ({
  200: jsonResponse(adminPropertyActionSchema, 'Done: the row as it is now and a message'),
  404: unknownListing,
  409: errorResponse(conflict),
});

const action = (operationId: string, path: string, summary: string, conflict: string) =>
  defineRoute({
    method: 'patch',
    operationId,
    path,
    tags,
    access,
    summary,
    request: { params },
    responses: actionResponses(conflict),
  });

const deactivate = defineRoute({
  method: 'patch',
  operationId: 'adminPropertiesDeactivate',
  path: '/properties/{id}/deactivate',
  tags,
  access,
  summary: 'Deactivate a listing with a reason: out of search, the agent notified and unable to put it back live',
  request: { params, body: jsonBody(deactivationReasonSchema) },
  responses: actionResponses('Already deactivated by an admin'),
});
const reactivate = action(
  'adminPropertiesReactivate',
  '/properties/{id}/reactivate',
  "Lift an admin's deactivation (the agent is notified)",
  'Not deactivated by an admin',
);
const verify = action(
  'adminPropertiesVerify',
  '/properties/{id}/verify',
  "Mark a published listing verified after a check: the 'Verified listing' badge shows; the agent is notified",
  'Already verified, or not published',
);
const unverify = action(
  'adminPropertiesUnverify',
  '/properties/{id}/unverify',
  'Take the Verified listing badge off',
  'Not verified',
);

/** Runs an admin action in one transaction, then answers the row as it reads after it. */
async function act(db: Db, propertyId: string, change: (tx: Tx) => Promise<unknown>) {
  await db.transaction(change);
  return adminPropertyRow(db, propertyId);
}

export const adminPropertyRoutes = router()
  .openapi(list, async (c) => c.json(await listAdminProperties(c.var.services.db, c.req.valid('query')), 200))
  .openapi(facets, async (c) => c.json(await adminPropertyFacets(c.var.services.db), 200))
  .openapi(deactivate, async (c) => {
    const { id } = c.req.valid('param');
    const { reason } = c.req.valid('json');
    const data = await act(c.var.services.db, id, (tx) => deactivateListing(tx, c.var.user.id, id, reason));
    return c.json({ data, message: adminPropertyMessages.deactivated }, 200);
  })
  .openapi(reactivate, async (c) => {
    const { id } = c.req.valid('param');
    const data = await act(c.var.services.db, id, (tx) => reactivateListing(tx, c.var.user.id, id));
    return c.json({ data, message: adminPropertyMessages.reactivated }, 200);
  })
  .openapi(verify, async (c) => {
    const { id } = c.req.valid('param');
    const data = await act(c.var.services.db, id, (tx) => verifyListing(tx, c.var.user.id, id));
    return c.json({ data, message: adminPropertyMessages.verified }, 200);
  })
  .openapi(unverify, async (c) => {
    const { id } = c.req.valid('param');
    const data = await act(c.var.services.db, id, (tx) => unverifyListing(tx, c.var.user.id, id));
    return c.json({ data, message: adminPropertyMessages.unverified }, 200);
  });
