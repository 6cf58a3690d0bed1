// /api/v1/property/{id}/events: the browser's beacons of a listing's views, contact clicks and chats started.
import { listingEventSchema } from '@naija-homes/contracts/insights';
import { searchMessages } from '@naija-homes/contracts/search';
import type { Context } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../../app-env';
import { sessionUser } from '../../auth/guard';
import { clientIp, isFromThisMachine } from '../../lib/http';
import { hitRateLimit } from '../../lib/rate-limit';
import { defineRoute, errorResponse, jsonBody, rateLimitedResponse, router, uuidParam } from '../../lib/route';
import { recordBeacon } from './listing-beacons';

async function limitBeacons(c: Context<AppEnv>, ip: string): Promise<void> {
  // This machine itself (a developer, the e2e suite) is not a stranger flooding the counters.
  if (isFromThisMachine(c, c.var.services.config.trustProxyHops)) return;
  await hitRateLimit(c.var.services.database, `listing-event:${ip}`, c.var.services.rateRules.listingEvent);
}

const record = defineRoute({
  method: 'post',
  operationId: 'listingEventsRecord',
  path: '/{id}/events',
  tags: ['Insights'],
  access: 'public',
  summary:
    "The property page's beacon: a view (counted once per visitor per day), a contact click (the agent's phone, WhatsApp or email used) or a chat started from the page. Bots, the listing's agent and admins are not counted.",
  request: { params: z.object({ id: uuidParam(searchMessages.notFound) }), body: jsonBody(listingEventSchema) },
  responses: {
    204: { description: 'Received (counted, or not counted because it was a repeat, a bot or the agent)' },
    404: errorResponse('No such live listing'),
    429: rateLimitedResponse('Too many beacons from this client: try again later'),
  },
});

export const listingEventRoutes = router().openapi(record, async (c) => {
  const { auth, db, config } = c.var.services;
  const ip = clientIp(c, config.trustProxyHops);
  await limitBeacons(c, ip);
  const user = await sessionUser(auth, db, c.req.raw.headers);
  await recordBeacon(db, c.req.valid('param').id, c.req.valid('json').type, {
    user,
    ip,
    userAgent: c.req.header('user-agent'),
    secret: config.authSecret,
  });
  return c.body(null, 204);
});
