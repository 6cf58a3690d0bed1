// /api/v1/agent/insights: an approved agent's dashboard figures, analytics (over time, per listing, as CSV) and
// what the plan's visibility does for each listing. Each reads only the signed-in agent's own listings.
import {
  agentAnalyticsResponseSchema,
  agentSummaryResponseSchema,
  agentVisibilityResponseSchema,
  dateRangeQuerySchema,
  listingInsightsCsvQuerySchema,
  listingInsightsPageSchema,
  listingInsightsQuerySchema,
  visibilityQuerySchema,
} from '@naija-homes/contracts/agent-insights';
import * as z from 'zod';
import { defineRoute, jsonResponse, router } from '../../lib/route';
import { agentAnalytics, listingInsights, listingInsightsCsv } from './agent-analytics';
import { agentSummary } from './agent-summary';
import { agentVisibility } from './agent-visibility';
import { resolveRange } from './insight-range';

const tags = ['Agent insights'];

const summary = defineRoute({
  method: 'get',
  operationId: 'agentInsightsSummary',
  path: '/insights/summary',
  tags,
  access: 'approved-agent',
  summary:
    'My dashboard: listings live, views, leads, offers and bookings this Lagos month and last, my newest leads and offers',
  responses: { 200: jsonResponse(agentSummaryResponseSchema, 'The figures') },
});

const analytics = defineRoute({
  method: 'get',
  operationId: 'agentInsightsAnalytics',
  path: '/insights/analytics',
  tags,
  access: 'approved-agent',
  summary: 'My listings’ figures per day over a range of Lagos days (default the last 30; at most 366), with totals',
  request: { query: dateRangeQuerySchema },
  responses: { 200: jsonResponse(agentAnalyticsResponseSchema, 'Every day of the range, and the totals') },
});

const listings = defineRoute({
  method: 'get',
  operationId: 'agentInsightsListings',
  path: '/insights/analytics/listings',
  tags,
  access: 'approved-agent',
  summary: 'A page of my listings with their figures over the range, sorted by any column',
  request: { query: listingInsightsQuerySchema },
  responses: { 200: jsonResponse(listingInsightsPageSchema, 'A page of listings') },
});

const csv = defineRoute({
  method: 'get',
  operationId: 'agentInsightsCsv',
  path: '/insights/analytics.csv',
  tags,
  access: 'approved-agent',
  summary: 'The per-listing table of the range as CSV (UTF-8 with BOM), in the table’s order',
  request: { query: listingInsightsCsvQuerySchema },
  responses: { 200: { description: 'CSV (UTF-8 with BOM)', content: { 'text/csv': { schema: z.string() } } } },
});

const visibility = defineRoute({
  method: 'get',
  operationId: 'agentInsightsVisibility',
  path: '/insights/visibility',
  tags,
  access: 'approved-agent',
  summary: 'My live plan’s visibility tier and a page of my listings with their tier and whether they are in search',
  request: { query: visibilityQuerySchema },
  responses: { 200: jsonResponse(agentVisibilityResponseSchema, 'The plan and a page of listings') },
});

export const agentInsightRoutes = router()
  .openapi(summary, async (c) => c.json({ data: await agentSummary(c.var.services.db, c.var.user.id) }, 200))
  .openapi(analytics, async (c) => {
    const { db } = c.var.services;
    const range = await resolveRange(db, c.req.valid('query'));
    return c.json({ data: await agentAnalytics(db, c.var.user.id, range) }, 200);
  })
  .openapi(listings, async (c) => {
    const { db } = c.var.services;
    const query = c.req.valid('query');
    const range = await resolveRange(db, query);
    return c.json(await listingInsights(db, c.var.user.id, { ...query, ...range }), 200);
  })
  .openapi(csv, async (c) => {
    const { db, config } = c.var.services;
    const query = c.req.valid('query');
    const range = await resolveRange(db, query);
    const body = await listingInsightsCsv(db, c.var.user.id, { ...query, ...range }, config.baseUrl);
    return c.body(body, 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="naija-homes-analytics-${range.from}-to-${range.to}.csv"`,
      'cache-control': 'no-store',
    });
  })
  .openapi(visibility, async (c) =>
    c.json({ data: await agentVisibility(c.var.services.db, c.var.user.id, c.req.valid('query')) }, 200),
  );
